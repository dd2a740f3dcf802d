import Model
import Presentation
import Testing

@testable import Build

/// Unsorted, the key order answers what the sorted keys do: each document's number, the keys below any key, and each
/// card batch's items around any document it holds.
@Suite struct SearchKeyOrderTests {
    private func entries(_ keys: [String]) -> [SearchKeyOrder.Entry] {
        keys.enumerated().map { ($1, CatalogEntry.movie(Movie(id: Movie.ID($0 + 1), title: $1))) }
    }

    private func ids(_ items: [CatalogEntry]) -> [Int] {
        items.map { if case .movie(let movie) = $0 { movie.id.rawValue } else { -1 } }
    }

    @Test(arguments: [1, 2, 15, 16, 17, 50, 203])
    func theUnsortedOrderAnswersAsTheSortedOne(count: Int) throws {
        var generator = SystemRandomNumberGenerator()
        let keys = Set((0..<(count * 3)).map { _ in "movie/\(UInt32.random(in: 0...99_999, using: &generator))" }).shuffled().prefix(count)
        let entries = entries(Array(keys))
        let sorted = try #require(SearchKeyOrder(sorting: entries))
        let unsorted = SearchKeyOrder(unsorted: entries)
        #expect(unsorted.count == sorted.count)
        for probe in keys + ["", "movie/5", "zzz"] {
            #expect(unsorted.count(below: probe) == sorted.count(below: probe))
            #expect(unsorted.number(probe) == sorted.number(probe))
        }
        for key in keys {
            let number = try #require(sorted.number(key))
            let batch = number / 16
            #expect(
                ids(unsorted.batch(batch, size: 16, holding: (key, number))) == ids(sorted.batch(batch, size: 16, holding: (key, number))),
                "batch \(batch) around \(key)")
        }
    }

    @Test func aKeyTwiceHasNoNumber() {
        let twice = entries(["movie/1", "movie/2", "movie/1"])
        #expect(SearchKeyOrder(sorting: twice) == nil)
        #expect(SearchKeyOrder(unsorted: twice).number("movie/1") == nil)
        #expect(SearchKeyOrder(unsorted: twice).number("movie/2") == 2)
    }

    /// Sorted by their bytes where every key is ASCII, and as strings where one is not, the keys are in the order
    /// `String` gives them: keys alike in their first sixteen bytes, keys that begin others, and keys of every kind.
    @Test(arguments: [
        ["book/aaaaaaaaaaaaaaaZ", "book/aaaaaaaaaaaaaaaA", "book/aaaaaaaaaaa", "book/aaaaaaaaaaaaaaa", "movie/10", "movie/9", "comic/1"],
        ["book/Äpfel", "book/Zebra", "book/apfel", "movie/1", "book/ä"],
        (0..<300).map {
            "\(["movie", "book", "comic"][$0 % 3])/\(($0 * 7_919) % 1_000)\($0 % 7 == 0 ? "-\($0)-long-enough-to-pass-sixteen" : "")"
        },
    ])
    func theSortedOrderIsTheOrderOfTheKeysAsStrings(keys: [String]) throws {
        let order = try #require(SearchKeyOrder(sorting: entries(keys)))
        for (number, key) in keys.sorted().enumerated() {
            #expect(order.number(key) == number, "\(key)")
        }
    }
}
