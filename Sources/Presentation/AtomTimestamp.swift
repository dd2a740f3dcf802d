public import Model

/// The RFC 3339 timestamps of Atom's `updated` (RFC 4287, section 3.3), made from the catalog's dates
/// alone: midnight UTC of the first day a date can mean (`2008-05` is `2008-05-01T00:00:00Z`). Never the
/// clock, so the same catalog gives the same feed.
public enum AtomTimestamp {
    /// For a feed with no dated entry: a fixed instant, long past, so that nothing looks new.
    public static let epoch = "1970-01-01T00:00:00Z"

    /// Nil for a date before the common era, which RFC 3339's four-digit years cannot write.
    public static func string(_ date: PartialDate) -> String? {
        guard date.year >= 1 else { return nil }
        return padded(date.year, 4) + "-" + padded(date.month ?? 1, 2) + "-" + padded(date.day ?? 1, 2) + "T00:00:00Z"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
