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

    /// A plan's sources are places among its items: one at or past their count is refused wherever it stands.
    @Test func numbersAtOrPastTheBoundAreRefused() {
        #expect(Self.numbers("0,4,9", below: 10) == [42, 0, 4, 9])
        #expect(Self.numbers("10", below: 10) == nil)
        #expect(Self.numbers("10,1", below: 10) == nil, "first")
        #expect(Self.numbers("1,10,2", below: 10) == nil, "between")
        #expect(Self.numbers("1,11", below: 10) == nil, "last")
        #expect(Self.numbers("0", below: 0) == nil, "a plan without items has no sources")
        #expect(Self.numbers("", below: 0) == [42], "nor needs any")
    }

    /// The numbers after 42, the array's one element before; nil when the field is refused.
    private static func numbers(_ field: String, below bound: UInt32 = .max) -> [UInt32]? {
        let bytes = Array(("\t" + field + "\t").utf8)
        var numbers: [UInt32] = [42]
        let read = bytes.withUnsafeBufferPointer {
            FieldReader.appendNumbers(of: $0, in: 1..<(bytes.count - 1), to: &numbers, below: bound)
        }
        return read ? numbers : nil
    }

    /// The fields of `line` split at tabs, each read as a wrapping decimal.
    private static func decimals(_ line: String) -> [Int64?] {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var fields = FieldReader(bytes: buffer, position: 0, end: buffer.count)
            var values: [Int64?] = []
            while !fields.isAtEnd { values.append(fields.wrappingDecimal()) }
            return values
        }
    }

    /// Numbers of every length up to twenty digits, read eight digits at a time and then one by one, give what they
    /// spell, wrapping past Int64 as the stamps write a time before 1970.
    @Test func wrappingDecimalsAreReadWhateverTheirLength() {
        var digits = ""
        var expected: UInt64 = 0
        for length in 1...20 {
            let digit = UInt64((length * 7 + 3) % 10)
            digits += String(digit)
            expected = expected &* 10 &+ digit
            #expect(Self.decimals(digits + "\t" + digits) == [Int64(bitPattern: expected), Int64(bitPattern: expected)], "\(digits)")
        }
        #expect(Self.decimals(String(UInt64(bitPattern: -1))) == [-1])
        #expect(Self.decimals(String(UInt64(bitPattern: Int64.min))) == [Int64.min])
        #expect(Self.decimals("0\t00000000\t99999999\t100000000") == [0, 0, 99_999_999, 100_000_000])
    }

    /// A byte other than a digit anywhere in a number, in its first eight digits or after, refuses it: each of the 256
    /// byte values at each place of a twelve-digit number.
    @Test func aByteOtherThanADigitRefusesTheNumber() {
        for byte in 0...255 where !(0x30...0x39).contains(byte) && byte != 0x09 {
            for place in 0..<12 {
                var bytes = Array("123456789012".utf8)
                bytes[place] = UInt8(byte)
                let value = bytes.withUnsafeBufferPointer { buffer in
                    var fields = FieldReader(bytes: buffer, position: 0, end: buffer.count)
                    return fields.wrappingDecimal()
                }
                #expect(value == nil, "byte \(byte) at \(place)")
            }
        }
        #expect(Self.decimals("\t1") == [nil, 1], "an empty field")
    }
}
