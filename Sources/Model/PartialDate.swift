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

    /// Parses `YYYY`, `YYYY-MM` or `YYYY-MM-DD` with exactly those digit counts (ASCII digits only).
    public init?(parsing text: some StringProtocol) {
        // Read straight from the bytes: this runs for every date of every cached response, and
        // splitting into substrings and asking each Character about itself cost more than the decoding.
        var values = (0, 0, 0)
        var part = 0
        var digits = 0
        for byte in text.utf8 {
            let wanted = part == 0 ? 4 : 2
            if byte == UInt8(ascii: "-") {
                guard digits == wanted, part < 2 else { return nil }
                part += 1
                digits = 0
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < wanted else { return nil }
            digits += 1
            let digit = Int(byte - UInt8(ascii: "0"))
            switch part {
            case 0: values.0 = values.0 * 10 + digit
            case 1: values.1 = values.1 * 10 + digit
            default: values.2 = values.2 * 10 + digit
            }
        }
        guard digits == (part == 0 ? 4 : 2) else { return nil }
        self.init(year: values.0, month: part >= 1 ? values.1 : nil, day: part >= 2 ? values.2 : nil)
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
