import CLibXML2

/// Owns one libxml2 document and frees it when released.
final class HTMLDocument {
    private let doc: htmlDocPtr

    init(taking doc: htmlDocPtr) {
        self.doc = doc
    }

    deinit {
        xmlFreeDoc(doc)
    }

    /// True when the document has a `<!DOCTYPE html>` (parsed with HTML_PARSE_NODEFDTD, so libxml2
    /// does not invent an HTML 4 one).
    var hasHTML5Doctype: Bool {
        guard let dtd = doc.pointee.intSubset, let name = dtd.pointee.name else { return false }
        return String(cString: name).lowercased() == "html" && dtd.pointee.ExternalID == nil
    }

    /// Copies the tree into Swift values; comments and processing instructions are dropped.
    func nodes() -> [TemplateNode] {
        Self.convert(children: doc.pointee.children)
    }

    /// Every element with what `selection` keeps of it, in document order, for checking built pages.
    func outline(_ selection: MarkupOutline.Selection) -> [MarkupOutline.Element] {
        OutlineWalker.elements(below: doc.pointee.children, selection)
    }

    private static func convert(children first: xmlNodePtr?) -> [TemplateNode] {
        var result: [TemplateNode] = []
        var cursor = first
        while let node = cursor {
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                result.append(.element(convert(element: node)))
            case XML_TEXT_NODE:
                result.append(.text(string(node.pointee.content)))
            case XML_CDATA_SECTION_NODE:
                result.append(.raw(string(node.pointee.content)))
            default:
                break // comments, the DTD, PIs: not part of the output
            }
            cursor = node.pointee.next
        }
        return result
    }

    /// The attributes libxml2's HTML parser treats as boolean (`htmlIsBooleanAttr`).
    private static let booleanAttributes: Set<String> = [
        "checked", "compact", "declare", "defer", "disabled", "ismap", "multiple",
        "nohref", "noresize", "noshade", "nowrap", "readonly", "selected",
    ]

    private static func convert(element node: xmlNodePtr) -> TemplateElement {
        var attributes: [TemplateAttribute] = []
        var attr = node.pointee.properties
        while let a = attr {
            // A bare attribute (`<details open>`) has no children; `x=""` has an empty text child.
            var value: String?
            var child = a.pointee.children
            while let c = child {
                value = (value ?? "") + string(c.pointee.content)
                child = c.pointee.next
            }
            let name = string(a.pointee.name)
            // libxml2 expands HTML4 boolean attributes (`checked` → `checked="checked"`) but not
            // HTML5 ones (`open`, `hidden`); write both kinds bare, as they were authored.
            if booleanAttributes.contains(name), value?.lowercased() == name { value = nil }
            attributes.append(TemplateAttribute(name: name, value: value))
            attr = a.pointee.next
        }
        let name = string(node.pointee.name)
        var children = convert(children: node.pointee.children)
        if name == "script" || name == "style" {
            // libxml2 may deliver script text as text or CDATA nodes; either way it is raw.
            children = children.map { if case .text(let s) = $0 { return .raw(s) } else { return $0 } }
        }
        return TemplateElement(name: name, attributes: attributes, children: children, line: Int(xmlGetLineNo(node)))
    }

    private static func string(_ chars: UnsafePointer<xmlChar>?) -> String {
        guard let chars else { return "" }
        return String(cString: chars)
    }

    private static func string(_ chars: UnsafeMutablePointer<xmlChar>?) -> String {
        string(UnsafePointer(chars))
    }
}
