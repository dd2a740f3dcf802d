import Foundation

/// The part of TOML a site configuration needs: `key = value` lines with strings, integers,
/// booleans and arrays of those, `[table]` headers, and comments. Anything else is an error with
/// its line and column, never a silent misread.
public struct TOMLParser {
    public enum Value: Sendable, Equatable {
        case string(String)
        case integer(Int)
        case bool(Bool)
        case array([Value])
    }

    public struct Entry: Sendable, Equatable {
        /// Dotted with its table: `[params] author = …` gives `params.author`.
        public let key: String
        public let value: Value
        public let line: Int
        public let column: Int
    }

    public struct Failure: Error, Sendable, Equatable {
        public let line: Int
        public let column: Int
        public let message: String
    }

    public static func parse(_ text: String) throws(Failure) -> [Entry] {
        var entries: [Entry] = []
        var table = ""
        var seen = Set<String>()
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var cursor = Cursor(line: number + 1, scalars: Array(rawLine.unicodeScalars))
            cursor.skipSpaces()
            if cursor.atEndOfContent { continue }
            if cursor.peek == "[" {
                cursor.advance()
                cursor.skipSpaces()
                let name = try cursor.key()
                cursor.skipSpaces()
                guard cursor.peek == "]" else { throw cursor.failure("expected ']' to close the table header") }
                cursor.advance()
                try cursor.expectEndOfLine()
                table = name + "."
                continue
            }
            let column = cursor.column
            let key = table + (try cursor.key())
            cursor.skipSpaces()
            guard cursor.peek == "=" else { throw cursor.failure("expected '=' after the key '\(key)'") }
            cursor.advance()
            cursor.skipSpaces()
            let value = try cursor.value()
            try cursor.expectEndOfLine()
            guard seen.insert(key).inserted else {
                throw Failure(line: number + 1, column: column, message: "the key '\(key)' is set twice")
            }
            entries.append(Entry(key: key, value: value, line: number + 1, column: column))
        }
        return entries
    }
}

extension TOMLParser {
    fileprivate struct Cursor {
        let line: Int
        let scalars: [Unicode.Scalar]
        var index = 0

        init(line: Int, scalars: [Unicode.Scalar]) {
            self.line = line
            self.scalars = scalars.last == "\r" ? Array(scalars.dropLast()) : scalars
        }

        var column: Int { index + 1 }
        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        var atEndOfContent: Bool { peek == nil || peek == "#" }
        mutating func advance() { index += 1 }

        func failure(_ message: String) -> Failure {
            Failure(line: line, column: column, message: message)
        }

        mutating func skipSpaces() {
            while let c = peek, c == " " || c == "\t" { advance() }
        }

        mutating func expectEndOfLine() throws(Failure) {
            skipSpaces()
            guard atEndOfContent else { throw failure("unexpected '\(peek.map(String.init) ?? "")' after the value") }
        }

        mutating func key() throws(Failure) -> String {
            if peek == "\"" { return try basicString() }
            var key = ""
            while let c = peek, c.properties.isAlphabetic && c.isASCII || ("0"..."9").contains(c) || c == "_" || c == "-" || c == "." {
                key.unicodeScalars.append(c)
                advance()
            }
            guard !key.isEmpty else { throw failure("expected a key") }
            return key
        }

        mutating func value() throws(Failure) -> Value {
            switch peek {
            case "\"": return .string(try basicString())
            case "'": return .string(try literalString())
            case "[": return try array()
            case "t", "f":
                let word = word()
                if word == "true" { return .bool(true) }
                if word == "false" { return .bool(false) }
                throw Failure(line: line, column: column - word.count, message: "expected a value, found '\(word)'")
            case let c? where c == "-" || c == "+" || ("0"..."9").contains(c):
                let start = column
                let text = word().replacingOccurrences(of: "_", with: "")
                guard let number = Int(text) else {
                    throw Failure(line: line, column: start, message: "expected a whole number, found '\(text)'")
                }
                return .integer(number)
            default:
                throw failure("expected a value (a \"string\", a number, true or false)")
            }
        }

        private mutating func word() -> String {
            var text = ""
            while let c = peek, c != " ", c != "\t", c != "#", c != ",", c != "]" {
                text.unicodeScalars.append(c)
                advance()
            }
            return text
        }

        private mutating func array() throws(Failure) -> Value {
            advance()
            var elements: [Value] = []
            while true {
                skipSpaces()
                if peek == "]" { advance(); return .array(elements) }
                elements.append(try value())
                skipSpaces()
                if peek == "," { advance(); continue }
                guard peek == "]" else { throw failure("expected ',' or ']' in the array (arrays must fit on one line)") }
            }
        }

        private mutating func literalString() throws(Failure) -> String {
            advance()
            var text = ""
            while let c = peek {
                advance()
                if c == "'" { return text }
                text.unicodeScalars.append(c)
            }
            throw failure("unterminated string")
        }

        private mutating func basicString() throws(Failure) -> String {
            advance()
            var text = ""
            while let c = peek {
                advance()
                switch c {
                case "\"": return text
                case "\\":
                    guard let e = peek else { throw failure("unterminated string") }
                    advance()
                    switch e {
                    case "\"": text += "\""
                    case "\\": text += "\\"
                    case "n": text += "\n"
                    case "t": text += "\t"
                    case "r": text += "\r"
                    case "u", "U":
                        let width = e == "u" ? 4 : 8
                        guard index + width <= scalars.count,
                              let code = UInt32(String(String.UnicodeScalarView(scalars[index..<(index + width)])), radix: 16),
                              let scalar = Unicode.Scalar(code) else { throw failure("invalid \\\(e) escape") }
                        index += width
                        text.unicodeScalars.append(scalar)
                    default: throw failure("invalid escape '\\\(e)'")
                    }
                default: text.unicodeScalars.append(c)
                }
            }
            throw failure("unterminated string")
        }
    }
}
