import Model
import Support
import Synchronization

/// One year the owner watched, read or bought something in, with everything they logged in it, oldest first.
public struct ReviewYear: Sendable {
    public let year: Int
    /// Chronological (`OwnerActivity.chronological`).
    public let activities: [OwnerActivity]
    /// How many activities of each kind (`OwnerActivity.Kind` order) the year has.
    public let counts: [Int]
    private let cardsOnce: CardsOnce

    /// The card of each activity's item, with its kind: made once, the first time the page is declared, and
    /// then both noted for the page's digest and shown from there. Not when the pages are planned: a rebuild
    /// after an edit plans every year but declares only the one that shows the edited item.
    var cards: [CardItem] { cardsOnce.parts(of: activities).cards }

    /// The year's items once each, in the order of their first activity: an item read and bought in one year
    /// is one item of it. Kept, since the totals, the charts and the favourites all read it.
    var distinctEntries: [(entry: CatalogEntry, activity: OwnerActivity, card: CardItem)] {
        cardsOnce.parts(of: activities).distinct
    }

    init(year: Int, activities: [OwnerActivity], card: @escaping @Sendable (CatalogEntry) -> CardItem) {
        self.year = year
        self.activities = activities
        var counts = Array(repeating: 0, count: OwnerActivity.Kind.allCases.count)
        for activity in activities { counts[activity.kind.rawValue] += 1 }
        self.counts = counts
        cardsOnce = CardsOnce(card: card)
    }

    /// The year with its counts, as the index of the years shows it.
    public var tally: CatalogStatistics.YearActivity {
        CatalogStatistics.YearActivity(year: year, counts: counts)
    }

    /// Every year of `activities`, oldest first, each activity with the card `card` makes of its item; the
    /// years on all cores.
    static func years(_ activities: [OwnerActivity], card: @escaping @Sendable (CatalogEntry) -> CardItem) -> [ReviewYear] {
        let byYear = Dictionary(grouping: activities, by: \.date.year)
        return byYear.keys.sorted().concurrentMap { year in
            let activities = OwnerActivity.chronological(byYear[year] ?? [])
            return ReviewYear(year: year, activities: activities, card: card)
        }
    }

}

/// A year's cards, made by the first page declaration that asks for them and shared by every copy of the year.
private final class CardsOnce: Sendable {
    typealias Parts = (cards: [CardItem], distinct: [(entry: CatalogEntry, activity: OwnerActivity, card: CardItem)])

    private let card: @Sendable (CatalogEntry) -> CardItem
    private let made = Mutex<Parts?>(nil)

    init(card: @escaping @Sendable (CatalogEntry) -> CardItem) {
        self.card = card
    }

    func parts(of activities: [OwnerActivity]) -> Parts {
        made.withLock { made in
            if let made { return made }
            let cards = activities.map { card($0.entry) }
            var seen = Set<String>()
            let distinct = zip(activities, cards).compactMap { activity, card in
                let key = "\(activity.entry.kindRank) \(activity.entry.idText)"
                return seen.insert(key).inserted ? (activity.entry, activity, card) : nil
            }
            made = (cards, distinct)
            return (cards, distinct)
        }
    }
}
