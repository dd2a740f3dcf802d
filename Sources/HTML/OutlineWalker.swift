import CLibXML2

/// Walks a libxml2 tree in document order and copies out what a `MarkupOutline.Selection` asks for.
enum OutlineWalker {
    /// The elements from `first` and its following siblings down, in document order. The walk follows
    /// the tree's own links instead of recursing, so a deeply nested file cannot exhaust the stack.
    static func elements(below first: xmlNodePtr?, _ selection: MarkupOutline.Selection) -> [MarkupOutline.Element] {
        guard let first else { return [] }
        let top = first.pointee.parent
        var result: [MarkupOutline.Element] = []
        var cursor: xmlNodePtr? = first
        while let node = cursor {
            if node.pointee.type == XML_ELEMENT_NODE {
                result.append(element(node, selection))
                if let child = node.pointee.children {
                    cursor = child
                    continue
                }
            }
            cursor = following(node, top: top)
        }
        return result
    }

    /// The next node after `node` and its subtree: its next sibling, or the next sibling of the nearest
    /// ancestor that has one, below `top`.
    private static func following(_ node: xmlNodePtr, top: xmlNodePtr?) -> xmlNodePtr? {
        var current = node
        while true {
            if let next = current.pointee.next { return next }
            guard let parent = current.pointee.parent, parent != top else { return nil }
            current = parent
        }
    }

    private static func element(_ node: xmlNodePtr, _ selection: MarkupOutline.Selection) -> MarkupOutline.Element {
        let name = string(node.pointee.name)
        var attributes: [(name: String, value: String)] = []
        var attribute = node.pointee.properties
        while let a = attribute {
            let attributeName = string(a.pointee.name)
            if selection.attributes.contains(attributeName) {
                attributes.append((attributeName, text(of: a.pointee.children)))
            }
            attribute = a.pointee.next
        }
        let text = selection.textOf.contains(name) ? self.text(of: node.pointee.children) : nil
        return MarkupOutline.Element(name: name, line: Int(xmlGetLineNo(node)), attributes: attributes, text: text)
    }

    /// The text and CDATA among `first` and its siblings, joined (an attribute's value, or an element's own text).
    private static func text(of first: xmlNodePtr?) -> String {
        var result = ""
        var cursor = first
        while let node = cursor {
            if node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE {
                result += string(node.pointee.content)
            }
            cursor = node.pointee.next
        }
        return result
    }

    private static func string(_ chars: UnsafePointer<xmlChar>?) -> String {
        guard let chars else { return "" }
        return String(cString: chars)
    }

    private static func string(_ chars: UnsafeMutablePointer<xmlChar>?) -> String {
        string(UnsafePointer(chars))
    }
}
