import Model
import Support

/// One year the owner watched, read or bought something in, with everything they logged in it, oldest first.
public struct ReviewYear: Sendable {
    public let year: Int
    /// Chronological (`OwnerActivity.chronological`).
    public let activities: [OwnerActivity]
    /// The card of each activity's item, with its kind: made once, when the pages are planned, and both noted
    /// for the page's digest and shown from there.
    let cards: [CardItem]
    /// How many activities of each kind (`OwnerActivity.Kind` order) the year has.
    public let counts: [Int]
    /// The year's items once each, in the order of their first activity: an item read and bought in one year
    /// is one item of it. Kept, since the totals, the charts and the favourites all read it.
    let distinctEntries: [(entry: CatalogEntry, activity: OwnerActivity, card: CardItem)]

    init(year: Int, activities: [OwnerActivity], cards: [CardItem]) {
        self.year = year
        self.activities = activities
        self.cards = cards
        var counts = Array(repeating: 0, count: OwnerActivity.Kind.allCases.count)
        for activity in activities { counts[activity.kind.rawValue] += 1 }
        self.counts = counts
        var seen = Set<String>()
        distinctEntries = zip(activities, cards).compactMap { activity, card in
            let key = "\(activity.entry.kindRank) \(activity.entry.idText)"
            return seen.insert(key).inserted ? (activity.entry, activity, card) : nil
        }
    }

    /// The year with its counts, as the index of the years shows it.
    public var tally: CatalogStatistics.YearActivity {
        CatalogStatistics.YearActivity(year: year, counts: counts)
    }

    /// Every year of `activities`, oldest first, each activity with the card `card` makes of its item; the
    /// years on all cores.
    static func years(_ activities: [OwnerActivity], card: @Sendable (CatalogEntry) -> CardItem) -> [ReviewYear] {
        let byYear = Dictionary(grouping: activities, by: \.date.year)
        return byYear.keys.sorted().concurrentMap { year in
            let activities = OwnerActivity.chronological(byYear[year] ?? [])
            return ReviewYear(year: year, activities: activities, cards: activities.map { card($0.entry) })
        }
    }

}
