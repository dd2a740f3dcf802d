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
    static func chrome(
        title: String? = "Nosferatu", section: String? = "Movies",
        canonicalURL: String? = nil
    ) -> PageChrome {
        let navigation = [
            ("Home", "/"), ("Movies", "/movies/"), ("Books", "/books/"), ("Comics", "/comics/"),
            ("Genres", "/genres/"),
        ].map {
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
            navigation: navigation,
            searchURL: "/search/",
            siteScriptURL: "/assets/site.js"
        )
    }

    static let nosferatuCard = CardItem(
        title: "Nosferatu", url: "/movies/653-nosferatu/", year: "1922",
        posterURL: "/movies/653-nosferatu/poster.jpg", posterAlt: "Poster of Nosferatu")
    /// A card as mixed lists show it: with its kind, and a byline.
    static let leGuinCard = CardItem(
        title: "The Left Hand of Darkness", url: "/books/abc-the-left-hand-of-darkness/", year: "1969",
        posterURL: nil, posterAlt: "Cover of The Left Hand of Darkness", kind: "Book", byline: "Ursula K. Le Guin")
    static let pickupLineCard = CardItem(
        title: "Convincing Pickup Line", url: "/comics/403/", year: "2008",
        posterURL: "https://imgs.xkcd.com/comics/convincing_pickup_line.png", posterAlt: "Check it out",
        kind: "Comic", byline: "#403")
    static let metropolisCard = CardItem(
        title: "Metropolis", url: "/movies/19-metropolis/", year: nil,
        posterURL: nil, posterAlt: "Poster of Metropolis")
    static let haxanCard = CardItem(
        title: "Häxan", url: "/movies/8357-haxan/", year: "1922",
        posterURL: "https://image.tmdb.org/t/p/w342/haxan.jpg", posterAlt: "Poster of Häxan",
        posterSrcset: "https://image.tmdb.org/t/p/w185/haxan.jpg 185w, https://image.tmdb.org/t/p/w342/haxan.jpg 342w",
        posterSizes: ImageSlot.card.sizes)

    static func home(latest: [CardItem] = [nosferatuCard, metropolisCard, haxanCard, leGuinCard, pickupLineCard])
        -> HomeItem
    {
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
        -> CardListItem
    {
        func url(_ n: Int) -> String { n == 1 ? "/movies/" : "/movies/page/\(n)/" }
        let pagination =
            pageCount > 1
            ? PaginationItem(
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
            pagination: pagination,
            related: [LinkItem(title: "Genres", url: "/genres/"), LinkItem(title: "Years", url: "/years/")]
        )
    }

    /// A movie page's preview as `PresentationContext` makes one: description, image and JSON-LD.
    static let nosferatuPreview = LinkPreview(
        title: "Nosferatu",
        description: PreviewText(
            .text("Thomas Hutter travels to Transylvania to sell a house to the mysterious Count Orlok."), fallback: ""),
        openGraphType: "video.movie",
        imageURL: "https://shelf.example/movies/653-nosferatu/poster.jpg",
        imageAlt: "Poster of Nosferatu",
        structuredData: LinkedData.object([
            .init("@context", .string("https://schema.org")),
            .init("@graph", .array([.node("Movie", [("name", .string("Nosferatu")), ("duration", .string("PT1H34M"))])])),
        ]).jsonText)

    static func movie() -> MovieDetailItem {
        var chrome = chrome(title: "Nosferatu", canonicalURL: "https://shelf.example/movies/653-nosferatu/")
        chrome.preview = nosferatuPreview
        return MovieDetailItem(
            chrome: chrome,
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
            backdropSrcset: "https://image.tmdb.org/t/p/w300/backdrop.jpg 300w, https://image.tmdb.org/t/p/w1280/backdrop.jpg 1280w",
            backdropSizes: ImageSlot.backdrop.sizes,
            directors: [LinkItem(title: "F. W. Murnau", url: "/people/f-w-murnau/")],
            cast: [
                .init(name: "Max Schreck", character: "Count Orlok", role: "as Count Orlok", url: "/people/max-schreck/"),
                .init(
                    name: "Gustav von Wangenheim", character: "Thomas Hutter", role: "as Thomas Hutter",
                    url: "/people/gustav-von-wangenheim/"),
                .init(name: "Greta Schröder", character: nil, role: nil, url: "/people/greta-schroder/"),
            ],
            recommendations: [
                .init(
                    title: "Vampyr", url: "/movies/994-vampyr/", year: "1932",
                    thumbnail: .init(url: "/movies/994-vampyr/poster.jpg", srcset: nil, alt: "Poster of Vampyr")),
                .init(
                    title: "Faust", url: nil, year: "1926",
                    thumbnail: .init(
                        url: "https://image.tmdb.org/t/p/w92/faust.jpg",
                        srcset: "https://image.tmdb.org/t/p/w92/faust.jpg 1x, https://image.tmdb.org/t/p/w154/faust.jpg 2x",
                        alt: "Poster of Faust")),
                .init(title: "The Golem", url: nil, year: nil),
            ],
            notes: MarkdownText("Still *unsettling* after a hundred years.\n\nThe shadow on the stairs."),
            ratingStars: "★★★★☆",
            ratingText: "4 out of 5",
            watched: "31 October 2023",
            tags: [LinkItem(title: "expressionism", url: "/tags/expressionism/"), LinkItem(title: "silent", url: "/tags/silent/")]
        )
    }

    /// A movie with nothing but a title.
    static func bareMovie(title: String = "Untitled") -> MovieDetailItem {
        MovieDetailItem(chrome: chrome(title: title), title: title, posterAlt: "Poster of \(title)")
    }

    static func termIndex() -> TermIndexItem {
        TermIndexItem(
            chrome: chrome(title: "Genres", section: "Genres"), heading: "Genres",
            terms: [
                .init(name: "Comedy", url: "/genres/comedy/", count: 12, countText: "12 movies"),
                .init(name: "Horror", url: "/genres/horror/", count: 1, countText: "1 movie"),
            ])
    }

    static func book() -> BookDetailItem {
        BookDetailItem(
            chrome: chrome(
                title: "The Left Hand of Darkness", section: "Books",
                canonicalURL: "https://shelf.example/books/abc-the-left-hand-of-darkness/"),
            title: "The Left Hand of Darkness",
            subtitle: "50th Anniversary Edition",
            authors: [
                LinkItem(title: "Ursula K. Le Guin", url: "/authors/ursula-k-le-guin/"),
                LinkItem(title: "David Mitchell", url: "/authors/david-mitchell/"),
                LinkItem(title: "Charlie Jane Anders", url: "/authors/charlie-jane-anders/"),
            ],
            publisher: "Ace & Penguin",
            published: "2018/11/05",
            year: "2018",
            pageCount: "352 pages",
            categories: [
                LinkItem(title: "Fiction", url: "/categories/fiction/"),
                LinkItem(title: "Science Fiction", url: "/categories/science-fiction/"),
            ],
            isbn13: "9780441478125",
            isbn10: "0441478123",
            language: "English",
            coverURL: "https://books.google.com/books/content?id=abc&printsec=frontcover&img=1&zoom=2",
            coverSrcset:
                "https://books.google.com/books/content?id=abc&printsec=frontcover&img=1&zoom=1 128w, "
                + "https://books.google.com/books/content?id=abc&printsec=frontcover&img=1&zoom=2 300w",
            coverSizes: ImageSlot.detail.sizes,
            coverAlt: "Cover of The Left Hand of Darkness",
            description: UntrustedHTML("<p>A groundbreaking work of <em>science fiction</em>.<br>Winner of the Hugo.</p>"),
            notes: MarkdownText("Read it in *one* sitting."),
            ratingStars: "★★★★★",
            ratingText: "5 out of 5",
            purchased: "2 January 2020",
            read: "14 February 2020",
            tags: [LinkItem(title: "classics", url: "/tags/classics/")]
        )
    }

    /// A book with nothing but a title.
    static func bareBook(title: String = "Untitled") -> BookDetailItem {
        BookDetailItem(chrome: chrome(title: title, section: "Books"), title: title, coverAlt: "Cover of \(title)")
    }

    static func comicNavigation(first: Bool = true, previous: Bool = true, next: Bool = true, latest: Bool = true)
        -> ComicDetailItem.Navigation
    {
        .init(
            firstURL: first ? "/comics/1/" : nil, previousURL: previous ? "/comics/402/" : nil,
            archiveURL: "/comics/", nextURL: next ? "/comics/404/" : nil, latestURL: latest ? "/comics/2000/" : nil)
    }

    static func comic(navigation: ComicDetailItem.Navigation = comicNavigation()) -> ComicDetailItem {
        ComicDetailItem(
            chrome: chrome(
                title: "Convincing Pickup Line", section: "Comics",
                canonicalURL: "https://shelf.example/comics/403/"),
            title: "Convincing Pickup Line",
            number: "#403",
            imageURL: "https://imgs.xkcd.com/comics/convincing_pickup_line.png",
            alt: "Check it out; I've had sex with \"someone\" who's <b>into</b> Star Wars & Linux!",
            date: "2008/04/21",
            transcript: "[[A man talks to a woman.]]\nMan: Did you know...\n\n{{Title text: Check it out}}",
            link: "https://xkcd.com/403/large/",
            news: UntrustedHTML("<p>New <em>book</em> out <a href=\"https://example.com/\">now</a>.</p>"),
            navigation: navigation,
            notes: MarkdownText("A *classic*."),
            tags: [LinkItem(title: "romance", url: "/tags/romance/")]
        )
    }

    /// A comic with no image, transcript, link, news or notes.
    static func bareComic(navigation: ComicDetailItem.Navigation = comicNavigation()) -> ComicDetailItem {
        ComicDetailItem(
            chrome: chrome(title: "Missing", section: "Comics"), title: "Missing", number: "#404",
            imageURL: nil, alt: "", date: nil, transcript: nil, link: nil, news: nil, navigation: navigation)
    }

    static func comicArchive() -> ComicArchiveItem {
        ComicArchiveItem(
            chrome: chrome(title: "Comics", section: "Comics"),
            countText: "3 comics",
            latestURL: "/comics/latest/",
            years: [
                .init(
                    heading: "2008",
                    comics: [
                        .init(title: "Convincing Pickup Line", url: "/comics/403/", number: "#403", date: "2008/04/21"),
                        .init(title: "Tom & Jerry <3", url: "/comics/402/", number: "#402", date: "2008/04/18"),
                    ]),
                .init(
                    heading: "Undated",
                    comics: [
                        .init(title: "Lost", url: "/comics/7/", number: "#7", date: nil)
                    ]),
            ]
        )
    }

    static func freePage() -> FreePageItem {
        FreePageItem(
            chrome: chrome(title: "About", section: nil),
            title: "About",
            body: MarkdownText("This shelf is *mine*.\n\n# Colophon\n\nBuilt with sitegen.\n\n<script>alert(1)</script>\n")
        )
    }

    static func redirect() -> RedirectItem {
        RedirectItem(
            chrome: chrome(title: "Latest comic", section: "Comics"),
            targetURL: "/comics/2000/", targetTitle: "Moon & Stars")
    }

    static func notFound() -> NotFoundItem {
        NotFoundItem(
            chrome: chrome(title: "Page not found", section: nil), homeURL: "/",
            sections: [LinkItem(title: "Movies", url: "/movies/"), LinkItem(title: "Books", url: "/books/")])
    }
}

/// Renders `item` through a fresh view of the default theme and returns the page as a string.
func render(home item: HomeItem) throws -> String {
    let view = HomeView(template: try Fixtures.theme().template(for: HomeView.self))
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(cardList item: CardListItem) throws -> String {
    let view = CardListView(template: try Fixtures.theme().template(for: CardListView.self))
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(movie item: MovieDetailItem) throws -> String {
    let view = MovieDetailView(template: try Fixtures.theme().template(for: MovieDetailView.self))
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(termIndex item: TermIndexItem) throws -> String {
    let view = TermIndexView(template: try Fixtures.theme().template(for: TermIndexView.self))
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(book item: BookDetailItem) throws -> String {
    let view = BookDetailView(template: try Fixtures.theme().template(for: BookDetailView.self))
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(comic item: ComicDetailItem) throws -> String {
    let view = ComicDetailView(template: try Fixtures.theme().template(for: ComicDetailView.self))
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(comicArchive item: ComicArchiveItem) throws -> String {
    let view = ComicArchiveView(template: try Fixtures.theme().template(for: ComicArchiveView.self))
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(freePage item: FreePageItem) throws -> String {
    let view = FreePageView(template: try Fixtures.theme().template(for: FreePageView.self))
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(redirect item: RedirectItem) throws -> String {
    let view = RedirectView(template: try Fixtures.theme().template(for: RedirectView.self))
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}

func render(notFound item: NotFoundItem) throws -> String {
    let view = NotFoundView(template: try Fixtures.theme().template(for: NotFoundView.self))
    view.display(item)
    return String(decoding: view.output, as: UTF8.self)
}
