import CLibXML2

/// A built page or XML file read with libxml2 and reduced to what a checker of built output needs:
/// every element's name and line, the attributes asked for, the text of the elements asked for, and the
/// parser's complaints. Only plain values leave the `HTML` target; the tree is freed before this returns.
public struct MarkupOutline: Sendable {
    /// What to keep of each element.
    public struct Selection: Sendable {
        /// Attribute names (lower case) whose values are kept.
        public var attributes: Set<String>
        /// Element names whose text content is kept (`loc` in a sitemap).
        public var textOf: Set<String>

        public init(attributes: Set<String>, textOf: Set<String> = []) {
            self.attributes = attributes
            self.textOf = textOf
        }
    }

    /// One element, in document order.
    public struct Element: Sendable {
        /// The name as libxml2 gives it: lower case in HTML, the local name (without prefix) in XML.
        public let name: String
        /// The line of its start tag (1-based).
        public let line: Int
        /// The selected attributes it has, in document order; a bare attribute (`<img alt>`) has the value "".
        public let attributes: [(name: String, value: String)]
        /// Its text content, for the elements selected for it; nil for the others.
        public let text: String?

        /// The value of attribute `name`, or nil when the element does not have it (or it was not selected).
        public func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    /// A complaint of the parser: what makes the file malformed.
    public struct Problem: Sendable, Equatable {
        public let line: Int
        /// 1-based; 0 when the parser did not say.
        public let column: Int
        public let message: String
    }

    /// Every element of the document, in document order.
    public let elements: [Element]
    /// The parser's complaints in the order it made them; empty for a well-formed file.
    public let problems: [Problem]

    /// An HTML5 page, through libxml2's HTML parser with the options the template parser uses. Elements
    /// unknown to libxml2's HTML4 parser (`main`, `svg`) are not problems, and neither is an id used twice,
    /// which is a page's mistake rather than a parse error: the caller sees every `id` and can say more.
    public static func html(_ bytes: [UInt8], _ selection: Selection) -> MarkupOutline {
        if let problem = invalidUTF8(bytes) { return MarkupOutline(elements: [], problems: [problem]) }
        guard let context = HTMLParserContext() else {
            return MarkupOutline(elements: [], problems: [Problem(line: 0, column: 0, message: "libxml2 could not create a parser")])
        }
        let (document, errors) = context.parse(bytes, url: "page.html")
        let problems = errors.filter { !$0.isHTML5Noise && $0.code != Int(XML_DTD_ID_REDEFINED.rawValue) }.map {
            Problem(line: $0.line, column: $0.column, message: $0.message)
        }
        return MarkupOutline(elements: document?.outline(selection) ?? [], problems: problems)
    }

    /// An XML document (a sitemap, an Atom feed), through libxml2's XML parser: any well-formedness
    /// error is a problem, and the elements are what libxml2 recovered. External entities and DTDs are never loaded.
    public static func xml(_ bytes: [UInt8], _ selection: Selection) -> MarkupOutline {
        guard let context = XMLParserContext() else {
            return MarkupOutline(elements: [], problems: [Problem(line: 0, column: 0, message: "libxml2 could not create a parser")])
        }
        let (document, errors) = context.parse(bytes, url: "file.xml")
        let problems = errors.map { Problem(line: $0.line, column: $0.column, message: $0.message) }
        return MarkupOutline(elements: document?.outline(selection) ?? [], problems: problems)
    }

    /// A problem at the first line that is not valid UTF-8 (the HTML parser would read such bytes as
    /// Latin-1 without a word), or nil when all is valid.
    private static func invalidUTF8(_ bytes: [UInt8]) -> Problem? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        // A newline byte never occurs inside a valid multi-byte sequence, so lines can be checked alone.
        var line = 1
        for slice in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if String(validating: slice, as: UTF8.self) == nil { break }
            line += 1
        }
        return Problem(line: line, column: 0, message: "not valid UTF-8")
    }
}
