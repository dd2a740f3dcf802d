import Foundation
public import JSON
public import Support

/// Reads typed fields out of a `JSONValue`, recording a precise diagnostic for each field of
/// the wrong type instead of stopping at the first, so that one run reports every problem.
///
/// `null` and a missing key read as "absent" everywhere: real API responses use both. A field that
/// is there but malformed costs what its `Need` says: most fields are `.optional`, so the item is kept
/// without the field and the problem is a warning (`path: expected …, found … (dropped)`); only what a
/// page cannot be built without (an id, a title) is `.required`, an error that keeps the item out.
/// Whoever decodes tells the two apart by `hasErrors`, or by each diagnostic's severity.
public final class JSONFieldReader {
    /// What a malformed field costs the item it belongs to.
    public enum Need: Sendable {
        /// The item cannot be built without it: an error, and no item.
        case required
        /// The item is built without it: a warning, and the field is dropped.
        case optional
    }

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

    /// A warning that `value` is left out: `message` with ` (dropped)` after it.
    public func dropped(_ value: JSONValue, _ message: String) {
        warning(at: value, message + " (dropped)")
    }

    /// `message` about `value` as its field's need says: an error, or a warning that drops it.
    public func problem(_ value: JSONValue, _ message: String, _ need: Need) {
        switch need {
        case .required: error(at: value, message)
        case .optional: dropped(value, message)
        }
    }

    private func mismatch(_ value: JSONValue, _ path: String, expected: String, _ need: Need) {
        problem(value, "\(path): expected \(expected), found \(value.summary)", need)
    }

    private func member(_ object: JSONValue, _ key: String) -> JSONValue? {
        guard let value = object[key], !value.isNull else { return nil }
        return value
    }

    // Each reader takes the field's path as an autoclosure: it is made only when a problem is reported. A
    // 50k catalog's decoding otherwise built millions of path strings (`credits.cast[12].character`) that no
    // message used.
    public func string(_ object: JSONValue, _ key: String, path: @autoclosure () -> String, need: Need = .optional) -> String? {
        guard let value = member(object, key) else { return nil }
        guard case .string(let s) = value.content else {
            mismatch(value, path(), expected: "a string", need)
            return nil
        }
        return s
    }

    /// A string for display: surrounding white space removed, encoding accidents repaired
    /// (`TextRepair`); empty reads as absent.
    public func text(_ object: JSONValue, _ key: String, path: @autoclosure () -> String, need: Need = .optional) -> String? {
        guard let raw = string(object, key, path: path(), need: need) else { return nil }
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

    public func integer(_ object: JSONValue, _ key: String, path: @autoclosure () -> String, need: Need = .optional) -> Int? {
        guard let value = member(object, key) else { return nil }
        switch value.content {
        case .integer(let i): return i
        case .number(let d, _) where d.rounded() == d && abs(d) < 1e15: return Int(d)
        default:
            mismatch(value, path(), expected: "a whole number", need)
            return nil
        }
    }

    public func bool(_ object: JSONValue, _ key: String, path: @autoclosure () -> String, need: Need = .optional) -> Bool? {
        guard let value = member(object, key) else { return nil }
        guard case .bool(let b) = value.content else {
            mismatch(value, path(), expected: "true or false", need)
            return nil
        }
        return b
    }

    public func array(_ object: JSONValue, _ key: String, path: @autoclosure () -> String, need: Need = .optional) -> [JSONValue] {
        guard let value = member(object, key) else { return [] }
        guard case .array(let elements) = value.content else {
            mismatch(value, path(), expected: "an array", need)
            return []
        }
        return elements
    }

    /// The member as an object, or nil (with a diagnostic when it is something else).
    public func object(_ object: JSONValue, _ key: String, path: @autoclosure () -> String, need: Need = .optional) -> JSONValue? {
        guard let value = member(object, key) else { return nil }
        return isObject(value, path: path(), need: need) ? value : nil
    }

    /// Whether `value` is an object, with a diagnostic when it is not; an empty `path` is the document.
    public func isObject(_ value: JSONValue, path: @autoclosure () -> String, need: Need = .optional) -> Bool {
        guard case .object = value.content else {
            mismatch(value, path().isEmpty ? "document" : path(), expected: "an object", need)
            return false
        }
        return true
    }

    /// A date as `PartialDate(parsing:)` reads it (`2008-05-14`, `2008-05`, `2008`, `800`, `-750`);
    /// `""` reads as absent, as TMDB sends it. No page needs a date, so a malformed one is always dropped.
    public func date(_ object: JSONValue, _ key: String, path: @autoclosure () -> String) -> PartialDate? {
        guard let value = member(object, key), let s = string(object, key, path: path()) else { return nil }
        let trimmed = Self.trimmingSpaces(s)
        if trimmed.isEmpty { return nil }
        guard let date = PartialDate(parsing: trimmed) else {
            dropped(value, "\(path()): expected a date like 2008-05-14, 2008-05, 2008, 800 or -750 (750 BC), found \(value.summary)")
            return nil
        }
        return date
    }

    /// An absolute `http` or `https` link, or a protocol-relative one (`//host/path`, made `https:`);
    /// a string of any other kind is dropped with a warning, since no page could show it.
    public func link(_ object: JSONValue, _ key: String, path: @autoclosure () -> String) -> String? {
        guard let text = text(object, key, path: path()) else { return nil }
        if text.hasPrefix("//") { return "https:" + text }
        let lower = text.prefix(8).lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") { return text }
        if let value = member(object, key) { dropped(value, "\(path()): expected an http or https link, found \(value.summary)") }
        return nil
    }
}
