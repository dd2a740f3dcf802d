import Foundation
import HTML
import Support

/// Reads one file of the output with libxml2 into a `PageScan`.
enum PageScanner {
    private static let htmlSelection = MarkupOutline.Selection(
        attributes: ["id", "name", "href", "src", "srcset", "alt", "http-equiv", "content"])
    /// Atom's `<link href>` and a sitemap's `<loc>`.
    private static let xmlSelection = MarkupOutline.Selection(attributes: ["href"], textOf: ["loc"])

    /// The scan of `bytes`, the file at `path` (relative to the output folder), named `displayPath` in problems.
    static func scan(_ bytes: [UInt8], kind: PageScan.Kind, path: String, displayPath: String) -> PageScan {
        switch kind {
        case .html: html(MarkupOutline.html(bytes, htmlSelection), path: path, displayPath: displayPath)
        case .xml: xml(MarkupOutline.xml(bytes, xmlSelection), path: path, displayPath: displayPath)
        }
    }

    private static func html(_ outline: MarkupOutline, path: String, displayPath: String) -> PageScan {
        var problems = outline.problems.map {
            Diagnostic.error(displayPath, line: $0.line, column: $0.column, "malformed HTML: \($0.message)")
        }
        var firstLineOfID: [String: Int] = [:]
        var anchors = Set<String>()
        var links: [PageLink] = []
        var baseHref: String?
        for element in outline.elements {
            if let id = element.attribute("id"), !id.isEmpty {
                if let first = firstLineOfID[id] {
                    problems.append(.error(displayPath, line: element.line, "duplicate id \"\(id)\" (first on line \(first))"))
                } else {
                    firstLineOfID[id] = element.line
                    anchors.insert(id)
                }
            }
            if element.name == "a", let name = element.attribute("name"), !name.isEmpty { anchors.insert(name) }
            if element.name == "img" && element.attribute("alt") == nil {
                problems.append(.error(displayPath, line: element.line, "<img> without alt"))
            }
            if element.name == "base" {
                if baseHref == nil { baseHref = element.attribute("href") }
                continue
            }
            links += self.links(of: element)
        }
        return PageScan(path: path, kind: .html, anchors: anchors, links: links, baseHref: baseHref, problems: problems)
    }

    private static func links(of element: MarkupOutline.Element) -> [PageLink] {
        var links: [PageLink] = []
        for (name, value) in element.attributes {
            switch name {
            case "href", "src": links.append(PageLink(attribute: name, value: value, line: element.line))
            case "srcset": links += SrcsetCandidates.urls(value).map { PageLink(attribute: "srcset", value: $0, line: element.line) }
            default: break
            }
        }
        if element.name == "meta", element.attribute("http-equiv")?.lowercased() == "refresh",
            let target = element.attribute("content").flatMap(refreshTarget)
        {
            links.append(PageLink(attribute: "refresh", value: target, line: element.line))
        }
        return links
    }

    /// The URL of a refresh's content, `0; url=/comics/2000/` (quotes allowed), or nil when it names none.
    static func refreshTarget(_ content: String) -> String? {
        guard let semicolon = content.firstIndex(where: { $0 == ";" || $0 == "," }) else { return nil }
        var rest = content[content.index(after: semicolon)...].drop { $0 == " " || $0 == "\t" }
        guard rest.prefix(3).lowercased() == "url" else { return nil }
        rest = rest.dropFirst(3).drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        if let quote = rest.first, quote == "'" || quote == "\"" {
            rest = rest.dropFirst().prefix { $0 != quote }
        }
        return rest.isEmpty ? nil : String(rest)
    }

    private static func xml(_ outline: MarkupOutline, path: String, displayPath: String) -> PageScan {
        let problems = outline.problems.map {
            Diagnostic.error(displayPath, line: $0.line, column: $0.column, "malformed XML: \($0.message)")
        }
        var links: [PageLink] = []
        for element in outline.elements {
            if element.name == "link", let href = element.attribute("href") {
                links.append(PageLink(attribute: "href", value: href, line: element.line))
            }
            if element.name == "loc", let text = element.text {
                links.append(PageLink(attribute: "loc", value: text.trimmingCharacters(in: .whitespacesAndNewlines), line: element.line))
            }
        }
        return PageScan(path: path, kind: .xml, anchors: [], links: links, baseHref: nil, problems: problems)
    }
}
