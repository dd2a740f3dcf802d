import Model
import Presentation
import Testing

@Suite struct ReviewPresentationModelTests {
    func present(_ context: PresentationContext, year: Int) throws -> ReviewItem {
        let input = MockReviewInput()
        ReviewPresentationModel(context: context).present(year: year, to: input)
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    @Test func theYearsAreThoseWithAWatchedReadOrPurchasedDate() {
        let years = ReviewPresentationModel(context: LoggedCatalog.context()).years()
        #expect(years.map(\.year) == [2023, 2024])
        #expect(years.map(\.counts) == [[1, 1, 1], [3, 2, 1]])
        #expect(ReviewPresentationModel(context: LoggedCatalog.context()).yearNumbers() == [2023, 2024])
    }

    @Test func whatWasWatchedReadAndBoughtInDateOrder() throws {
        let item = try present(LoggedCatalog.context(), year: 2024)
        #expect(item.heading == "2024 in review")
        #expect(item.summary == "3 movies watched, 2 books read and 1 book purchased")
        #expect(item.sections.map(\.heading) == ["Watched", "Read", "Purchased"])
        #expect(item.sections[0].entries.map(\.card.title) == ["Metropolis", "Sherlock Jr.", "Nosferatu"])
        #expect(item.sections[0].entries.map(\.date) == ["16 March 2024", "October 2024", "31 October 2024"])
        #expect(item.sections[1].entries.map(\.card.title) == ["The Last Man", "Dracula"], "a date known to the year comes first")
        #expect(item.sections[1].entries.map(\.date) == ["2024", "20 February 2024"])
        #expect(item.sections[2].entries.map(\.card.title) == ["Dracula"])
        let nosferatu = item.sections[0].entries[2]
        #expect(nosferatu.card.url == "/movies/653-nosferatu/")
        #expect(nosferatu.card.kind == nil, "the section says the kind")
        #expect(nosferatu.ratingStars == "★★★★★" && nosferatu.ratingText == "5 out of 5")
    }

    @Test func totalsWithWhatTheDataLacks() throws {
        let item = try present(LoggedCatalog.context(), year: 2024)
        #expect(
            item.totals == [
                .init(label: "Movies watched", value: "3"), .init(label: "Watch time", value: "4 h 7 min"),
                .init(label: "Books read", value: "2"), .init(label: "Pages read", value: "418 pages"),
                .init(label: "Books purchased", value: "1"), .init(label: "Ratings given", value: "5"),
                .init(label: "Average rating", value: "3.6 out of 5"),
            ])
        #expect(
            item.totalNotes == [
                "1 watched movie has no runtime and is not counted.", "1 book read has no page count and is not counted.",
            ])
        #expect(item.ratingsNote == nil)
    }

    @Test func favouritesHaveTheYearsTopRating() throws {
        let item = try present(LoggedCatalog.context(), year: 2024)
        #expect(item.favourites.map(\.card.title) == ["Nosferatu"])
        #expect(item.favourites.first?.card.kind == "Movie", "favourites mix kinds")
        let earlier = try present(LoggedCatalog.context(), year: 2023)
        #expect(earlier.favourites.map(\.card.title) == ["Frankenstein", "The General"], "in the order of their first date")
    }

    @Test func chartsOfTheMonthsAndTheRatings() throws {
        let item = try present(LoggedCatalog.context(), year: 2024)
        #expect(item.charts.map(\.id) == ["months", "ratings"])
        let months = item.charts[0]
        #expect(months.categories.count == 12)
        #expect(months.series == ["Watched", "Read", "Purchased"])
        #expect(months.categories.map(\.axisLabel) == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        #expect(months.categories[0].label == "January 2024")
        #expect(months.categories.map(\.values).filter { $0 != [0, 0, 0] } == [[0, 0, 1], [0, 1, 0], [1, 0, 0], [2, 0, 0]])
        #expect(months.notes == ["1 date known only to its year is not drawn."])
        #expect(months.description == "Bar chart of 5 watched, read and purchased dates in 2024, by month. Highest: October 2024, 2.")
        let ratings = item.charts[1]
        #expect(ratings.title == "Ratings of 2024")
        #expect(ratings.categories.map(\.values) == [[0], [0], [1], [1], [2], [1]])
    }

    @Test func linksToTheYearsBesideIt() throws {
        let item = try present(LoggedCatalog.context(), year: 2024)
        #expect(item.previous == LinkItem(title: "← 2023", url: "/review/2023/"))
        #expect(item.next == nil)
        #expect(item.indexURL == "/review/")
        #expect(try present(LoggedCatalog.context(), year: 2023).next == LinkItem(title: "2024 →", url: "/review/2024/"))
        #expect(item.chrome.navigation.filter(\.isCurrent).map(\.title) == ["Stats"])
    }

    @Test func aYearOfManyEntriesShowsTheFirstAsCardsAndTheRestAsLines() throws {
        let limit = ReviewPresentationModel.cardLimit
        func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let movies = (1...limit + 3).map { day in
            loggedMovie(day, "Film \(day)", watched: "2020-\(twoDigits(1 + (day - 1) / 28))-\(twoDigits(1 + (day - 1) % 28))")
        }
        let item = try present(makeContext(movies), year: 2020)
        let section = try #require(item.sections.first)
        #expect(section.entries.count == limit)
        #expect(
            section.more.map(\.card.title) == ["Film \(limit + 1)", "Film \(limit + 2)", "Film \(limit + 3)"],
            "in date order after the cards")
        #expect(section.entries.last?.card.title == "Film \(limit)")
        #expect(item.summary == "\(limit + 3) movies watched", "the totals count every entry")
    }

    @Test func aYearOfFewEntriesHasNoLines() throws {
        let item = try present(LoggedCatalog.context(), year: 2024)
        #expect(item.sections.map(\.more) == [[], [], []])
    }

    @Test func aYearWithOneEntry() throws {
        let item = try present(makeContext([loggedMovie(1, "Solo", released: "1950", watched: "2020-05-05")]), year: 2020)
        #expect(item.summary == "1 movie watched")
        #expect(item.sections.map(\.heading) == ["Watched"])
        #expect(item.sections[0].entries.map(\.card.title) == ["Solo"])
        #expect(item.totals == [.init(label: "Movies watched", value: "1")])
        #expect(item.totalNotes == ["1 watched movie has no runtime and is not counted."])
        #expect(item.ratingsNote == "Nothing of this year has a rating.")
        #expect(item.favourites.isEmpty)
        #expect(item.charts.map(\.id) == ["months"])
        #expect(item.previous == nil && item.next == nil)
    }

    @Test func theIndexListsTheYearsNewestFirstWithAChart() throws {
        let input = MockReviewIndexInput()
        ReviewIndexPresentationModel(context: LoggedCatalog.context()).present(to: input)
        let item = try #require(input.items.first)
        #expect(
            item.years == [
                .init(link: LinkItem(title: "2024", url: "/review/2024/"), summary: "3 movies watched, 2 books read and 1 book purchased"),
                .init(link: LinkItem(title: "2023", url: "/review/2023/"), summary: "1 movie watched, 1 book read and 1 book purchased"),
            ])
        #expect(item.chart?.categories.map(\.values) == [[1, 1, 1], [3, 2, 1]])
        #expect(item.chart?.style == .bars)
        #expect(item.chrome.documentTitle == "Year in review · The Silent Shelf")
        #expect(item.statsURL == "/stats/")
    }

    @Test func japanese() throws {
        let item = try present(LoggedCatalog.context(language: "ja"), year: 2024)
        #expect(item.heading == "2024年のふりかえり")
        #expect(item.summary == "鑑賞した映画 3 本、読了した書籍 2 冊、購入した書籍 1 冊")
        #expect(item.totals.first { $0.label == "鑑賞時間" }?.value == "4時間7分")
        #expect(item.charts[0].categories.map(\.axisLabel).first == "1月")
        #expect(item.previous?.title == "← 2023年")
    }
}
