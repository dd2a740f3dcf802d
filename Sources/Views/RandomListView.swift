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

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": bytes += Array(#"\""#.utf8)
            case "\\": bytes += Array(#"\\"#.utf8)
            case "<", ">", "&", "\u{2028}", "\u{2029}": bytes += Array(escaped(scalar.value).utf8)
            case _ where scalar.value < 0x20: bytes += Array(escaped(scalar.value).utf8)
            default: bytes += Array(String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `\u00XX`.
    private static func escaped(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
