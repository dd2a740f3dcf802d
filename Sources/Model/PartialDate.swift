import Foundation

/// A calendar date known to the precision its source gave: a year, a month, or a day.
/// APIs send `"2008"`, `"2008-05"` and `"2008-05-14"`; sitegen never invents the missing parts.
///
/// Years run from 9999 BC to AD 9999 and are numbered as historians number them: `year` -750 is
/// 750 BC, and there is no year 0 (1 BC is followed by AD 1). That is what Google Books means by
/// `"-750"` (the Iliad); astronomical numbering, where -750 would be 751 BC, is nowhere in the data.
/// Months and days are those of the proleptic Gregorian calendar, before the common era too.
public struct PartialDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Negative before the common era (-750 for 750 BC); never 0.
    public let year: Int
    public let month: Int?
    /// Only present when `month` is.
    public let day: Int?

    public init?(year: Int, month: Int? = nil, day: Int? = nil) {
        guard (1...9999).contains(abs(year)) else { return nil }
        if let month, !(1...12).contains(month) { return nil }
        if let day {
            guard let month, (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses the dates APIs send: a year of one to four digits (`800`, `0800`, `2008`), with a leading
    /// `-` before the common era (`-750`), then optionally `-MM` and `-DD` of exactly two digits each.
    /// ASCII digits only; year 0 (`0`, `-0`, `0000`) is not a year.
    public init?(parsing text: some StringProtocol) {
        guard let (year, month, day) = Self.parts(of: text, yearDigits: 1...4, allowsEra: true) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Parses the owner's own dates, `YYYY-MM-DD`, `YYYY-MM` or `YYYY`, with exactly four year digits
    /// and no `-` before them: the day something was watched or bought is of our era, and `24-05-01`
    /// is more likely a slip than AD 24, so it stays an error there.
    public init?(parsingFourDigitYear text: some StringProtocol) {
        guard let (year, month, day) = Self.parts(of: text, yearDigits: 4...4, allowsEra: false) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The numbers of `text`, read straight from its bytes: this runs for every date of every cached
    /// response, and splitting into substrings and asking each Character about itself cost more than
    /// the decoding. The ranges are checked by `init(year:month:day:)`.
    private static func parts(
        of text: some StringProtocol, yearDigits: ClosedRange<Int>, allowsEra: Bool
    ) -> (year: Int, month: Int?, day: Int?)? {
        var values = (0, 0, 0)
        var part = 0
        var digits = 0
        var sign = 1
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-") {
                // A leading '-' is the era; every other one ends a complete part.
                if part == 0 && digits == 0 && sign == 1 && allowsEra {
                    sign = -1
                    continue
                }
                guard part == 0 ? yearDigits.contains(digits) : digits == 2, part < 2 else { return nil }
                part += 1
                digits = 0
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < (part == 0 ? yearDigits.upperBound : 2) else {
                return nil
            }
            digits += 1
            let digit = Int(byte - UInt8(ascii: "0"))
            switch part {
            case 0: values.0 = values.0 * 10 + digit
            case 1: values.1 = values.1 * 10 + digit
            default: values.2 = values.2 * 10 + digit
            }
        }
        guard part == 0 ? yearDigits.contains(digits) : digits == 2 else { return nil }
        return (sign * values.0, part >= 1 ? values.1 : nil, part >= 2 ? values.2 : nil)
    }

    public enum Precision: Sendable { case year, month, day }

    public var precision: Precision {
        day != nil ? .day : (month != nil ? .month : .year)
    }

    /// Whether the date is before the common era.
    public var isBeforeCommonEra: Bool { year < 0 }

    /// ISO-like form at the known precision, which `init(parsing:)` reads back: `2008`, `2008-05`,
    /// `2008-05-14`, `0800`, and with a leading `-` before the common era, `-0750-03-03` (750 BC, as
    /// the APIs write it). Not for display: that is the Presentation layer's.
    public var description: String {
        var s = (year < 0 ? "-" : "") + String(format: "%04d", abs(year))
        if let month { s += String(format: "-%02d", month) }
        if let day { s += String(format: "-%02d", day) }
        return s
    }

    /// Chronological (750 BC before 800 before 1999): by year, then month, then day; a less precise
    /// date sorts before a more precise one of the same period. With no year 0, the years' own order is
    /// the order of time.
    public static func < (lhs: PartialDate, rhs: PartialDate) -> Bool {
        (lhs.year, lhs.month ?? 0, lhs.day ?? 0) < (rhs.year, rhs.month ?? 0, rhs.day ?? 0)
    }

    /// Leap years are the proleptic Gregorian ones. Before the common era they are counted on the
    /// astronomical year (1 BC is year 0, 5 BC is -4), which makes 1 BC, 5 BC, 9 BC … leap years.
    static func daysIn(month: Int, year: Int) -> Int {
        let astronomical = year < 0 ? year + 1 : year
        switch month {
        case 2:
            let leap = (astronomical % 4 == 0 && astronomical % 100 != 0) || astronomical % 400 == 0
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
