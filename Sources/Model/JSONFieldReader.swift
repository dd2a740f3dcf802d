import Foundation
public import JSON
public import Support

/// Reads typed fields out of a `JSONValue`, recording a precise diagnostic for each field of
/// the wrong type instead of stopping at the first, so that one run reports every problem.
///
/// `null` and a missing key read as "absent" everywhere: real API responses use both.
public final class JSONFieldReader {
    public let file: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: String) {
        self.file = file
    }

    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    public func error(at value: JSONValue, _ message: String) {
        diagnostics.append(.error(file, line: value.line, column: value.column, message))
    }

    public func warning(at value: JSONValue, _ message: String) {
        diagnostics.append(.warning(file, line: value.line, column: value.column, message))
    }

    private func mismatch(_ value: JSONValue, _ path: String, expected: String) {
        error(at: value, "\(path): expected \(expected), found \(value.summary)")
    }

    private func member(_ object: JSONValue, _ key: String) -> JSONValue? {
        guard let value = object[key], !value.isNull else { return nil }
        return value
    }

    public func string(_ object: JSONValue, _ key: String, path: String) -> String? {
        guard let value = member(object, key) else { return nil }
        guard case .string(let s) = value.content else {
            mismatch(value, path, expected: "a string")
            return nil
        }
        return s
    }

    /// A string for display: surrounding white space removed, encoding accidents repaired
    /// (`TextRepair`); empty reads as absent.
    public func text(_ object: JSONValue, _ key: String, path: String) -> String? {
        guard let raw = string(object, key, path: path) else { return nil }
        // Most API strings have no surrounding space; trimming them anyway would cost a copy each.
        let s = Self.hasEdgeWhitespace(raw) ? raw.trimmingCharacters(in: .whitespacesAndNewlines) : raw
        return s.isEmpty ? nil : TextRepair.fixMojibake(s)
    }

    private static func hasEdgeWhitespace(_ s: String) -> Bool {
        guard let firstByte = s.utf8.first, let lastByte = s.utf8.last else { return false }
        // An ASCII first (last) byte is the whole first (last) scalar: answer without Unicode tables.
        if firstByte < 0x80 && lastByte < 0x80 { return isASCIIWhitespace(firstByte) || isASCIIWhitespace(lastByte) }
        guard let first = s.unicodeScalars.first, let last = s.unicodeScalars.last else { return false }
        return first.properties.isWhitespace || last.properties.isWhitespace
    }

    /// The ASCII scalars with the Unicode White_Space property, which are also exactly the ASCII
    /// members of `.whitespacesAndNewlines`.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// `s` without surrounding `.whitespaces` (spaces, tabs, other Zs), copying only when there are some.
    private static func trimmingSpaces(_ s: String) -> String {
        // Tab and space are the only ASCII members of `.whitespaces`.
        if let first = s.utf8.first, let last = s.utf8.last, first < 0x80, last < 0x80,
            first != 0x20, first != 0x09, last != 0x20, last != 0x09
        {
            return s
        }
        return s.trimmingCharacters(in: .whitespaces)
    }

    public func integer(_ object: JSONValue, _ key: String, path: String) -> Int? {
        guard let value = member(object, key) else { return nil }
        switch value.content {
        case .integer(let i): return i
        case .number(let d, _) where d.rounded() == d && abs(d) < 1e15: return Int(d)
        default:
            mismatch(value, path, expected: "a whole number")
            return nil
        }
    }

    public func bool(_ object: JSONValue, _ key: String, path: String) -> Bool? {
        guard let value = member(object, key) else { return nil }
        guard case .bool(let b) = value.content else {
            mismatch(value, path, expected: "true or false")
            return nil
        }
        return b
    }

    public func array(_ object: JSONValue, _ key: String, path: String) -> [JSONValue] {
        guard let value = member(object, key) else { return [] }
        guard case .array(let elements) = value.content else {
            mismatch(value, path, expected: "an array")
            return []
        }
        return elements
    }

    /// The member as an object, or nil (with a diagnostic when it is something else).
    public func object(_ object: JSONValue, _ key: String, path: String) -> JSONValue? {
        guard let value = member(object, key) else { return nil }
        return requireObject(value, path: path) ? value : nil
    }

    public func requireObject(_ value: JSONValue, path: String) -> Bool {
        guard case .object = value.content else {
            mismatch(value, path.isEmpty ? "document" : path, expected: "an object")
            return false
        }
        return true
    }

    /// A `YYYY`, `YYYY-MM` or `YYYY-MM-DD` date; `""` reads as absent, as TMDB sends it.
    public func date(_ object: JSONValue, _ key: String, path: String) -> PartialDate? {
        guard let value = member(object, key), let s = string(object, key, path: path) else { return nil }
        let trimmed = Self.trimmingSpaces(s)
        if trimmed.isEmpty { return nil }
        guard let date = PartialDate(parsing: trimmed) else {
            error(at: value, "\(path): expected a date YYYY-MM-DD, YYYY-MM or YYYY, found \(value.summary)")
            return nil
        }
        return date
    }
}
