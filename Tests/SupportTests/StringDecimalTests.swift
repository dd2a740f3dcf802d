import Support
import Testing

/// A string compared with a number's decimal digits as with `String(number)`, without making that string.
@Suite struct StringDecimalTests {
    private static let numbers = [0, 7, 10, 99, 550, 1_000_001, Int.max, -1, -550, Int.min]
    private static let texts = [
        "", "0", "00", "7", "07", "10", "1", "550", "5500", "055", "-550", "+550", "movies/550", "movies/5550", "movies550",
        "/550", "comics/0", "a/-1", "9223372036854775807", "-9223372036854775808", "books/x1", "é/550", "550/",
    ]

    @Test(arguments: numbers)
    func isDecimalAsStringWritesIt(number: Int) {
        for text in Self.texts + [String(number), "x" + String(number)] {
            #expect(text.isDecimal(number) == (text == String(number)), "\(text) against \(number)")
        }
    }

    @Test(arguments: numbers)
    func endsWithASeparatorThenTheDecimal(number: Int) {
        for text in Self.texts + ["/" + String(number), "movies/" + String(number)] {
            #expect(text.endsWith(UInt8(ascii: "/"), thenDecimal: number) == text.hasSuffix("/" + String(number)), "\(text)")
        }
    }

    @Test(arguments: numbers)
    func aPrefixAndADecimalAreWhatInterpolationWrites(number: Int) {
        #expect(String("movies/", decimal: number) == "movies/\(number)")
        #expect(String("", decimal: number) == String(number))
        #expect(String("a-much-longer-prefix-than-fifteen/", decimal: number) == "a-much-longer-prefix-than-fifteen/\(number)")
    }
}
