import Testing

@testable import Build

struct LineReaderTests {
    /// A plan's sources: comma-separated decimal numbers of up to nine digits, appended to the one array of all.
    @Test(arguments: [
        ("1,22,333", [UInt32(1), 22, 333]), ("", []), ("0", [0]), ("999999999", [999_999_999]), ("7,0,7", [7, 0, 7]),
    ])
    func numbersAreAppended(field: String, expected: [UInt32]) {
        #expect(Self.numbers(field) == [42] + expected)
    }

    @Test(arguments: ["1,,2", ",1", "1,", "a", "1a", "-1", "1 2", "1234567890", "1,2345678901"])
    func anythingElseIsRefused(field: String) {
        #expect(Self.numbers(field) == nil)
    }

    /// The numbers after 42, the array's one element before; nil when the field is refused.
    private static func numbers(_ field: String) -> [UInt32]? {
        let bytes = Array(("\t" + field + "\t").utf8)
        var numbers: [UInt32] = [42]
        let read = bytes.withUnsafeBufferPointer { FieldReader.appendNumbers(of: $0, in: 1..<(bytes.count - 1), to: &numbers) }
        return read ? numbers : nil
    }
}
