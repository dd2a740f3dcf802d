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

    @Test(arguments: ["", "2008-5", "2008-13", "2023-02-29", "2008-05-32", "2008/05/14", "２００８", "2008-05-14T00:00"])
    func refusesWhatIsNotADate(text: String) {
        #expect(PartialDate(parsing: text) == nil)
    }

    @Test func ordersByKnownParts() throws {
        let dates = ["1927-01-10", "1927", "1922-03", "1927-01"].compactMap { PartialDate(parsing: $0) }
        #expect(dates.sorted().map(\.description) == ["1922-03", "1927", "1927-01", "1927-01-10"])
    }
}

/// Years of old and ancient works, as Google Books sends them: fewer than four digits, and before the
/// common era with a leading `-`, read as historians number years (`-750` is 750 BC; no year 0).
@Suite struct PartialDateEraTests {
    @Test(
        arguments: [
            ("800", 800, nil, nil, "0800"),
            ("0800", 800, nil, nil, "0800"),
            ("45", 45, nil, nil, "0045"),
            ("7", 7, nil, nil, "0007"),
            ("800-03-03", 800, 3, 3, "0800-03-03"),
            ("-750", -750, nil, nil, "-0750"),
            ("-0750", -750, nil, nil, "-0750"),
            ("-750-03", -750, 3, nil, "-0750-03"),
            ("-750-03-03", -750, 3, 3, "-0750-03-03"),
            ("-1", -1, nil, nil, "-0001"),
            ("-9999-12-31", -9999, 12, 31, "-9999-12-31"),
            ("9999-12-31", 9999, 12, 31, "9999-12-31"),
        ] as [(String, Int, Int?, Int?, String)])
    func readsShortYearsAndYearsBeforeTheCommonEra(text: String, year: Int, month: Int?, day: Int?, description: String) throws {
        let date = try #require(PartialDate(parsing: text))
        #expect(date == PartialDate(year: year, month: month, day: day))
        #expect((date.year, date.month, date.day) == (year, month, day))
        #expect(date.isBeforeCommonEra == (year < 0))
        #expect(date.description == description)
        #expect(PartialDate(parsing: date.description) == date, "the description reads back")
    }

    @Test(arguments: [
        "0", "-0", "0000", "-0000", "-", "--750", "-+750", "10000", "-10000", "00800", "-750-13", "-750-00", "-750-02-30",
        "-750-3", "-750-03-", "750-", "- 750", "-750 BC", "−750",
    ])
    func refusesYearZeroAndNearMisses(text: String) {
        #expect(PartialDate(parsing: text) == nil)
    }

    @Test func yearZeroIsNotAYear() {
        #expect(PartialDate(year: 0) == nil)
        #expect(PartialDate(year: 10_000) == nil && PartialDate(year: -10_000) == nil)
        #expect(PartialDate(year: -9999) != nil && PartialDate(year: -1) != nil)
    }

    /// Leap years before the common era are counted on the astronomical year (1 BC is year 0), so
    /// 1 BC, 5 BC and 401 BC have a 29 February and 2 BC and 101 BC do not.
    @Test(arguments: [
        ("-1-02-29", true), ("-0001-02-29", true), ("-5-02-29", true), ("-401-02-29", true), ("-45-02-29", true),
        ("-2-02-29", false), ("-4-02-29", false), ("-101-02-29", false), ("-750-02-29", false),
        ("4-02-29", true), ("1-02-29", false), ("800-02-29", true), ("900-02-29", false),
    ])
    func knowsLeapDaysBeforeTheCommonEra(text: String, isDate: Bool) {
        #expect((PartialDate(parsing: text) != nil) == isDate)
    }

    @Test func ordersChronologicallyAcrossTheEra() throws {
        let texts = ["1999", "800", "-750-03-03", "-1", "1", "-750", "-751-12-31", "0800-01", "-750-03"]
        let dates = texts.compactMap { PartialDate(parsing: $0) }
        #expect(dates.count == texts.count)
        #expect(
            dates.sorted().map(\.description) == [
                "-0751-12-31", "-0750", "-0750-03", "-0750-03-03", "-0001", "0001", "0800", "0800-01", "1999",
            ])
    }

    /// The owner's own dates keep their documented form: four year digits, of the common era.
    @Test(arguments: [("2024-05-01", true), ("2024", true), ("0800", true), ("800", false), ("24-05-01", false), ("-2024", false)])
    func theOwnersDatesNeedFourDigits(text: String, accepted: Bool) {
        #expect((PartialDate(parsingFourDigitYear: text) != nil) == accepted)
        if accepted { #expect(PartialDate(parsingFourDigitYear: text) == PartialDate(parsing: text)) }
    }
}

@Suite struct PartialDateParsingTests {
    @Test(arguments: [
        "2008-", "2008--05", "2008-05-", "2008-05-14-01", "20080", "2008-051", "2008-05-1",
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
            let isBC = text.hasPrefix("-")
            let parts = text.dropFirst(isBC ? 1 : 0).split(separator: "-", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count),
                (1...4).contains(parts[0].count), parts.dropFirst().allSatisfy({ $0.count == 2 }),
                parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                let year = Int(parts[0])
            else { return nil }
            return PartialDate(
                year: isBC ? -year : year, month: parts.count > 1 ? Int(parts[1]) : nil, day: parts.count > 2 ? Int(parts[2]) : nil)
        }
        let alphabet = Array("0123456789-----1122 x\u{301}")
        var state: UInt64 = 1
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var text = ""
            for k in 0..<Int(state >> 60) { text.append(alphabet[Int((state >> UInt64(k * 4 % 56)) % UInt64(alphabet.count))]) }
            #expect(PartialDate(parsing: text) == reference(text), "\(text)")
        }
        for text in ["2008", "2008-05", "2008-05-14", "2024-02-29", "1900-02-29", "2000-02-29", "-750-03-03", "800", "-1-02-29"] {
            #expect(PartialDate(parsing: text) == reference(text))
            #expect(PartialDate(parsing: text) != nil || text == "1900-02-29")
        }
    }
}
