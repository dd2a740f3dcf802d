import Support
import Testing

/// Decimal digits appended as bytes are the digits Swift writes.
struct ArrayDecimalDigitsTests {
    @Test(arguments: [0, 9, 10, 99, 100, 4_294_967_295, UInt64.max] as [UInt64])
    func digitsAreTheDecimalOfTheValue(value: UInt64) {
        var bytes: [UInt8] = Array("n=".utf8)
        bytes.appendDecimal(value)
        #expect(String(decoding: bytes, as: UTF8.self) == "n=" + String(value))
    }
}
