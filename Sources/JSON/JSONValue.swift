import Foundation

/// A parsed JSON value that remembers where it stood in its file, so that decoding
/// errors can point at `line:column`.
public struct JSONValue: Sendable {
    public enum Content: Sendable {
        case null
        case bool(Bool)
        case integer(Int)
        /// A number with a fraction or exponent, or too large for `Int`; `text` is the literal.
        case number(Double, text: String)
        case string(String)
        case array([JSONValue])
        /// Members in file order; a repeated key keeps its last value on lookup, as most parsers do.
        case object([(key: String, value: JSONValue)])
    }

    public let content: Content
    public let line: Int
    public let column: Int

    public init(_ content: Content, line: Int, column: Int) {
        self.content = content
        self.line = line
        self.column = column
    }

    /// The member named `key` of an object; `nil` for a missing key or a non-object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = content else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    public var isNull: Bool {
        if case .null = content { return true }
        return false
    }

    /// How the value reads in a message: `"112 min"`, `12.5`, `an object`.
    public var summary: String {
        switch content {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        case .number(_, let text): return text
        case .string(let s):
            let clipped = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "\"" + clipped.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
