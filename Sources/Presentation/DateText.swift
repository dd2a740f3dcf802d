import Foundation
public import Model
import Synchronization

/// Formats dates in the site's language, at the precision the source gave: a day with the day pattern
/// (`date_format`, else the strings table's `date.day`), a month with the month pattern (`date.month`), a
/// year as "2008".
///
/// Years are shown as written, without padding ("800", "3 March 800"), and a year before the common
/// era through the strings table's `date.before_common_era` ("750 BC", "March 750 BC", "3 March 750 BC";
/// in Japanese "紀元前750"), unless the day pattern shows the era itself (`G`).
public final class DateText: Sendable {
    private let dayFormatter: Mutex<DateFormatter>
    private let monthFormatter: Mutex<DateFormatter>
    private let monthNameFormatter: Mutex<DateFormatter>
    private let calendar: Calendar
    /// Whether the day pattern shows the era, so that it is not added a second time.
    private let dayPatternShowsEra: Bool
    private let beforeCommonEra: StringPattern

    /// - Parameters:
    ///   - language: a BCP 47 tag such as `en` or `de-AT`, for the names of months.
    ///   - dayPattern: a Unicode date pattern such as `d MMMM yyyy` or `yyyy/MM/dd`.
    ///   - monthPattern: a Unicode date pattern for a month of a year; nil for the language's own (`MMMM y`
    ///     in English).
    ///   - beforeCommonEra: what a date before the common era is shown as, with the date as `{date}`; nil
    ///     for English, "{date} BC".
    ///   - monthNamePattern: a Unicode date pattern for a month's name on its own, on a chart's axis (`LLL`, "Jan").
    public init(
        language: String, dayPattern: String, monthPattern: String? = nil, beforeCommonEra: StringPattern? = nil,
        monthNamePattern: String = "LLL"
    ) {
        let locale = Locale(identifier: language)
        var calendar = Calendar(identifier: .gregorian)
        // Dates are calendar dates, not instants: format in UTC so TZ never shifts a day.
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        self.calendar = calendar
        func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let f = DateFormatter()
            f.locale = locale
            f.calendar = calendar
            f.timeZone = calendar.timeZone
            configure(f)
            return f
        }
        // `y` rather than `yyyy`: the same text for years of four digits, and "800", not "0800", for others.
        dayFormatter = Mutex(formatter { $0.dateFormat = Self.unpaddingYears(dayPattern) })
        monthFormatter = Mutex(
            formatter { f in
                if let monthPattern {
                    f.dateFormat = Self.unpaddingYears(monthPattern)
                } else {
                    f.setLocalizedDateFormatFromTemplate("MMMMy")
                }
            })
        monthNameFormatter = Mutex(formatter { $0.dateFormat = monthNamePattern })
        dayPatternShowsEra = Self.showsEra(dayPattern)
        self.beforeCommonEra = beforeCommonEra ?? UIStrings.english.pattern(.dateBeforeCommonEra)
    }

    /// The formats of `strings`, with the day pattern `dayPattern` when the site set one (`date_format`).
    public convenience init(language: String, strings: UIStrings, dayPattern: String? = nil) {
        self.init(
            language: language, dayPattern: dayPattern ?? strings[.dateDay], monthPattern: strings[.dateMonth],
            beforeCommonEra: strings.pattern(.dateBeforeCommonEra), monthNamePattern: strings[.dateMonthName])
    }

    public func format(_ date: PartialDate) -> String {
        guard let month = date.month else { return year(date.year) }
        // The era and the year within it, as the calendar counts them: 750 BC is era 0, year 750.
        let components = DateComponents(
            era: date.isBeforeCommonEra ? 0 : 1, year: abs(date.year), month: month, day: date.day ?? 1, hour: 12)
        guard let instant = calendar.date(from: components) else { return date.description }
        if date.day == nil {
            return era(monthFormatter.withLock { $0.string(from: instant) }, date.isBeforeCommonEra)
        }
        let text = dayFormatter.withLock { $0.string(from: instant) }
        return era(text, date.isBeforeCommonEra && !dayPatternShowsEra)
    }

    /// A month's name on its own (`date.month_name`): "Jan", in Japanese "1月". Nil for a month out of 1…12.
    public func monthName(_ month: Int) -> String? {
        guard (1...12).contains(month),
            let instant = calendar.date(from: DateComponents(era: 1, year: 2001, month: month, day: 1, hour: 12))
        else { return nil }
        return monthNameFormatter.withLock { $0.string(from: instant) }
    }

    /// A year as shown on its own, on cards and pages: "2008", "800", "750 BC" (in Japanese "紀元前750").
    /// - Parameter year: as `PartialDate` numbers it, negative before the common era.
    public func year(_ year: Int) -> String {
        era(String(abs(year)), year < 0)
    }

    /// A year's name, the same in every language, as the years taxonomy names its pages and makes their
    /// addresses from: "2008", "800", "750 BC".
    public static func year(_ year: Int) -> String {
        year < 0 ? String(-year) + " BC" : String(year)
    }

    private func era(_ text: String, _ isBeforeCommonEra: Bool) -> String {
        isBeforeCommonEra ? beforeCommonEra.filled(["date": text]) : text
    }

    /// `pattern` with each `yyy` or `yyyy` outside quotes as `y`, which pads nothing; other year fields
    /// (`yy` for two digits, `y`) are kept, since they were asked for.
    static func unpaddingYears(_ pattern: String) -> String {
        var result = ""
        var run = 0
        var quoted = false
        func endRun() {
            result += run == 3 || run == 4 ? "y" : String(repeating: "y", count: run)
            run = 0
        }
        for character in pattern {
            if character == "y" && !quoted {
                run += 1
                continue
            }
            endRun()
            // `''` inside or outside quotes is a literal quote: toggling twice leaves the state as it was.
            if character == "'" { quoted.toggle() }
            result.append(character)
        }
        endRun()
        return result
    }

    /// Whether `pattern` has an era field (`G`) outside quoted text.
    static func showsEra(_ pattern: String) -> Bool {
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() } else if character == "G" && !quoted { return true }
        }
        return false
    }
}
