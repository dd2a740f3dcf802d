import Foundation
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

    @Test func statsPage() throws {
        let view = StatsView(template: try Fixtures.theme().template(for: StatsView.self))
        view.display(Fixtures.stats())
        try expectGolden(view.output, named: "stats.html")
        // Each kind of chart's SVG on its own, so that a change to the drawing shows in a small diff.
        let html = String(decoding: view.output, as: UTF8.self)
        for (index, name) in ["chart-bars.svg", "chart-grouped-bars.svg", "chart-lines.svg"].enumerated() {
            let svg = try #require(
                html.components(separatedBy: "<svg ").dropFirst().dropFirst(index).first?.components(separatedBy: "</svg>").first)
            try expectGolden(Array(("<svg " + svg + "</svg>\n").utf8), named: name)
        }
    }

    @Test func reviewPage() throws {
        let view = ReviewView(template: try Fixtures.theme().template(for: ReviewView.self))
        view.display(Fixtures.review())
        try expectGolden(view.output, named: "review.html")
    }

    @Test func randomPage() throws {
        let view = RandomView(template: try Fixtures.theme().template(for: RandomView.self))
        view.display(Fixtures.random())
        try expectGolden(view.output, named: "random.html")
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
