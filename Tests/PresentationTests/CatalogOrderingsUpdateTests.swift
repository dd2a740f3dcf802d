import Model
import TestSupport
import Testing

@testable import Presentation

/// Orderings brought up to date after items came, went or changed give what sorting and grouping every item gives:
/// random catalogs, changed at random, with names that tie, merge (spellings of one genre) and collide (people whose
/// names make one slug).
@Suite struct CatalogOrderingsUpdateTests {
    /// Few choices of each, so that dates, titles and names tie and terms are shared, come and go.
    static let days = ["2008-07-18", "2008-07-18", "2008", "1999-12", "1927-01-10", "-750"]
    static let titles = ["M", "m", "Metropolis", "Élan", "Elan", "Zed"]
    static let genres = ["Sci-Fi", "sci fi", "Sci Fi", "Drama", "drama", "Épouvante", "Epouvante"]
    static let people = ["Björk", "Bjork", "Bjork 2", "bjork-2", "Fritz Lang", "Anna Karina", "Anna-Karina", "Zoë"]
    static let tags = ["favourite", "Favourite", "FAVOURITE", "to-see", "To See"]

    struct Items {
        var movies: [Int: Movie] = [:]
        var books: [String: Book] = [:]
        var comics: [Int: Comic] = [:]

        var value: Model.Catalog {
            Model.Catalog(
                movies: StubMovieRepository(Array(movies.values)), books: StubBookRepository(Array(books.values)),
                comics: StubComicRepository(Array(comics.values)))
        }
    }

    private static func pick<T>(_ choices: [T], _ count: Int, _ generator: inout SeededGenerator) -> [T] {
        (0..<count).map { _ in choices.randomElement(using: &generator)! }
    }

    private static func someDate(_ generator: inout SeededGenerator) -> String? {
        Bool.random(using: &generator) && Bool.random(using: &generator) ? nil : days.randomElement(using: &generator)
    }

    private static func randomMovie(_ id: Int, _ generator: inout SeededGenerator) -> Movie {
        Movie(
            id: Movie.ID(id), title: titles.randomElement(using: &generator)!, releaseDate: someDate(&generator).map(date),
            genres: pick(genres, Int.random(in: 0...2, using: &generator), &generator).map(Movie.Genre.init(name:)),
            directors: pick(people, Int.random(in: 0...1, using: &generator), &generator),
            cast: pick(people, Int.random(in: 0...3, using: &generator), &generator).map { .init(name: $0, character: nil) },
            notes: OwnerNotes(tags: pick(tags, Int.random(in: 0...2, using: &generator), &generator)))
    }

    private static func randomBook(_ id: Int, _ generator: inout SeededGenerator) -> Book {
        book(
            "b\(id)", titles.randomElement(using: &generator)!, authors: pick(people, Int.random(in: 0...2, using: &generator), &generator),
            categories: pick(genres, Int.random(in: 0...2, using: &generator), &generator), published: someDate(&generator),
            tags: pick(tags, Int.random(in: 0...1, using: &generator), &generator))
    }

    private static func randomComic(_ id: Int, _ generator: inout SeededGenerator) -> Comic {
        comic(
            id, titles.randomElement(using: &generator)!, date: someDate(&generator),
            tags: pick(tags, Int.random(in: 0...1, using: &generator), &generator))
    }

    private static func randomCatalog(_ generator: inout SeededGenerator) -> Items {
        var catalog = Items()
        for id in 0..<Int.random(in: 0...12, using: &generator) { catalog.movies[id] = randomMovie(id, &generator) }
        for id in 0..<Int.random(in: 0...8, using: &generator) { catalog.books["b\(id)"] = randomBook(id, &generator) }
        for id in 0..<Int.random(in: 0...6, using: &generator) { catalog.comics[id] = randomComic(id, &generator) }
        return catalog
    }

    /// Some items removed, some added, some made again with other fields; returns the ids of the ones added or made
    /// again (an item removed and added back is another item under the same id).
    private static func change(_ catalog: inout Items, _ generator: inout SeededGenerator) -> Set<String> {
        var changed = Set<String>()
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let id = Int.random(in: 0..<16, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: catalog.movies[id] = nil
            case 1: catalog.books["b\(id)"] = nil
            case 2: catalog.comics[id] = nil
            case 3:
                changed.insert("m\(id)")
                catalog.movies[id] = randomMovie(id, &generator)
            case 4:
                changed.insert("b\(id)")
                catalog.books["b\(id)"] = randomBook(id, &generator)
            default:
                changed.insert("c\(id)")
                catalog.comics[id] = randomComic(id, &generator)
            }
        }
        return changed
    }

    private static func key(_ entry: CatalogEntry) -> String {
        switch entry {
        case .movie(let movie): "m\(movie.id.rawValue)"
        case .book(let book): book.id.rawValue
        case .comic(let comic): "c\(comic.id.rawValue)"
        }
    }

    @Test(arguments: 0..<1000)
    func updatedOrderingsAreTheOrderingsOfTheChangedCatalog(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var catalog = Self.randomCatalog(&generator)
        let previous = PresentationContext(config: SiteConfig(), catalog: catalog.value).orderings
        let changed = Self.change(&catalog, &generator)
        let sorted = PresentationContext(config: SiteConfig(), catalog: catalog.value)
        let update = try #require(previous.updated(for: sorted.allEntries) { changed.contains(Self.key($0)) })
        #expect(update.newestFirst == sorted.orderings.newestFirst)
        #expect(update.taxonomies == sorted.orderings.taxonomies)
        #expect(update.personSegments == sorted.orderings.personSegments)
        let updated = PresentationContext(config: SiteConfig(), catalog: catalog.value, orderings: previous) {
            changed.contains(Self.key($0))
        }
        #expect(updated.orderings == sorted.orderings)
    }

    /// The other side, which shows the test above can fail: an item whose date and terms changed, not said to have
    /// moved, keeps its place and terms.
    @Test func anItemNotSaidToHaveMovedKeepsItsPlace() throws {
        let before = Items(movies: [1: movie(1, "A", released: "2001", genres: ["Drama"]), 2: movie(2, "B", released: "2002")])
        let previous = PresentationContext(config: SiteConfig(), catalog: before.value).orderings
        var after = before
        after.movies[1] = movie(1, "A", released: "2003", genres: ["Western"])
        let entries = PresentationContext(config: SiteConfig(), catalog: after.value).allEntries
        let kept = try #require(previous.updated(for: entries) { _ in false })
        #expect(kept.newestFirst == previous.newestFirst)
        #expect(kept.taxonomies[.genres]?.names == ["Drama"])
        let moved = try #require(previous.updated(for: entries) { Self.key($0) == "m1" })
        #expect(moved.newestFirst == [0, 1])
        #expect(moved.taxonomies[.genres]?.names == ["Western"])
    }

    /// A person whose name makes another's slug takes a numbered address when they arrive, and gives it back when the
    /// other goes.
    @Test func peopleWhoComeAndGoChangeWhoseAddressIsNumbered() throws {
        func director(_ id: Int, _ name: String) -> Movie { Movie(id: Movie.ID(id), title: "\(id)", directors: [name]) }
        func entries(_ items: Items) -> [CatalogEntry] { PresentationContext(config: SiteConfig(), catalog: items.value).allEntries }
        var items = Items(movies: [1: director(1, "Bjork")])
        let alone = PresentationContext(config: SiteConfig(), catalog: items.value).orderings
        #expect(alone.personSegments.isEmpty)
        items.movies[2] = director(2, "Björk")
        let both = try #require(alone.updated(for: entries(items)) { _ in false })
        #expect(both.personSegments == ["Björk": "bjork-2"])
        let bothOrderings = PresentationContext(config: SiteConfig(), catalog: items.value, orderings: alone) { _ in false }.orderings
        items.movies[1] = nil
        let left = try #require(bothOrderings.updated(for: entries(items)) { _ in false })
        #expect(left.personSegments.isEmpty)
        #expect(left.taxonomies[.people]?.names == ["Björk"])
    }

    @Test func orderingsThatDoNotNameTheirEntriesAreNotUpdated() {
        let catalog = Items(movies: [1: movie(1, "A")])
        let context = PresentationContext(config: SiteConfig(), catalog: catalog.value)
        let orderings = context.orderings
        let unnamed = CatalogOrderings(
            items: orderings.items, newestFirst: orderings.newestFirst, taxonomies: orderings.taxonomies,
            personSegments: orderings.personSegments)
        #expect(unnamed.updated(for: context.allEntries) { _ in false } == nil)
        let repeated = CatalogOrderings(
            items: orderings.items, newestFirst: [0, 0], taxonomies: orderings.taxonomies,
            personSegments: orderings.personSegments, entryIDs: orderings.entryIDs)
        #expect(repeated.updated(for: context.allEntries) { _ in false } == nil)
        let misnamed = CatalogOrderings(
            items: orderings.items, newestFirst: orderings.newestFirst, taxonomies: orderings.taxonomies,
            personSegments: orderings.personSegments, entryIDs: EntryIDs(counts: [1, 0, 0], text: Array("2\t".utf8)))
        #expect(misnamed.updated(for: context.allEntries) { _ in false } == nil)
    }
}
