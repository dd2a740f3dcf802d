/// Strings, escapes and `\u` sequences: the part of the grammar where the parser spends most of its time.
extension JSONParser {
    mutating func parseString() throws(Failure) -> String {
        index += 1
        let start = index
        // Fast path: most strings have no escapes and can be validated straight from the input.
        let (end, hasNonASCII) = plainRun(from: start)
        index = end
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            let text = bytes.withUnsafeBufferPointer { all in
                let run = UnsafeBufferPointer(rebasing: all[start..<end])
                // All ASCII needs no validating.
                return hasNonASCII ? String(validating: run, as: UTF8.self) : String(decoding: run, as: UTF8.self)
            }
            guard let text else { throw failure("invalid UTF-8 in string") }
            index += 1
            return text
        }
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                guard let text = String(validating: buffer, as: UTF8.self) else { throw failure("invalid UTF-8 in string") }
                index += 1
                return text
            }
            if b < 0x20 {
                if b == 0x0A { throw failure("unterminated string") }
                throw failure("control character 0x\(String(b, radix: 16, uppercase: true)) in string")
            }
            if b == UInt8(ascii: "\\") {
                buffer.append(contentsOf: String(Character(try parseEscape())).utf8)
                continue
            }
            buffer.append(b)
            index += 1
        }
        throw failure("unterminated string")
    }

    mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw failure("unterminated string") }
        let b = bytes[index]
        index += 1
        switch b {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    return "\u{FFFD}" // a lone surrogate, as some APIs emit; keep the text readable
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { return "\u{FFFD}" }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        default:
            index -= 2 // point at the backslash
            throw failure("invalid escape '\\\(Character(Unicode.Scalar(b)))' in string")
        }
    }

    mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case 0x30...0x39: digit = UInt32(b - 0x30)
            case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
            default: throw failure("invalid \\u escape")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
