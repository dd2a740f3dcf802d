import Foundation
public import Model
import Synchronization

/// Formats dates in the site's language, at the precision the source gave:
/// a day with the configured pattern, a month as "May 2008", a year as "2008".
public final class DateText: Sendable {
    private let dayFormatter: Mutex<DateFormatter>
    private let monthFormatter: Mutex<DateFormatter>
    private let calendar: Calendar

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
        dayFormatter = Mutex(formatter { $0.dateFormat = dayPattern })
        monthFormatter = Mutex(formatter { $0.setLocalizedDateFormatFromTemplate("MMMMyyyy") })
    }

    public func format(_ date: PartialDate) -> String {
        guard let month = date.month else { return String(date.year) }
        let components = DateComponents(year: date.year, month: month, day: date.day ?? 1, hour: 12)
        guard let instant = calendar.date(from: components) else { return date.description }
        if date.day == nil {
            return monthFormatter.withLock { $0.string(from: instant) }
        }
        return dayFormatter.withLock { $0.string(from: instant) }
    }
}
