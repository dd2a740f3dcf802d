import Foundation
import HTML
import Presentation
@testable import Views

/// Items built by hand, and the repository's default theme.
enum Fixtures {
    /// `Templates/` of this repository: three levels up from this file.
    static let templatesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates").path

    static func theme() throws -> Theme {
        try Theme.compile(searchPaths: [templatesDirectory])
    }

    /// `section` is the navigation link marked current (none for the 404 page).
    static func chrome(title: String? = "Nosferatu", section: String? = "Movies",
                       canonicalURL: String? = nil) -> PageChrome {
        let navigation = [("Home", "/"), ("Movies", "/movies/"), ("Genres", "/genres/")].map {
            LinkItem(title: $0.0, url: $0.1, isCurrent: $0.0 == section)
        }
        return PageChrome(
            siteTitle: "The Silent Shelf",
            language: "en",
            documentTitle: title.map { "\($0) · The Silent Shelf" } ?? "The Silent Shelf",
            homeURL: "/",
            stylesheetURL: "/assets/style.css",
            faviconURL: "/assets/favicon.svg",
            canonicalURL: canonicalURL,
            navigation: navigation
        )
    }

    static let nosferatuCard = CardItem(
        title: "Nosferatu", url: "/movies/653-nosferatu/", year: "1922",
        posterURL: "/movies/653-nosferatu/poster.jpg", posterAlt: "Poster of Nosferatu")
    static let metropolisCard = CardItem(
        title: "Metropolis", url: "/movies/19-metropolis/", year: nil,
        posterURL: nil, posterAlt: "Poster of Metropolis")
    static let haxanCard = CardItem(
        title: "Häxan", url: "/movies/8357-haxan/", year: "1922",
        posterURL: "https://image.tmdb.org/t/p/w342/haxan.jpg", posterAlt: "Poster of Häxan")

    static func home(latest: [CardItem] = [nosferatuCard, metropolisCard, haxanCard]) -> HomeItem {
        HomeItem(
            chrome: chrome(title: nil, section: "Home"),
            counts: [
                HomeItem.Count(label: "Movies", count: 32, url: "/movies/"),
                HomeItem.Count(label: "Genres", count: 9, url: "/genres/"),
            ],
            latest: latest
        )
    }

    static func cardList(page: Int = 2, pageCount: Int = 3, cards: [CardItem] = [nosferatuCard, metropolisCard, haxanCard])
        -> CardListItem {
        func url(_ n: Int) -> String { n == 1 ? "/movies/" : "/movies/page/\(n)/" }
        let pagination = pageCount > 1 ? PaginationItem(
            previousURL: page > 1 ? url(page - 1) : nil,
            nextURL: page < pageCount ? url(page + 1) : nil,
            pages: (1...pageCount).map { LinkItem(title: String($0), url: url($0), isCurrent: $0 == page) },
            summary: "Page \(page) of \(pageCount)"
        ) : nil
        return CardListItem(
            chrome: chrome(title: page > 1 ? "Movies, page \(page)" : "Movies"),
            heading: "Movies",
            countText: "\(cards.count) movies",
            cards: cards,
            pagination: pagination
        )
    }

    static func movie() -> MovieDetailItem {
        MovieDetailItem(
            chrome: chrome(title: "Nosferatu",
                           canonicalURL: "https://shelf.example/movies/653-nosferatu/"),
            title: "Nosferatu",
            originalTitle: "Nosferatu, eine Symphonie des Grauens",
            year: "1922",
            releaseDate: "4 March 1922",
            runtime: "1h 34m",
            genres: [LinkItem(title: "Horror", url: "/genres/horror/"), LinkItem(title: "Fantasy", url: "/genres/fantasy/")],
            tagline: "A symphony of horror & dread.",
            overview: "Thomas Hutter travels to Transylvania to sell a house to the mysterious Count Orlok.",
            posterURL: "/movies/653-nosferatu/poster.jpg",
            posterAlt: "Poster of Nosferatu",
            backdropURL: "https://image.tmdb.org/t/p/w1280/backdrop.jpg",
            directors: ["F. W. Murnau"],
            cast: [
                .init(name: "Max Schreck", character: "Count Orlok"),
                .init(name: "Gustav von Wangenheim", character: "Thomas Hutter"),
                .init(name: "Greta Schröder", character: nil),
            ],
            recommendations: [
                .init(title: "Vampyr", url: "/movies/994-vampyr/", year: "1932"),
                .init(title: "Faust", url: nil, year: "1926"),
                .init(title: "The Golem", url: nil, year: nil),
            ],
            notes: MarkdownText("Still *unsettling* after a hundred years.\n\nThe shadow on the stairs."),
            ratingStars: "★★★★☆",
            ratingText: "4 out of 5",
            watched: "31 October 2023",
            tags: ["expressionism", "silent"]
        )
    }

    /// A movie with nothing but a title.
    static func bareMovie(title: String = "Untitled") -> MovieDetailItem {
        MovieDetailItem(chrome: chrome(title: title), title: title, posterAlt: "Poster of \(title)")
    }

    static func genreIndex() -> TermIndexItem {
        TermIndexItem(chrome: chrome(title: "Genres", section: "Genres"), genres: [
            .init(name: "Comedy", url: "/genres/comedy/", count: 12, countText: "12 movies"),
            .init(name: "Horror", url: "/genres/horror/", count: 1, countText: "1 movie"),
        ])
    }

    static func notFound() -> NotFoundItem {
        NotFoundItem(chrome: chrome(title: "Page not found", section: nil), homeURL: "/", moviesURL: "/movies/")
    }
}

/// Renders `item` through a fresh view of the default theme and returns the page as a string.
func render(home item: HomeItem) throws -> String {
    let view = HomeView(template: try Fixtures.theme().home)
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(cardList item: CardListItem) throws -> String {
    let view = CardListView(template: try Fixtures.theme().cardList)
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(movie item: MovieDetailItem) throws -> String {
    let view = MovieDetailView(template: try Fixtures.theme().movieDetail)
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(genreIndex item: TermIndexItem) throws -> String {
    let view = TermIndexView(template: try Fixtures.theme().genreIndex)
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(notFound item: NotFoundItem) throws -> String {
    let view = NotFoundView(template: try Fixtures.theme().notFound)
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}
