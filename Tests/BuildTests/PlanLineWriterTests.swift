import Testing

@testable import Build

/// The plan's numbers and fields, written as bytes.
struct PlanLineWriterTests {
    @Test(arguments: [0, 7, 9, 10, 42, 99, 100, 12_345, 4_294_967_295, 9_999_999_999])
    func numbersAreWrittenInDecimal(value: Int) {
        var writer = PlanLineWriter(out: [])
        writer.number(value)
        #expect(String(decoding: writer.out, as: UTF8.self) == String(value))
    }

    @Test func sourcesAreSeparatedByCommas() {
        var writer = PlanLineWriter(out: Array("sources\t".utf8))
        writer.numbers([3, 0, 10, 4_000_000_000] as [UInt32])
        #expect(String(decoding: writer.out, as: UTF8.self) == "sources\t3,0,10,4000000000")
    }

    @Test func aFieldWithATabOrALineBreakIsRefused() {
        var writer = PlanLineWriter(out: [])
        let plain = writer.field("movies/550.json", then: 0x0A)
        let withTab = writer.field("a\tb", then: 0x0A)
        let withLineBreak = writer.field("a\nb", then: 0x0A)
        #expect(plain && !withTab && !withLineBreak)
    }
}
