import Model
import Presentation
import Testing

@Suite struct FeedPresentationModelTests {
    static let base = "https://example.org/catalog/"

    func feed(_ scope: FeedScope, _ context: PresentationContext) throws -> FeedItem {
        var reads = UnrecordedReads()
        let item = try #require(FeedPresentationModel(context: context).shown(scope, reads: &reads))
        let input = MockFeedInput()
        FeedPresentationModel(context: context).present(item, to: input)
        #expect(input.items == [item])
        return item
    }

    @Test func aSiteHasAFeedAndOnePerKindWithItems() {
        let all = makeContext(SilentCatalog.movies, books: [book("b1", "Dracula")], comics: [comic(1)], baseURL: Self.base)
        #expect(all.feedScopes == [.site, .movies, .books, .comics])
        #expect(makeContext(comics: [comic(1)], baseURL: Self.base).feedScopes == [.site, .comics])
        #expect(makeContext(baseURL: Self.base).feedScopes.isEmpty, "an empty catalog has nothing to follow")
    }

    /// Feeds need absolute links: a base URL that is only a path gives none.
    @Test func aBasePathAloneGivesNoFeed() {
        let context = makeContext(SilentCatalog.movies, baseURL: "/catalog/")
        #expect(context.feedScopes.isEmpty)
        var reads = UnrecordedReads()
        #expect(FeedPresentationModel(context: context).shown(.site, reads: &reads) == nil)
        #expect(context.chrome(title: nil, route: .home).feeds.isEmpty)
    }

    /// The home page's order of latest additions, less the undated items, which cannot say when they came.
    @Test func entriesFollowTheHomePagesOrder() throws {
        let context = makeContext(SilentCatalog.movies, baseURL: Self.base)
        let item = try feed(.movies, context)
        let home = HomePresentationModel(context: context).latest().filter { $0.addedDate ?? $0.date != nil }.map(\.title)
        #expect(item.entries.map(\.title) == home)
        #expect(item.entries.map(\.title) == ["Nosferatu", "Metropolis", SilentCatalog.potemkinTitle, "Häxan", "The Kid"])
        #expect(
            item.entries.first
                == FeedItem.Entry(
                    url: Self.base + "movies/653-nosferatu/", title: "Nosferatu", updated: "2024-10-31T00:00:00Z", summary: nil))
        #expect(item.entries.map(\.updated).last == "1921-02-06T00:00:00Z", "released, when never watched")
        #expect(item.entries.first { $0.title == "Häxan" }?.updated == "1922-01-01T00:00:00Z", "a year alone is its first day")
    }

    @Test func theFeedNamesItselfItsPageAndTheNewestDate() throws {
        let context = makeContext(SilentCatalog.movies, comics: [comic(5, date: "2025-01-02")], baseURL: Self.base)
        let movies = try feed(.movies, context)
        #expect(movies.title == "Movies · The Silent Shelf")
        #expect(movies.feedURL == Self.base + "movies/feed.xml")
        #expect(movies.pageURL == Self.base + "movies/")
        #expect(movies.author == "The Silent Shelf")
        #expect(movies.language == "en")
        #expect(movies.updated == "2024-10-31T00:00:00Z")
        let site = try feed(.site, context)
        #expect(site.title == "The Silent Shelf")
        #expect(site.feedURL == Self.base + "feed.xml")
        #expect(site.pageURL == Self.base)
        #expect(site.updated == "2025-01-02T00:00:00Z")
        #expect(site.entries.first?.url == Self.base + "comics/5/")
        #expect(try feed(.comics, context).pageURL == Self.base + "comics/")
    }

    @Test func aFeedHoldsTheFiftyNewest() throws {
        let comics = (1...60).map { comic($0, date: "2020-01-" + String(101 + ($0 - 1) % 28).suffix(2)) }
        let item = try feed(.comics, makeContext(comics: comics, baseURL: Self.base))
        #expect(item.entries.count == FeedPresentationModel.entryLimit)
        #expect(item.entries.first?.updated == "2020-01-28T00:00:00Z")
        #expect(item.entries.map(\.updated) == item.entries.map(\.updated).sorted(by: >))
    }

    /// RFC 3339 has no year before the common era: the Iliad is on the site, not in the feed.
    @Test func anAncientWorkIsLeftOutAndAFeedOfNoneIsStillValid() throws {
        let item = try feed(.books, makeContext(books: [book("iliad", "The Iliad", published: "-750")], baseURL: Self.base))
        #expect(item.entries.isEmpty)
        #expect(item.updated == AtomTimestamp.epoch)
    }

    @Test func summariesAreTheOverviewTheDescriptionAndTheAltText() throws {
        let movies = [
            Movie(id: Movie.ID(1), title: "Told", releaseDate: date("2001"), overview: "A story."),
            Movie(id: Movie.ID(2), title: "Blank", releaseDate: date("2000"), overview: "  \n"),
        ]
        let books = [Book(id: bookID("b1"), title: "Described", publishedDate: date("1999"), descriptionHTML: "<p>Some <b>bold</b></p>")]
        let context = makeContext(movies, books: books, comics: [comic(1, date: "1998", alt: "Hover")], baseURL: Self.base)
        let summaries = try feed(.site, context).entries.map(\.summary)
        // A comic is added when it is published; the others were never watched or bought, so they follow.
        #expect(summaries == [.text("Hover"), .text("A story."), nil, .html(UntrustedHTML("<p>Some <b>bold</b></p>"))])
    }

    /// What a feed notes is what it prints: a new title changes its digest, the owner's other notes do not.
    @Test func itNotesWhatItPrints() throws {
        func notes(_ movie: Movie) -> [String] {
            var reads = RecordingReads()
            _ = FeedPresentationModel(context: makeContext([movie], baseURL: Self.base)).shown(.movies, reads: &reads)
            return reads.notes
        }
        let plain = Movie(id: Movie.ID(7), title: "Seven", releaseDate: date("2001"), notes: OwnerNotes(rating: 2, body: "Fine."))
        var rated = plain
        rated.notes = OwnerNotes(rating: 5, tags: ["new"], body: "Better on a second look.")
        var retitled = plain
        retitled.title = "Eight"
        var watched = plain
        watched.notes = OwnerNotes(dates: ["watched": date("2024-02-03")])
        #expect(notes(plain) == notes(rated))
        #expect(notes(plain) != notes(retitled))
        #expect(notes(plain) != notes(watched))
    }
}
