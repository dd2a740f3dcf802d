import Model

/// One year the owner watched, read or bought something in, with everything they logged in it, oldest first.
public struct ReviewYear: Sendable {
    public let year: Int
    /// Chronological (`OwnerActivity.chronological`).
    public let activities: [OwnerActivity]

    /// How many activities of each kind (`OwnerActivity.Kind` order) the year has.
    public var counts: [Int] {
        var counts = Array(repeating: 0, count: OwnerActivity.Kind.allCases.count)
        for activity in activities { counts[activity.kind.rawValue] += 1 }
        return counts
    }

    /// The year with its counts, as the index of the years shows it.
    public var tally: CatalogStatistics.YearActivity {
        CatalogStatistics.YearActivity(year: year, counts: counts)
    }

    /// Every year of `activities`, oldest first.
    static func years(_ activities: [OwnerActivity]) -> [ReviewYear] {
        let byYear = Dictionary(grouping: activities, by: \.date.year)
        return byYear.keys.sorted().map { ReviewYear(year: $0, activities: OwnerActivity.chronological(byYear[$0] ?? [])) }
    }

    /// The year's items once each, in the order of their first activity: an item read and bought in one year
    /// is one item of it.
    var distinctEntries: [(entry: CatalogEntry, activity: OwnerActivity)] {
        var seen = Set<String>()
        return activities.compactMap { activity in
            let key = "\(activity.entry.kindRank) \(activity.entry.idText)"
            return seen.insert(key).inserted ? (activity.entry, activity) : nil
        }
    }
}
