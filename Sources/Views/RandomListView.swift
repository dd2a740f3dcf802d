public import Presentation

/// A part of the random page's list: a JSON array of addresses, written compactly. Every string is escaped
/// by construction (quotes, backslashes, controls, and `<`, `>`, `&` as `\u` escapes, so that nothing in a
/// value could end a script element if the list were ever inlined).
public final class RandomListView: RandomListInput {
    /// The JSON after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init() {}

    public func display(_ urls: [String]) {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        for (index, url) in urls.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.append(url, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        output = bytes
    }

    /// Byte by byte: an address is nearly always ASCII with nothing to escape, and a UTF-8 sequence passes as it
    /// is but for U+2028 and U+2029 (E2 80 A8 and E2 80 A9), which JavaScript once took for line ends.
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0..<0x20: bytes += Array(escaped(UInt32(byte)).utf8)
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                bytes += Array(escaped(0x2000 + UInt32(utf8[index + 2] - 0x80)).utf8)
                index += 2
            default: bytes.append(byte)
            }
            index += 1
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `\u00XX`.
    private static func escaped(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
