import Model
import Testing

@testable import Presentation

/// The statistics as the page's digest sees them: every value noted, so that any change of what the page
/// shows renders it again, and at 50,000 items the charts stay readable.
@Suite struct CatalogStatisticsTests {
    static let base = CatalogStatistics(context: LoggedCatalog.context())

    func notes(_ statistics: CatalogStatistics) -> [String] {
        var reads = RecordingReads()
        let model = StatsPresentationModel(context: LoggedCatalog.context())
        _ = model.shown(statistics, at: LoggedCatalog.context().router.address(.stats), reads: &reads)
        return reads.notes
    }

    /// Each change of what the statistics hold, however small, changes what the page notes.
    @Test(arguments: [
        "item count", "rating", "release year", "undated", "activity month", "activity year", "year only", "watch time",
        "pages read", "top name", "top address", "top count", "longest title", "shortest minutes", "oldest date", "newest address",
        "no record",
    ])
    func everyValueIsNoted(change: String) throws {
        var changed = Self.base
        switch change {
        case "item count": changed.itemCounts[2] += 1
        case "rating": changed.ratings[1][3] += 1
        case "release year": changed.releaseYears[0].year -= 1
        case "undated": changed.undated += 1
        case "activity month": changed.activityMonths[0].month += 1
        case "activity year": changed.activityYears[0].counts[0] += 1
        case "year only": changed.activityYearOnly += 1
        case "watch time": changed.watchTime.amount += 1
        case "pages read": changed.pagesRead.missing += 1
        case "top name": changed.top[0].entries[1].name += "!"
        case "top address": changed.top[0].entries[1].url += "2/"
        case "top count": changed.top[1].entries[0].count += 1
        case "longest title": changed.longest?.title += "!"
        case "shortest minutes": changed.shortest?.minutes? += 1
        case "oldest date": changed.oldest?.date = date("1818-01")
        case "newest address": changed.newest?.url += "x/"
        default: changed.newest = nil
        }
        #expect(changed != Self.base)
        #expect(notes(changed) != notes(Self.base), "\(change) is not noted")
    }

    @Test func theSameCatalogGivesTheSameNotes() {
        #expect(notes(CatalogStatistics(context: LoggedCatalog.context())) == notes(Self.base))
    }

    @Test func recordsGoToTheFirstInTheCatalogsOrderOnATie() {
        let movies = [loggedMovie(1, "A", released: "2000", runtime: 90), loggedMovie(2, "B", released: "2001", runtime: 90)]
        let statistics = CatalogStatistics(context: makeContext(movies))
        #expect(statistics.longest?.title == "B", "the newest release comes first in the catalog's order")
        #expect(statistics.shortest?.title == "B")
        #expect(statistics.oldest?.title == "A" && statistics.newest?.title == "B")
    }

    /// The directors' and actors' lists against counts made over every movie: people who direct and act, in the same
    /// movie or in others, a name given twice in one movie's directors (the movie counted once), and many ties, decided
    /// by the people's order.
    @Test func directorsAndActorsAreCountedOverEveryMovie() {
        var random = SplitMix(seed: 11)
        let people = (0..<60).map { "Person \($0)" }
        let movies = (1...2_000).map { id in
            var directors = [people[random.next(25)]]
            if random.next(10) == 0 { directors.append(directors[0]) }
            return loggedMovie(
                id, "Film \(id)", released: String(1950 + random.next(70)), directors: directors,
                cast: (0..<random.next(4)).map { _ in people[10 + random.next(50)] })
        }
        let (shown, expected) = topPeople(movies)
        #expect(shown.directors == expected.directors)
        #expect(shown.actors == expected.actors)
        let names = (shown.directors + shown.actors).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        #expect(Set(names).count < names.count, "some people are on both lists")
    }

    /// A director tied with the tenth at its count, first of them in the people's order, with no more movies than that
    /// count, while the others acted in more: read after them, it still takes its place.
    @Test func aTieAtTheLastPlaceGoesToThePersonFirstInOrder() {
        var movies = (1...3).map { loggedMovie($0, "Film \($0)", released: "2000", directors: ["Abel Aaron"]) }
        for director in 0..<10 {
            let id = 100 + director * 10
            movies += (0..<3).map { loggedMovie(id + $0, "Film \(id + $0)", released: "2001", directors: ["Zed \(director)"]) }
            movies += (3..<5).map { loggedMovie(id + $0, "Film \(id + $0)", released: "2002", cast: ["Zed \(director)"]) }
        }
        // Ten actors with more movies than that count fill the actors' list, so that only the directors' could take it.
        movies += (0..<40).map { loggedMovie(500 + $0, "Film \(500 + $0)", released: "2003", cast: ["Actor \($0 % 10)"]) }
        let (shown, expected) = topPeople(movies)
        #expect(shown.directors == expected.directors)
        #expect(shown.directors.first == "Abel Aaron 3")
        #expect(shown.actors.allSatisfy { $0.hasPrefix("Actor ") })
        #expect(shown.actors == expected.actors)
    }

    /// The directors' and actors' lists as the statistics show them (`name count`), and as counted over every movie, ties
    /// in the people's terms' order.
    private func topPeople(_ movies: [Movie]) -> (
        shown: (directors: [String], actors: [String]), expected: (directors: [String], actors: [String])
    ) {
        var directed: [String: Int] = [:]
        var acted: [String: Int] = [:]
        for movie in movies {
            for name in Set(movie.directors) { directed[name, default: 0] += 1 }
            for name in Set(movie.topBilledNames) { acted[name, default: 0] += 1 }
        }
        let context = makeContext(movies)
        let order = context.taxonomies.terms(.people).map(\.name)
        func top(_ counts: [String: Int]) -> [String] {
            let ranked = order.enumerated().filter { (counts[$0.element] ?? 0) > 0 }
                .sorted { (counts[$0.element] ?? 0, -$0.offset) > (counts[$1.element] ?? 0, -$1.offset) }
            return ranked.prefix(CatalogStatistics.TopList.limit).map { "\($0.element) \(counts[$0.element] ?? 0)" }
        }
        let lists = CatalogStatistics(context: context).top
        func shown(_ kind: CatalogStatistics.TopList.Kind) -> [String] {
            lists.first { $0.kind == kind }?.entries.map { "\($0.name) \($0.count)" } ?? []
        }
        return ((shown(.directors), shown(.actors)), (top(directed), top(acted)))
    }

    /// 50,000 items over 2,800 years, logged over 75 years: grouped decades, the last hundred years, activity
    /// binned by year, top lists of ten.
    @Test func fiftyThousandItemsKeepEveryChartReadable() throws {
        var random = SplitMix(seed: 7)
        let movies = (1...30_000).map { id in
            loggedMovie(
                id, "Film \(id)", released: String(1900 + random.next(125)), runtime: 60 + random.next(120),
                watched: "\(1970 + random.next(55))-0\(1 + random.next(9))", rating: random.next(6),
                genres: ["Genre \(random.next(40))"], directors: ["Director \(random.next(3000))"],
                cast: (0..<3).map { _ in "Actor \(random.next(20_000))" })
        }
        let books = (1...15_000).map { id in
            loggedBook(
                "b\(id)", "Book \(id)", published: id % 100 == 0 ? "-\(100 + random.next(700))" : String(1800 + random.next(225)),
                pages: id % 3 == 0 ? nil : 100 + random.next(900), purchased: id == 1 ? "1950-01-01" : nil,
                read: "\(2000 + random.next(25))-1\(random.next(3))-01", rating: random.next(6),
                authors: ["Author \(random.next(5000))"])
        }
        let comics = (1...5000).map { comic($0, date: String(2006 + $0 % 18)) }
        let context = makeContext(movies, books: books, comics: comics)
        let input = MockStatsInput()
        StatsPresentationModel(context: context).present(to: input)
        let item = try #require(input.items.first)
        let charts = Dictionary(uniqueKeysWithValues: item.sections.flatMap(\.charts).map { ($0.id, $0) })
        #expect(charts["decades"]?.categories.count == StatsCharts.decadeLimit)
        #expect(charts["decades"]?.categories.first?.label == "Before the 1800s")
        #expect(charts["years"]?.categories.count == StatsCharts.yearLimit)
        let activity = try #require(charts["activity"])
        #expect(activity.title == "Per year", "1950 to 2024 is 900 months, 300 quarters")
        #expect(activity.categories.count == 75)
        #expect(activity.style == .lines)
        #expect(item.topLists.allSatisfy { $0.entries.count <= CatalogStatistics.TopList.limit })
        #expect(item.topLists.map(\.heading) == ["Genres", "Directors", "Actors", "Authors"])
        #expect(charts.values.allSatisfy { $0.categories.count <= StatsCharts.periodLimit })
    }
}

/// A small deterministic generator: the same seed gives the same catalog.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
