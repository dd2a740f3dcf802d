import Testing

@testable import Views

/// Whole pages compared byte for byte. After an intended change to a template or view, run
/// `SITEGEN_UPDATE_GOLDEN=1 swift test --filter ViewsTests.GoldenTests` and review the diff.
@Suite struct GoldenTests {
    @Test func homePage() throws {
        let view = HomeView(template: try Fixtures.theme().template(for: HomeView.self))
        view.display(Fixtures.home())
        try expectGolden(view.output, named: "home.html")
    }

    @Test func movieListPage() throws {
        let view = CardListView(template: try Fixtures.theme().template(for: CardListView.self))
        view.display(Fixtures.cardList(page: 2, pageCount: 3))
        try expectGolden(view.output, named: "card-list-page-2.html")
    }

    @Test func movieDetailPage() throws {
        let view = MovieDetailView(template: try Fixtures.theme().template(for: MovieDetailView.self))
        view.display(Fixtures.movie())
        try expectGolden(view.output, named: "movie.html")
    }

    @Test func bookDetailPage() throws {
        let view = BookDetailView(template: try Fixtures.theme().template(for: BookDetailView.self))
        view.display(Fixtures.book())
        try expectGolden(view.output, named: "book.html")
    }

    @Test func comicDetailPage() throws {
        let view = ComicDetailView(template: try Fixtures.theme().template(for: ComicDetailView.self))
        view.display(Fixtures.comic())
        try expectGolden(view.output, named: "comic.html")
    }

    @Test func renderingIsDeterministic() throws {
        let theme = try Fixtures.theme()
        let first = MovieDetailView(template: try theme.template(for: MovieDetailView.self))
        let second = MovieDetailView(template: try theme.template(for: MovieDetailView.self))
        first.display(Fixtures.movie())
        second.display(Fixtures.movie())
        #expect(first.output == second.output)
    }
}
