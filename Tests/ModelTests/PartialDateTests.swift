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

@Suite struct PartialDateParsingTests {
    @Test(arguments: [
        "2008-", "-2008", "2008--05", "2008-05-", "2008-05-14-01", "20080", "2008-051", "2008-05-1",
        "+008", " 2008", "2008 ", "2008-0a", "0000", "2008-00", "2008-05-00", "99999", "2008\u{301}", "٢٠٠٨",
    ])
    func refusesNearMisses(text: String) {
        #expect(PartialDate(parsing: text) == nil)
    }

    @Test func readsSubstringsLikeStrings() throws {
        let text = "x1999-12-31x"
        let inner = text.dropFirst().dropLast()
        let date = PartialDate(parsing: inner)
        #expect(date != nil)
        #expect(date == PartialDate(year: 1999, month: 12, day: 31))
    }

    /// The byte-level parser against the rule it replaced, written the plain way.
    @Test func agreesWithTheSplittingParser() {
        func reference(_ text: String) -> PartialDate? {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count),
                parts[0].count == 4, parts.dropFirst().allSatisfy({ $0.count == 2 }),
                parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                let year = Int(parts[0])
            else { return nil }
            return PartialDate(year: year, month: parts.count > 1 ? Int(parts[1]) : nil, day: parts.count > 2 ? Int(parts[2]) : nil)
        }
        let alphabet = Array("0123456789-----1122 x\u{301}")
        var state: UInt64 = 1
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var text = ""
            for k in 0..<Int(state >> 60) { text.append(alphabet[Int((state >> UInt64(k * 4 % 56)) % UInt64(alphabet.count))]) }
            #expect(PartialDate(parsing: text) == reference(text), "\(text)")
        }
        for text in ["2008", "2008-05", "2008-05-14", "2024-02-29", "1900-02-29", "2000-02-29"] {
            #expect(PartialDate(parsing: text) == reference(text))
            #expect(PartialDate(parsing: text) != nil || text == "1900-02-29")
        }
    }
}
