import Foundation

/// A calendar date known to the precision its source gave: a year, a month, or a day.
/// APIs send `"2008"`, `"2008-05"` and `"2008-05-14"`; sitegen never invents the missing parts.
public struct PartialDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int?
    /// Only present when `month` is.
    public let day: Int?

    public init?(year: Int, month: Int? = nil, day: Int? = nil) {
        guard (1...9999).contains(year) else { return nil }
        if let month, !(1...12).contains(month) { return nil }
        if let day {
            guard let month, (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY`, `YYYY-MM` or `YYYY-MM-DD` with exactly those digit counts.
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts[0].count == 4, parts.dropFirst().allSatisfy({ $0.count == 2 }),
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]) else { return nil }
        let month = parts.count > 1 ? Int(parts[1]) : nil
        let day = parts.count > 2 ? Int(parts[2]) : nil
        self.init(year: year, month: month, day: day)
    }

    public enum Precision: Sendable { case year, month, day }

    public var precision: Precision {
        day != nil ? .day : (month != nil ? .month : .year)
    }

    /// ISO form at the known precision: `2008`, `2008-05`, `2008-05-14`.
    public var description: String {
        var s = String(format: "%04d", year)
        if let month { s += String(format: "-%02d", month) }
        if let day { s += String(format: "-%02d", day) }
        return s
    }

    /// Orders by year, then month, then day; a less precise date sorts before a more precise one of the same period.
    public static func < (lhs: PartialDate, rhs: PartialDate) -> Bool {
        (lhs.year, lhs.month ?? 0, lhs.day ?? 0) < (rhs.year, rhs.month ?? 0, rhs.day ?? 0)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
