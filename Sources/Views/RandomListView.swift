public import Presentation
import Support

/// A part of the random page's list: a JSON array of addresses, written compactly. Every string is escaped
/// by construction (quotes, backslashes, controls, and `<`, `>`, `&` as `\u` escapes, so that nothing in a
/// value could end a script element if the list were ever inlined).
public final class RandomListView: RandomListInput {
    /// The JSON after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init() {}

    public func display(_ urls: [String]) {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(urls.count * 48)
        for (index, url) in urls.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            url.withUTF8Bytes { Self.append($0, to: &bytes) }
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: "]"))
        output = bytes
    }

    /// An address is nearly always ASCII with nothing to escape: then its bytes go as they are, in one copy. Escaped
    /// byte by byte from a copy of its UTF-8, the list's 50,000 addresses at 50k items cost 102 M instructions
    /// (Callgrind). A UTF-8 sequence passes as it is but for U+2028 and U+2029 (E2 80 A8 and E2 80 A9), which
    /// JavaScript once took for line ends.
    private static func append(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        guard utf8.contains(where: needsALook) else {
            bytes.append(contentsOf: utf8)
            return
        }
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
    }

    /// Whether `byte` is one that `append` may write otherwise than as it is.
    private static func needsALook(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") || byte == 0xE2
    }

    /// `\u00XX`.
    private static func escaped(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
