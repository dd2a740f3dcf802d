import Model
import Presentation
import Testing

@Suite struct StatsPresentationModelTests {
    func present(_ context: PresentationContext) throws -> StatsItem {
        let input = MockStatsInput()
        StatsPresentationModel(context: context).present(to: input)
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    func chart(_ item: StatsItem, _ id: String) -> ChartItem? {
        item.sections.flatMap(\.charts).first { $0.id == id }
    }

    @Test func countsEachKindLinkedToItsList() throws {
        let item = try present(LoggedCatalog.context())
        #expect(
            item.counts == [
                LinkItem(title: "5 movies", url: "/movies/"), LinkItem(title: "3 books", url: "/books/"),
                LinkItem(title: "2 comics", url: "/comics/"),
            ])
        #expect(item.chrome.documentTitle == "Statistics · The Silent Shelf")
        #expect(item.chrome.navigation.filter(\.isCurrent).map(\.title) == ["Stats"])
        #expect(item.chrome.preview.description.fallback == "The Silent Shelf in numbers: 5 movies, 3 books and 2 comics.")
    }

    @Test func factsSayTheTotalsAndTheRecordsWithWhatTheyLeaveOut() throws {
        let item = try present(LoggedCatalog.context())
        #expect(
            item.facts == [
                .init(label: "Watch time", value: "5 h 14 min over 3 watched movies"),
                .init(label: "Pages read", value: "698 pages in 2 books read"),
                .init(label: "Longest movie", link: LinkItem(title: "Metropolis", url: "/movies/19-metropolis/"), detail: "2h 33m"),
                .init(label: "Shortest movie", link: LinkItem(title: "The General", url: "/movies/961-the-general/"), detail: "1h 7m"),
                .init(label: "Oldest", link: LinkItem(title: "Frankenstein", url: "/books/frankenst01-frankenstein/"), detail: "1818"),
                .init(label: "Newest", link: LinkItem(title: "Barrel", url: "/comics/1/"), detail: "1 January 2006"),
            ])
        #expect(
            item.factNotes == [
                "1 watched movie has no runtime and is not counted.", "1 book read has no page count and is not counted.",
            ])
    }

    @Test func aRatingHistogramPerKindThatHasRatings() throws {
        let item = try present(LoggedCatalog.context())
        let ratings = try #require(item.sections.first { $0.id == "ratings" })
        #expect(ratings.charts.map(\.id) == ["ratings-movies", "ratings-books"], "comics have no rating")
        #expect(ratings.notes.isEmpty)
        let movies = try #require(chart(item, "ratings-movies"))
        #expect(movies.style == .bars)
        #expect(movies.title == "Ratings of movies")
        #expect(movies.series == ["Movies"])
        #expect(movies.categories.map(\.values) == [[0], [0], [0], [1], [1], [2]])
        #expect(movies.categories.map(\.label) == ["0 stars", "1 star", "2 stars", "3 stars", "4 stars", "5 stars"])
        #expect(movies.categories.map(\.axisLabel) == ["0", "1", "2", "3", "4", "5"])
        #expect(movies.description == "Bar chart of 4 ratings, by score from 0 to 5. Highest: 5 stars, 2.")
        #expect(chart(item, "ratings-books")?.categories.map(\.values) == [[0], [0], [1], [0], [1], [1]])
    }

    @Test func ratingsOnlyOnBooksGiveTheBooksChartAlone() throws {
        let context = makeContext([movie(1, "Unrated", released: "1999")], books: [loggedBook("b1", "Rated", rating: 3)])
        let item = try present(context)
        #expect(item.sections.first { $0.id == "ratings" }?.charts.map(\.id) == ["ratings-books"])
        #expect(item.sections.first { $0.id == "ratings" }?.notes == [])
    }

    @Test func releaseDecadesAndYearsWithTheUndatedNoted() throws {
        let item = try present(LoggedCatalog.context())
        let decades = try #require(chart(item, "decades"))
        #expect(decades.categories.count == 20, "every decade from the 1810s to the 2000s, the empty ones too")
        #expect(decades.categories.first?.label == "1810s")
        #expect(decades.categories.last?.label == "2000s")
        #expect(decades.categories.filter { $0.values != [0] }.map(\.label) == ["1810s", "1890s", "1920s", "2000s"])
        #expect(decades.categories.first { $0.label == "1920s" }?.values == [5])
        #expect(decades.notes == ["1 item has no date."])
        let years = try #require(chart(item, "years"))
        #expect(years.categories.count == 100, "the last hundred years")
        #expect(years.categories.first?.label == "1907")
        #expect(years.categories.last?.label == "2006")
        #expect(years.categories.compactMap(\.axisLabel).first == "1910", "the axis names the decades' first years")
        #expect(years.notes == ["Years before 1907 are counted in the decades above only."])
        #expect(years.description == "Bar chart of 7 dated items by year, from 1907 to 2006. Highest: 2006, 2.")
    }

    @Test func activityPerMonthWithEveryMonthBetweenTheFirstAndTheLast() throws {
        let item = try present(LoggedCatalog.context())
        let activity = try #require(chart(item, "activity"))
        #expect(activity.title == "Per month")
        #expect(activity.style == .bars, "21 months are few enough for bars")
        #expect(activity.series == ["Watched", "Read", "Purchased"])
        #expect(activity.categories.count == 21)
        #expect(activity.categories.first?.label == "February 2023")
        #expect(activity.categories.first?.values == [0, 0, 1])
        #expect(activity.categories.last?.label == "October 2024")
        #expect(activity.categories.last?.values == [2, 0, 0])
        #expect(activity.categories.compactMap(\.axisLabel) == ["2024"], "the year at its January")
        #expect(activity.notes == ["1 date known only to its year is not drawn."])
        #expect(
            activity.description
                == "Watched, read and purchased over time: 8 dates, from February 2023 to October 2024. Highest: October 2024, 2.")
    }

    @Test func topListsSplitDirectorsFromActorsAndLinkEveryName() throws {
        let item = try present(LoggedCatalog.context())
        #expect(item.topLists.map(\.heading) == ["Directors", "Actors"], "lists with no entry are left out")
        #expect(
            item.topLists[0].entries.map(\.title) == ["Buster Keaton", "Charles Chaplin", "Clyde Bruckman", "F. W. Murnau", "Fritz Lang"])
        #expect(
            item.topLists[0].entries.first
                == StatsItem.TopList.Entry(title: "Buster Keaton", url: "/people/buster-keaton/", countText: "2 movies"))
        #expect(
            item.topLists[1].entries.map(\.title) == ["Buster Keaton", "Alfred Abel", "Brigitte Helm", "Charles Chaplin", "Max Schreck"])
        #expect(item.topNote == nil)
    }

    @Test func topListsAreCappedAtTenMostFrequentFirstThenAlphabetical() throws {
        // Genre A is on one movie, B on two … L on all twelve, and so is Genre M.
        let genres = (1...12).map { "Genre " + String(UnicodeScalar(UInt8(64 + $0))) }
        let movies = (1...12).map { n in
            movie(n, "Film \(n)", genres: genres.enumerated().filter { $0.offset + 1 >= 13 - n }.map(\.element) + ["Genre M"])
        }
        let item = try present(makeContext(movies))
        let top = try #require(item.topLists.first { $0.heading == "Genres" })
        #expect(top.entries.count == 10)
        #expect(top.entries.prefix(3).map(\.title) == ["Genre L", "Genre M", "Genre K"])
        #expect(top.entries.prefix(3).map(\.countText) == ["12 movies", "12 movies", "11 movies"])
    }

    @Test func aCatalogWithoutNotesSaysWhatIsMissing() throws {
        let item = try present(makeContext([movie(1, "Film", released: "1999")], books: [book("b1", "Book", published: "2001")]))
        #expect(item.sections.first { $0.id == "ratings" }?.notes == ["Nothing has a rating yet."])
        #expect(item.sections.first { $0.id == "ratings" }?.charts == [])
        #expect(item.sections.first { $0.id == "activity" }?.notes == ["No watched, read or purchased dates yet."])
        #expect(item.factNotes == ["No movie has a watched date yet, so there is no watch time."])
        #expect(item.facts.map(\.label) == ["Oldest", "Newest"], "no runtime, no record")
        #expect(item.reviewYears.isEmpty)
        #expect(item.reviewIndexURL == nil)
        #expect(item.topLists.isEmpty)
        #expect(item.topNote == "No genres, people, authors, categories or tags yet.")
        #expect(item.randomURL == "/random/")
    }

    @Test func aSingleItemWithoutADate() throws {
        let item = try present(makeContext(comics: [Comic(id: Comic.ID(1), title: "Only")]))
        #expect(item.counts.map(\.title) == ["1 comic"])
        #expect(item.sections.first { $0.id == "release" }?.notes == ["No item has a release or publication date."])
        #expect(item.sections.flatMap(\.charts).isEmpty)
        #expect(item.facts.isEmpty && item.factNotes.isEmpty, "no movie: nothing about watch time")
    }

    @Test func theYearsInReviewNewestFirst() throws {
        let item = try present(LoggedCatalog.context())
        #expect(item.reviewYears == [LinkItem(title: "2024", url: "/review/2024/"), LinkItem(title: "2023", url: "/review/2023/")])
        #expect(item.reviewIndexURL == "/review/")
    }

    @Test func japaneseWordsAndFormats() throws {
        let item = try present(LoggedCatalog.context(language: "ja"))
        #expect(item.counts.map(\.title) == ["映画 5 本", "書籍 3 冊", "コミック 2 話"])
        #expect(item.facts.first?.value == "鑑賞した映画 3 本で 5時間14分")
        #expect(chart(item, "decades")?.categories.first?.label == "1810年代")
        #expect(chart(item, "activity")?.categories.first?.label == "2023/02")
        #expect(item.topLists.map(\.heading) == ["監督", "出演者"])
    }
}
