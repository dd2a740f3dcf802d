import Model
import Testing

@testable import Presentation

@Suite struct NewestFirstOrderTests {
    /// Few dates and titles over many items, so that dates, titles and folded titles all tie often.
    static let entries: [CatalogEntry] = {
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let dates: [String?] = [nil, "2008", "2008-05", "2008-05-14", "1999-12-31", "0850", "-750", "-750-03-03", "-1-12-31", "1"]
        let titles = ["Alpha", "alpha", "Älpha", "Beta", "beta", "Zeta"]
        return (0..<300).map { i -> CatalogEntry in
            let title = titles[next(titles.count)]
            let first = dates[next(dates.count)]
            let second = dates[next(dates.count)]
            switch next(3) {
            case 0: return .movie(movie(next(40), title, released: first, watched: second))
            case 1: return .book(book("b\(next(40))", title, published: first, purchased: second))
            default: return .comic(comic(i, title, date: first))
            }
        }
    }()

    /// The order spelled out as one comparison, as `sortedNewestFirst` used to sort.
    static func reference(_ by: (CatalogEntry) -> PartialDate?, _ then: ((CatalogEntry) -> PartialDate?)?) -> [Int] {
        func newer(_ x: PartialDate?, _ y: PartialDate?) -> Bool? {
            let number = { (d: PartialDate) in d.year * 10_000 + (d.month ?? 0) * 100 + (d.day ?? 0) }
            switch (x.map(number), y.map(number)) {
            case (let x?, let y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return nil
            }
        }
        return entries.indices.sorted { i, j in
            let a = entries[i]
            let b = entries[j]
            if let order = newer(by(a), by(b)) { return order }
            if let then, let order = newer(then(a), then(b)) { return order }
            if a.title != b.title { return a.title.sortKey != b.title.sortKey ? a.title.sortKey < b.title.sortKey : a.title < b.title }
            return (a.kindRank, a.idText) < (b.kindRank, b.idText)
        }
    }

    @Test func sortsLikeTheSingleComparison() {
        #expect(NewestFirstOrder(Self.entries, by: \.date).sortedIndices() == Self.reference(\.date, nil))
        #expect(
            NewestFirstOrder(Self.entries, by: \.addedDate, then: \.date).sortedIndices()
                == Self.reference(\.addedDate, \.date))
        #expect(NewestFirstOrder(Self.entries, by: \.date, readingTitles: false).sortedIndices() == Self.reference(\.date, nil))
    }

    @Test(arguments: [0, 1, 12, 299, 300, 500])
    func firstIndicesArePrefixOfTheSortedOnes(count: Int) {
        let order = NewestFirstOrder(Self.entries, by: \.addedDate, then: \.date)
        #expect(order.firstIndices(count) == Array(order.sortedIndices().prefix(count)))
        let withoutTitles = NewestFirstOrder(Self.entries, by: \.addedDate, then: \.date, readingTitles: false)
        #expect(withoutTitles.firstIndices(count) == Array(order.sortedIndices().prefix(count)))
    }

    @Test func completeTiesKeepTheInputOrder() {
        let twins: [CatalogEntry] = [
            .movie(movie(1, "A", released: "2000")), .movie(movie(1, "A", released: "2000")),
            .movie(movie(2, "A", released: "2001")),
        ]
        let order = NewestFirstOrder(twins, by: \.date)
        #expect(order.sortedIndices() == [2, 0, 1])
        #expect(order.firstIndices(2) == [2, 0])
    }

    @Test func emptyEntriesHaveNoOrder() {
        let order = NewestFirstOrder([], by: \.date)
        #expect(order.sortedIndices().isEmpty)
        #expect(order.firstIndices(12).isEmpty)
    }
}
