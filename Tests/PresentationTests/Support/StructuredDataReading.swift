import Foundation
import Presentation
import Testing

/// The nodes of a page's JSON-LD `@graph`, read back with JSONSerialization.
func structuredGraph(_ chrome: PageChrome) throws -> [[String: Any]] {
    let text = try #require(chrome.preview.structuredData)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(document["@context"] as? String == "https://schema.org")
    return try #require(document["@graph"] as? [[String: Any]])
}

/// The one node of `type` in the page's JSON-LD.
func structuredNode(_ type: String, in chrome: PageChrome) throws -> [String: Any] {
    let nodes = try structuredGraph(chrome).filter { $0["@type"] as? String == type }
    #expect(nodes.count == 1, "\(type) nodes: \(nodes)")
    return try #require(nodes.first)
}

/// The names and items of the page's `BreadcrumbList`, in position order (positions checked to run from 1).
func breadcrumbs(_ chrome: PageChrome) throws -> [(name: String, item: String)] {
    let list = try structuredNode("BreadcrumbList", in: chrome)
    let elements = try #require(list["itemListElement"] as? [[String: Any]])
    #expect(elements.map { $0["position"] as? Int } == Array(1...max(1, elements.count)).map(Optional.some))
    #expect(elements.allSatisfy { $0["@type"] as? String == "ListItem" })
    return elements.map { ($0["name"] as? String ?? "", $0["item"] as? String ?? "") }
}

/// `Person` nodes' names.
func personNames(_ value: Any?) -> [String] {
    (value as? [[String: Any]] ?? []).map { node in
        #expect(node["@type"] as? String == "Person")
        return node["name"] as? String ?? ""
    }
}
