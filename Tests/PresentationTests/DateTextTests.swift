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
