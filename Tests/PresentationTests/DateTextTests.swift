import Foundation
import Model
import Presentation
import Testing

@Suite struct DateTextTests {
    @Test(arguments: [
        ("en", "d MMMM yyyy", "1927-01-10", "10 January 1927"),
        ("en", "yyyy/MM/dd", "1927-01-10", "1927/01/10"),
        ("en", "d MMM yyyy", "1927-01-10", "10 Jan 1927"),
        ("en", "d MMMM yyyy", "1927-01", "January 1927"),
        ("en", "yyyy/MM/dd", "1927-01", "January 1927"),
        ("en", "d MMMM yyyy", "1927", "1927"),
        ("en", "yyyy/MM/dd", "1927", "1927"),
        ("de", "d. MMMM yyyy", "1927-01-10", "10. Januar 1927"),
        ("de", "d MMMM yyyy", "1922-03-04", "4 März 1922"),
        ("de", "d MMMM yyyy", "1922-03", "März 1922"),
        ("en", "d MMMM yyyy", "2024-02-29", "29 February 2024"),
        ("en", "d MMMM yyyy", "1927-12-31", "31 December 1927"),
    ])
    func formatsAtThePrecisionGiven(language: String, pattern: String, text: String, expected: String) {
        let dates = DateText(language: language, dayPattern: pattern)
        #expect(dates.format(date(text)) == expected)
    }

    @Test(arguments: ["en", "de"])
    func monthPrecisionNeverInventsADay(language: String) {
        let text = DateText(language: language, dayPattern: "d MMMM yyyy").format(date("1927-01"))
        #expect(!text.contains("1 "))
        #expect(!text.contains("01"))
        #expect(text.hasSuffix("1927"))
    }
}

/// Years of old and ancient works: shown unpadded, and before the common era with "BC" after them.
@Suite struct DateTextEraTests {
    @Test(arguments: [
        ("d MMMM yyyy", "800", "800"),
        ("d MMMM yyyy", "0045", "45"),
        ("d MMMM yyyy", "800-03", "March 800"),
        ("d MMMM yyyy", "800-03-03", "3 March 800"),
        ("yyyy/MM/dd", "800-03-03", "800/03/03"),
        ("d MMMM yyyy", "-750", "750 BC"),
        ("d MMMM yyyy", "-750-03", "March 750 BC"),
        ("d MMMM yyyy", "-750-03-03", "3 March 750 BC"),
        ("d MMM yyyy", "-750-03-03", "3 Mar 750 BC"),
        ("yyyy/MM/dd", "-750-03-03", "750/03/03 BC"),
        ("d MMMM y G", "-750-03-03", "3 March 750 BC"),
        ("d MMMM y G", "1999-03-03", "3 March 1999 AD"),
        ("d MMMM yyyy", "-1-02-29", "29 February 1 BC"),
        ("d MMMM yyyy", "-1", "1 BC"),
        ("d MMMM yy", "1999-03-03", "3 March 99"),
        ("d 'yyyy' MMMM yyyy", "800-03-03", "3 yyyy March 800"),
        ("d MMMM yyyy 'G'", "-750-03-03", "3 March 750 G BC"),
    ])
    func showsYearsAsWritten(pattern: String, text: String, expected: String) {
        #expect(DateText(language: "en", dayPattern: pattern).format(date(text)) == expected)
    }

    @Test func aYearOnItsOwn() {
        #expect(DateText.year(1999) == "1999")
        #expect(DateText.year(800) == "800")
        #expect(DateText.year(7) == "7")
        #expect(DateText.year(-750) == "750 BC")
        #expect(DateText.year(-1) == "1 BC")
    }

    @Test func otherLanguagesKeepTheirOrderAndAddTheEra() {
        #expect(DateText(language: "de", dayPattern: "d. MMMM yyyy").format(date("-750-03-03")) == "3. März 750 BC")
        #expect(DateText(language: "de", dayPattern: "d. MMMM yyyy").format(date("-750-03")) == "März 750 BC")
        #expect(DateText(language: "ja", dayPattern: "yyyy年M月d日").format(date("800-03-03")) == "800年3月3日")
    }

    /// Four-digit years come out as they always did: `y` and `yyyy` agree on them.
    @Test(arguments: ["en", "de", "ja", "fr"])
    func fourDigitYearsAreUnchanged(language: String) {
        for pattern in ["d MMMM yyyy", "yyyy/MM/dd", "dd.MM.yyyy"] {
            let padded = DateFormatterReference(language: language, pattern: pattern)
            let dates = DateText(language: language, dayPattern: pattern)
            for text in ["1927-01-10", "2024-02-29", "1000-12-31"] {
                #expect(dates.format(date(text)) == padded.format(date(text)), "\(language) \(pattern) \(text)")
            }
        }
    }
}

/// Formats as `DateText` did before it unpadded years: the pattern as given, the month template with `yyyy`.
private struct DateFormatterReference {
    let day: DateFormatter
    let month: DateFormatter
    let calendar: Calendar

    init(language: String, pattern: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        self.calendar = calendar
        func formatter() -> DateFormatter {
            let f = DateFormatter()
            f.locale = Locale(identifier: language)
            f.calendar = calendar
            f.timeZone = calendar.timeZone
            return f
        }
        day = formatter()
        day.dateFormat = pattern
        month = formatter()
        month.setLocalizedDateFormatFromTemplate("MMMMyyyy")
    }

    func format(_ date: PartialDate) -> String {
        let components = DateComponents(year: date.year, month: date.month, day: date.day ?? 1, hour: 12)
        guard let instant = calendar.date(from: components) else { return "" }
        return (date.day == nil ? month : day).string(from: instant)
    }
}

/// Changes the process time zone, so these run one at a time.
@Suite(.serialized) struct DateTextTimeZoneTests {
    @Test(arguments: ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Los_Angeles", "Asia/Tokyo"])
    func dayIsUnaffectedByTheProcessTimeZone(zone: String) throws {
        let saved = NSTimeZone.default
        let savedEnv = ProcessInfo.processInfo.environment["TZ"]
        defer {
            NSTimeZone.default = saved
            if let savedEnv { setenv("TZ", savedEnv, 1) } else { unsetenv("TZ") }
        }
        NSTimeZone.default = try #require(TimeZone(identifier: zone))
        setenv("TZ", zone, 1)

        let dates = DateText(language: "en", dayPattern: "d MMMM yyyy")
        #expect(dates.format(date("1927-01-01")) == "1 January 1927")
        #expect(dates.format(date("1927-12-31")) == "31 December 1927")
        #expect(dates.format(date("1927-01")) == "January 1927")
        #expect(DateText(language: "en", dayPattern: "yyyy/MM/dd").format(date("1927-01-10")) == "1927/01/10")
    }
}

/// The formats of a strings table: the day and month patterns and the era, per language; an explicit day
/// pattern (`date_format`) wins over the table's.
@Suite struct DateTextLanguageTests {
    @Test(arguments: [
        ("1922-03-04", "4 Mar 1922", "1922/03/04"),
        ("1922-03", "March 1922", "1922/03"),
        ("1922", "1922", "1922"),
        ("800-03-03", "3 Mar 800", "800/03/03"),
        ("-750", "750 BC", "紀元前750"),
        ("-750-03", "March 750 BC", "紀元前750/03"),
        ("-750-03-03", "3 Mar 750 BC", "紀元前750/03/03"),
    ])
    func eachLanguageHasItsOwnFormats(text: String, english: String, japanese: String) {
        #expect(DateText(language: "en", strings: .english).format(date(text)) == english)
        #expect(DateText(language: "ja", strings: .japanese).format(date(text)) == japanese)
    }

    @Test func aYearOnItsOwnFollowsTheLanguageButItsNameDoesNot() {
        let japanese = DateText(language: "ja", strings: .japanese)
        #expect(japanese.year(1999) == "1999")
        #expect(japanese.year(-750) == "紀元前750")
        #expect(DateText(language: "en", strings: .english).year(-750) == "750 BC")
        #expect(DateText.year(-750) == "750 BC", "the years taxonomy names its pages the same in every language")
    }

    @Test func anExplicitDayPatternWinsOverTheTable() {
        let dates = DateText(language: "ja", strings: .japanese, dayPattern: "d MMMM yyyy")
        #expect(dates.format(date("1922-03-04")) == "4 3月 1922")
        #expect(dates.format(date("1922-03")) == "1922/03", "the month keeps the table's pattern")
    }

    /// English sites without `date_format` look as before: "d MMM yyyy", and months as the locale wrote them.
    @Test(arguments: ["1927-01", "2024-02", "1999-12", "800-05"])
    func englishMonthsAreWhatTheLocaleGave(text: String) {
        #expect(
            DateText(language: "en", strings: .english).format(date(text))
                == DateText(language: "en", dayPattern: "d MMM yyyy").format(date(text)))
    }
}
