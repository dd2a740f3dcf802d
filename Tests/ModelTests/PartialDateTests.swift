import Model
import Testing

@Suite struct PartialDateTests {
    @Test(arguments: [
        ("2008", "2008", PartialDate.Precision.year),
        ("2008-05", "2008-05", .month),
        ("2008-05-14", "2008-05-14", .day),
        ("2024-02-29", "2024-02-29", .day),
    ])
    func keepsThePrecisionGiven(text: String, description: String, precision: PartialDate.Precision) throws {
        let date = try #require(PartialDate(parsing: text))
        #expect(date.description == description)
        #expect(date.precision == precision)
    }

    @Test(arguments: ["", "08", "2008-5", "2008-13", "2023-02-29", "2008-05-32", "2008/05/14", "２００８", "2008-05-14T00:00"])
    func refusesWhatIsNotADate(text: String) {
        #expect(PartialDate(parsing: text) == nil)
    }

    @Test func ordersByKnownParts() throws {
        let dates = ["1927-01-10", "1927", "1922-03", "1927-01"].compactMap { PartialDate(parsing: $0) }
        #expect(dates.sorted().map(\.description) == ["1922-03", "1927", "1927-01", "1927-01-10"])
    }
}
