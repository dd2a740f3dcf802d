/// A strict RFC 8259 parser over raw bytes that records the line and column of every value.
///
/// Foundation's decoders report a coding path but no position, and a cache edited by hand or
/// fetched from a flaky API needs errors a person can jump to.
public struct JSONParser {
    /// Deeper documents are refused rather than risking the stack.
    public static let maximumDepth = 512

    public struct Failure: Error, Sendable, Equatable {
        public let line: Int
        public let column: Int
        public let message: String

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }

    // Internal rather than private: the skipping half of the parser lives in JSONParser+Skip.swift.
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        try parse(bytes, keeping: .all)
    }

    /// Parses `bytes` but builds values only for the members `fields` names; the rest of the document
    /// is checked just as strictly (the same errors at the same positions) and then dropped.
    public static func parse(_ bytes: [UInt8], keeping fields: JSONFieldSet) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument(fields)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func parseDocument(_ fields: JSONFieldSet) throws(Failure) -> JSONValue {
        // A UTF-8 byte order mark is harmless; editors on some systems add one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        guard index < bytes.count else { throw failure("empty file: expected a JSON value") }
        let value = try parseValue(fields)
        skipWhitespace()
        if index < bytes.count { throw failure("unexpected \(describeCurrent()) after the JSON value") }
        return value
    }

    var column: Int { index - lineStart + 1 }

    func failure(_ message: String) -> Failure {
        Failure(line: line, column: column, message: message)
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue(_ fields: JSONFieldSet) throws(Failure) -> JSONValue {
        let startLine = line
        let startColumn = column
        guard index < bytes.count else { throw failure("unexpected end of file: expected a value") }
        let content: JSONValue.Content
        switch bytes[index] {
        case UInt8(ascii: "{"): content = try parseObject(fields)
        case UInt8(ascii: "["): content = try parseArray(fields)
        case UInt8(ascii: "\""): content = .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            content = .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            content = .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            content = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): content = try parseNumber()
        default: throw failure("unexpected \(describeCurrent()): expected a value")
        }
        return JSONValue(content, line: startLine, column: startColumn)
    }

    mutating func expectLiteral(_ word: String) throws(Failure) {
        let literal = word.utf8
        let count = literal.count
        guard index + count <= bytes.count, bytes[index..<(index + count)].elementsEqual(literal) else {
            throw failure("unexpected \(describeCurrent()): expected a value")
        }
        index += count
    }

    mutating func enterContainer() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw failure("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func parseObject(_ fields: JSONFieldSet) throws(Failure) -> JSONValue.Content {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("unexpected \(describeCurrent()): expected a member name in quotes")
            }
            let keyStart = index
            let (key, memberFields) = try parseMemberName(fields)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                var probe = self // a dropped member's name was never made: read it again for the message
                probe.index = keyStart
                var name = key ?? ""
                if key == nil { name = try probe.parseString() }
                throw failure("unexpected \(describeCurrent()): expected ':' after \"\(name)\"")
            }
            index += 1
            skipWhitespace()
            if let key, let memberFields {
                members.append((key, try parseValue(memberFields)))
            } else {
                try skipValue()
            }
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file: expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw failure("unexpected \(describeCurrent()): expected ',' or '}'")
        }
    }

    /// The name of the member starting at `index` and the set to parse its value with; both nil for
    /// a member `fields` drops, whose name is compared as bytes and never made into a `String`.
    private mutating func parseMemberName(_ fields: JSONFieldSet) throws(Failure) -> (String?, JSONFieldSet?) {
        guard fields.members != nil else { return (try parseString(), fields) }
        let start = index
        if try skipString() {
            // Escapes in a name are rare: decode it the ordinary way and look it up by value.
            index = start
            let key = try parseString()
            return (key, fields.member(key))
        }
        let found: (String, JSONFieldSet)? = bytes.withUnsafeBufferPointer { all in
            let name = UnsafeBufferPointer(rebasing: all[(start + 1)..<(index - 1)])
            guard let memberFields = fields.member(utf8: name) else { return nil }
            return (String(decoding: name, as: UTF8.self), memberFields)
        }
        return (found?.0, found?.1)
    }

    private mutating func parseArray(_ fields: JSONFieldSet) throws(Failure) -> JSONValue.Content {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(fields))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file: expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw failure("unexpected \(describeCurrent()): expected ',' or ']'")
        }
    }

    private mutating func parseNumber() throws(Failure) -> JSONValue.Content {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number: expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number: expected an exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        return .number(Double(text) ?? .nan, text: text)
    }

    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}
