public import Model

/// Durations and dates in the ISO 8601 forms that schema.org's `duration` and `datePublished` expect.
/// Not for display: that is `DateText` and `MovieFormatter.runtime`.
public enum ISO8601Text {
    /// 112 minutes → `PT1H52M`, 45 → `PT45M`, 120 → `PT2H`; nil for no time at all.
    public static func duration(minutes: Int) -> String? {
        guard minutes > 0 else { return nil }
        let (hours, rest) = (minutes / 60, minutes % 60)
        return "PT" + (hours > 0 ? "\(hours)H" : "") + (rest > 0 ? "\(rest)M" : "")
    }

    /// The date at the precision known: `1922`, `1922-03`, `1922-03-04`, `0800`.
    ///
    /// Nil before the common era. ISO 8601 numbers those years astronomically (750 BC is `-0749`, as 1 BC
    /// is year `0000`) and writes them only in an expanded form whose digits the parties must agree on;
    /// schema.org names no such agreement, and search engines read four-digit years. A date that a reader
    /// could take a year off (or not read at all) is worse than none: the page still shows it.
    public static func date(_ date: PartialDate) -> String? {
        date.isBeforeCommonEra ? nil : date.description
    }
}
