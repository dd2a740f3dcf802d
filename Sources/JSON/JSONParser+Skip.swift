/// The half of the parser that checks a value without building it, for members a decoder never
/// reads (`JSONFieldSet`). Each function mirrors its `parse…` twin check for check, so a broken
/// file gives the same message at the same line and column whether or not the value was kept.
extension JSONParser {
    mutating func skipValue() throws(Failure) {
        guard index < bytes.count else { throw failure("unexpected end of file: expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try skipObject()
        case UInt8(ascii: "["): try skipArray()
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"): try expectLiteral("true")
        case UInt8(ascii: "f"): try expectLiteral("false")
        case UInt8(ascii: "n"): try expectLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
        default: throw failure("unexpected \(describeCurrent()): expected a value")
        }
    }

    private mutating func skipObject() throws(Failure) {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("unexpected \(describeCurrent()): expected a member name in quotes")
            }
            let keyStart = index
            try skipString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                // Only the message needs the name: read it again from where it started.
                var probe = self
                probe.index = keyStart
                let key = try probe.parseString()
                throw failure("unexpected \(describeCurrent()): expected ':' after \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            try skipValue()
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file: expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return
            }
            throw failure("unexpected \(describeCurrent()): expected ',' or '}'")
        }
    }

    private mutating func skipArray() throws(Failure) {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            try skipValue()
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of file: expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return
            }
            throw failure("unexpected \(describeCurrent()): expected ',' or ']'")
        }
    }

    private mutating func skipNumber() throws(Failure) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number: expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number: expected an exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
    }

    /// Checks a string as `parseString` would. Escapes always decode to whole scalars, so the text is
    /// valid UTF-8 exactly when every raw run between escapes is; a bad run is reported, as there,
    /// at the closing quote, after any escape or control-character error that comes before it.
    /// - Returns: whether the string holds an escape.
    @discardableResult
    mutating func skipString() throws(Failure) -> Bool {
        index += 1
        var runStart = index
        var valid = true
        var seen: UInt8 = 0 // every byte of the current run OR-ed: below 0x80 means all ASCII
        var escaped = false
        while index < bytes.count {
            // Most of a dropped document is plain string content: step over it on the raw buffer.
            let (stop, hasNonASCII) = plainRun(from: index)
            index = stop
            if hasNonASCII { seen |= 0x80 }
            guard index < bytes.count else { break }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                if valid && seen >= 0x80 { valid = isValidUTF8(runStart, index) }
                guard valid else { throw failure("invalid UTF-8 in string") }
                index += 1
                return escaped
            }
            if b < 0x20 {
                if b == 0x0A { throw failure("unterminated string") }
                throw failure("control character 0x\(String(b, radix: 16, uppercase: true)) in string")
            }
            if b == UInt8(ascii: "\\") {
                if valid && seen >= 0x80 { valid = isValidUTF8(runStart, index) }
                _ = try parseEscape()
                escaped = true
                runStart = index
                seen = 0
                continue
            }
            seen |= b
            index += 1
        }
        throw failure("unterminated string")
    }

    /// The standard library's check, the one `String(validating:)` makes, without building a `String`.
    private func isValidUTF8(_ start: Int, _ end: Int) -> Bool {
        (try? UTF8Span(validating: bytes.span.extracting(start..<end))) != nil
    }
}
