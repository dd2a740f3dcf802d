import Foundation
public import Model
import Synchronization

/// Formats dates in the site's language, at the precision the source gave:
/// a day with the configured pattern, a month as "May 2008", a year as "2008".
///
/// Years are shown as written, without padding ("800", "3 March 800"), and a year before the common
/// era with " BC" after it ("750 BC", "March 750 BC", "3 March 750 BC"), unless the configured
/// pattern shows the era itself (`G`). "BC" is English, like every other label of the site until
/// labels come from a strings table per language.
public final class DateText: Sendable {
    private let dayFormatter: Mutex<DateFormatter>
    private let monthFormatter: Mutex<DateFormatter>
    private let calendar: Calendar
    /// Whether the day pattern shows the era, so that " BC" is not added a second time.
    private let dayPatternShowsEra: Bool

    /// - Parameters:
    ///   - language: a BCP 47 tag such as `en` or `de-AT`.
    ///   - dayPattern: a Unicode date pattern such as `d MMMM yyyy` or `yyyy/MM/dd`.
    public init(language: String, dayPattern: String) {
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
        monthFormatter = Mutex(formatter { $0.setLocalizedDateFormatFromTemplate("MMMMy") })
        dayPatternShowsEra = Self.showsEra(dayPattern)
    }

    public func format(_ date: PartialDate) -> String {
        guard let month = date.month else { return Self.year(date.year) }
        // The era and the year within it, as the calendar counts them: 750 BC is era 0, year 750.
        let components = DateComponents(
            era: date.isBeforeCommonEra ? 0 : 1, year: abs(date.year), month: month, day: date.day ?? 1, hour: 12)
        guard let instant = calendar.date(from: components) else { return date.description }
        if date.day == nil {
            return monthFormatter.withLock { $0.string(from: instant) } + (date.isBeforeCommonEra ? Self.beforeCommonEra : "")
        }
        let text = dayFormatter.withLock { $0.string(from: instant) }
        return date.isBeforeCommonEra && !dayPatternShowsEra ? text + Self.beforeCommonEra : text
    }

    /// A year as shown on its own, in lists, cards and as the name of its page: "2008", "800", "750 BC".
    /// - Parameter year: as `PartialDate` numbers it, negative before the common era.
    public static func year(_ year: Int) -> String {
        year < 0 ? String(-year) + beforeCommonEra : String(year)
    }

    private static let beforeCommonEra = " BC"

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
