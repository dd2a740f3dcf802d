/// A UI string with named placeholders, as a strings table holds it: `Page {page} of {pages}`.
/// `{{` and `}}` stand for a literal brace; a placeholder's name is lower-case letters and `_`.
public struct StringPattern: Sendable, Hashable {
    /// A run of literal text or a placeholder, in order.
    public enum Part: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// What is wrong with a pattern: the text at fault (`{pgae}`, `{`), for finding it in a file, and why.
    public struct Problem: Error, Equatable, Sendable {
        public let fragment: String
        public let message: String
    }

    /// The text as written, braces doubled where literal.
    public let source: String
    public let parts: [Part]

    /// Reads `source`; throws at the first unclosed or unmatched brace or malformed placeholder name.
    public init(parsing source: String) throws(Problem) {
        self.source = source
        var parts: [Part] = []
        var literal = ""
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            let next = source.index(after: index)
            if character == "}" {
                guard next < source.endIndex, source[next] == "}" else {
                    throw Problem(fragment: "}", message: "unmatched '}' (write '}}' for a literal brace)")
                }
                literal.append("}")
                index = source.index(after: next)
            } else if character == "{" {
                if next < source.endIndex, source[next] == "{" {
                    literal.append("{")
                    index = source.index(after: next)
                    continue
                }
                guard let close = source[next...].firstIndex(of: "}") else {
                    throw Problem(fragment: "{", message: "unclosed '{' (write '{{' for a literal brace)")
                }
                let name = String(source[next..<close])
                guard !name.isEmpty, name.allSatisfy({ ("a"..."z").contains($0) || $0 == "_" }) else {
                    throw Problem(
                        fragment: "{\(name)}",
                        message:
                            "'{\(name)}' is not a placeholder: a name in braces is lower-case letters and '_' (write '{{' for a literal brace)"
                    )
                }
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(.placeholder(name))
                index = source.index(after: close)
            } else {
                literal.append(character)
                index = next
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
    }

    /// A pattern of plain text with no placeholders, whatever braces it holds (a date pattern).
    public init(literal text: String) {
        source = text
        parts = text.isEmpty ? [] : [.literal(text)]
    }

    /// The names of the placeholders, in order of first use.
    public var placeholders: [String] {
        var names: [String] = []
        for case .placeholder(let name) in parts where !names.contains(name) { names.append(name) }
        return names
    }

    /// The text with each placeholder replaced by its value; a placeholder without one is left empty.
    public func filled(_ values: KeyValuePairs<String, String> = [:]) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .placeholder(let name): text += values.first { $0.key == name }?.value ?? ""
            }
        }
        return text
    }
}
