import Support

/// A rendered page read back with libxml2, for checks over built output (links, scripts,
/// attributes) in tests and verification tools.
public struct ParsedPage: Sendable {
    /// An element of the page with its attributes (`nil` value for a bare attribute).
    public struct Element: Sendable {
        public let name: String
        public let attributes: [(name: String, value: String?)]
        public let line: Int

        public func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    /// libxml2's complaints, `line: message`; HTML5 elements unknown to its HTML4 parser are not complaints.
    public let errors: [String]
    public let hasDoctype: Bool
    /// Every element, in document order.
    public let elements: [Element]
    /// All character data outside `<script>` and `<style>`, joined by spaces.
    public let text: String
    /// The body of every `<script>`, as written, in document order: for checking JSON-LD.
    public let scripts: [String]

    public init(_ bytes: [UInt8]) {
        let (parsed, diagnostics) = TemplateParser.parse(bytes, path: "page")
        errors = diagnostics.map { "\($0.line): \($0.message)" }
        hasDoctype = parsed?.hasDoctype ?? false
        var elements: [Element] = []
        var text: [String] = []
        var scripts: [String] = []
        Self.walk(parsed?.nodes ?? [], elements: &elements, text: &text, scripts: &scripts)
        self.elements = elements
        self.text = text.joined(separator: " ")
        self.scripts = scripts
    }

    /// Every `href` and `src` value, in document order.
    public var links: [String] {
        elements.flatMap { element in
            ["href", "src"].compactMap { element.attribute($0) }
        }
    }

    private static func walk(_ nodes: [TemplateNode], elements: inout [Element], text: inout [String], scripts: inout [String]) {
        for node in nodes {
            switch node {
            case .element(let element):
                elements.append(
                    Element(
                        name: element.name, attributes: element.attributes.map { ($0.name, $0.value) },
                        line: element.line))
                if element.name == "script" {
                    scripts.append(element.children.map { if case .raw(let s) = $0 { s } else { "" } }.joined())
                }
                walk(element.children, elements: &elements, text: &text, scripts: &scripts)
            case .text(let s):
                text.append(s)
            case .raw:
                break
            }
        }
    }
}
