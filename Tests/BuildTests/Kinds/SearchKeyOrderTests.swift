import Model
import Presentation
import Testing

@testable import Build

/// Unsorted, the key order answers what the sorted keys do: each document's number, the keys below any key, and each
/// card batch's items around any document it holds; sorted, it is the order of the keys as strings.
@Suite struct SearchKeyOrderTests {
    /// Items of every kind: movies and comics by number, books by id.
    struct Items {
        var movies: [Movie] = []
        var books: [Book] = []
        var comics: [Comic] = []

        init(_ keys: [String]) throws {
            for key in keys {
                let (kind, id) = (key.prefix { $0 != "/" }, String(key.drop { $0 != "/" }.dropFirst()))
                switch kind {
                case "movie": movies.append(Movie(id: Movie.ID(try #require(Int(id))), title: key))
                case "book": books.append(Book(id: try #require(Book.ID(id)), title: key))
                default: comics.append(Comic(id: Comic.ID(try #require(Int(id))), title: key))
                }
            }
        }

        var sorted: SearchKeyOrder? { SearchKeyOrder(sorting: movies, books, comics) }
        var unsorted: SearchKeyOrder { SearchKeyOrder(unsorted: movies, books, comics) }
    }

    private func keys(_ items: [CatalogEntry]) -> [String] { items.map(SearchPresentationModel.key(of:)) }

    /// Keys of every kind, some books alike in their first sixteen bytes or beginning others, numbers of every length.
    static func randomKeys(_ count: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("aAbB09_-")
        var keys = Set<String>()
        while keys.count < count {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                let number = Int.random(in: -99...99_999_999_999, using: &generator) >> Int.random(in: 0...36, using: &generator)
                keys.insert("movie/\(number)")
            case 1: keys.insert("comic/\(Int.random(in: 0...3_000, using: &generator))")
            default:
                let length = Int.random(in: 1...20, using: &generator)
                keys.insert("book/aaaaaaaa" + String((0..<length).map { _ in letters.randomElement(using: &generator)! }))
            }
        }
        return keys.shuffled()
    }

    @Test(arguments: [1, 2, 15, 16, 17, 50, 203, 1_000])
    func theUnsortedOrderAnswersAsTheSortedOne(count: Int) throws {
        let keys = Self.randomKeys(count)
        let items = try Items(keys)
        let sorted = try #require(items.sorted)
        let unsorted = items.unsorted
        #expect(unsorted.count == sorted.count)
        for probe in keys + ["", "movie/5", "book/aaaaaaaa", "book/aaaaaaaaa", "zzz"] {
            #expect(unsorted.count(below: probe) == sorted.count(below: probe))
            #expect(unsorted.number(probe) == sorted.number(probe))
        }
        for key in keys {
            let number = try #require(sorted.number(key))
            let batch = number / 16
            #expect(
                self.keys(unsorted.batch(batch, size: 16, holding: (key, number)))
                    == self.keys(sorted.batch(batch, size: 16, holding: (key, number))),
                "batch \(batch) around \(key)")
        }
    }

    @Test func aKeyTwiceHasNoNumber() throws {
        let twice = try Items(["movie/1", "movie/2", "movie/1", "book/aaaaaaaaaaaaaaaaaaaa", "book/aaaaaaaaaaaaaaaaaaaa"])
        #expect(twice.sorted == nil)
        #expect(twice.unsorted.number("movie/1") == nil)
        #expect(twice.unsorted.number("book/aaaaaaaaaaaaaaaaaaaa") == nil)
        #expect(twice.unsorted.number("movie/2") == 4)
    }

    /// The keys in the order `String` gives them: keys alike in their first sixteen bytes, keys that begin others, and
    /// keys of every kind.
    @Test(arguments: [
        ["book/aaaaaaaaaaaaaaaZ", "book/aaaaaaaaaaaaaaaA", "book/aaaaaaaaaaa", "book/aaaaaaaaaaaaaaa", "movie/10", "movie/9", "comic/1"],
        ["movie/-1", "movie/-10", "movie/0", "movie/\(Int.max)", "movie/\(Int.min)", "comic/10", "comic/1"],
        randomKeys(300),
    ])
    func theSortedOrderIsTheOrderOfTheKeysAsStrings(keys: [String]) throws {
        let order = try #require(try Items(keys).sorted)
        for (number, key) in keys.sorted().enumerated() {
            #expect(order.number(key) == number, "\(key)")
            #expect(order.count(below: key) == number, "\(key)")
        }
        #expect(self.keys(order.batch(0, size: keys.count, holding: (keys.sorted()[0], 0))) == keys.sorted())
    }
}
