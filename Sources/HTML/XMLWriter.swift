/// Writes an XML 1.0 document in UTF-8 (a sitemap, an Atom feed), one element a line, indented by
/// nesting. Every text and attribute value is escaped by construction, as libxml2 serialises them:
/// `&`, `<` and `>` everywhere, `"` in attributes, and the whitespace that a parser would otherwise
/// normalise away (a carriage return anywhere; tab and line feed in attributes) as character references.
/// Characters that XML 1.0 forbids (the C0 controls but tab, line feed and carriage return, U+FFFE, U+FFFF)
/// are dropped, so that no value, however hostile, makes the document ill-formed; so are DEL and the C1
/// controls, which the HTML pages drop too, so that a title reads the same in a feed as on its page.
///
/// Element and attribute names come from code, never from data, and are not escaped.
public struct XMLWriter {
    private var bytes: [UInt8]
    /// The elements opened and not yet closed, innermost last.
    private var openElements: [String] = []

    /// A document with its XML declaration.
    public init() {
        bytes = Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8)
        bytes.append(Self.newline)
    }

    /// Opens `name`: what is written next is its content, until `close()`.
    public mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        startTag(name, attributes)
        bytes.append(contentsOf: ">".utf8)
        bytes.append(Self.newline)
        openElements.append(name)
    }

    /// Closes the innermost open element.
    public mutating func close() {
        guard let name = openElements.popLast() else { return }
        indent()
        bytes.append(contentsOf: "</\(name)>".utf8)
        bytes.append(Self.newline)
    }

    /// `<name …>text</name>` on one line.
    public mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) {
        startTag(name, attributes)
        bytes.append(contentsOf: ">".utf8)
        append(text, inAttribute: false)
        bytes.append(contentsOf: "</\(name)>".utf8)
        bytes.append(Self.newline)
    }

    /// `<name …/>`, an element without content.
    public mutating func empty(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        startTag(name, attributes)
        bytes.append(contentsOf: "/>".utf8)
        bytes.append(Self.newline)
    }

    /// The document, with every element still open closed.
    public mutating func finish() -> [UInt8] {
        while !openElements.isEmpty { close() }
        return bytes
    }

    private mutating func startTag(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        indent()
        bytes.append(contentsOf: "<\(name)".utf8)
        for (attribute, value) in attributes {
            bytes.append(contentsOf: " \(attribute)=\"".utf8)
            append(value, inAttribute: true)
            bytes.append(contentsOf: "\"".utf8)
        }
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * openElements.count))
    }

    private mutating func append(_ value: String, inAttribute: Bool) {
        for scalar in value.unicodeScalars {
            if let reference = Self.reference(for: scalar, inAttribute: inAttribute) {
                bytes.append(contentsOf: reference.utf8)
            } else if !Self.isDropped(scalar) {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
    }

    /// The entity or character reference `scalar` is written as, or nil when it is written as itself.
    private static func reference(for scalar: Unicode.Scalar, inAttribute: Bool) -> String? {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\r": return "&#13;"
        case "\"" where inAttribute: return "&quot;"
        case "\n" where inAttribute: return "&#10;"
        case "\t" where inAttribute: return "&#9;"
        default: return nil
        }
    }

    /// Characters XML 1.0 does not allow, and DEL and the C1 controls, which show nothing.
    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    private static let newline = UInt8(ascii: "\n")
}
