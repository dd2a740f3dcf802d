/// A template parsed by libxml2 and copied into plain Swift values, so that checking, compiling
/// and everything after parsing never touch a C pointer.
enum TemplateNode: Sendable {
    case element(TemplateElement)
    /// Character data, already entity-decoded; escaped on output.
    case text(String)
    /// Content of `<script>`/`<style>`, written as is (it is template-authored).
    case raw(String)
}

/// One element with its attributes in document order.
struct TemplateElement: Sendable {
    /// Lower-case tag name (libxml2's HTML parser lowercases names).
    var name: String
    var attributes: [TemplateAttribute]
    var children: [TemplateNode]
    /// Line of the start tag, from `xmlGetLineNo`.
    var line: Int

    /// The value of attribute `name`, `""` for a bare attribute, nil when absent.
    func attribute(_ name: String) -> String? {
        guard let attribute = attributes.first(where: { $0.name == name }) else { return nil }
        return attribute.value ?? ""
    }

    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }
}

/// An attribute; `value` is nil for a bare attribute such as `<details open>`.
struct TemplateAttribute: Sendable {
    var name: String
    var value: String?
}

/// A parsed template file.
struct ParsedTemplate: Sendable {
    /// The file path as reported in diagnostics.
    var path: String
    /// True when the file has `<!DOCTYPE html>`.
    var hasDoctype: Bool
    /// The top-level nodes (normally the single `<html>` element).
    var nodes: [TemplateNode]
    /// True when the source starts, after whitespace, with something other than `<`
    /// (libxml2 would wrap that text in an implied `<p>`, which matters for partials).
    var startsWithText: Bool

    /// The `<html>` element, if any.
    var htmlElement: TemplateElement? {
        for case .element(let element) in nodes where element.name == "html" { return element }
        return nil
    }

    /// The content of a fragment: the children of the implied `<head>` then of `<body>`.
    var fragmentNodes: [TemplateNode] {
        guard let html = htmlElement else { return nodes }
        var result: [TemplateNode] = []
        for case .element(let part) in html.children where part.name == "head" || part.name == "body" {
            result += part.children
        }
        return result
    }
}
