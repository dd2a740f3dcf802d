import Model
import Presentation
import Testing

@Suite struct MovieDetailPresentationModelTests {
    static let metropolis: Movie = {
        var m = movie(19, "Metropolis", released: "1927-01-10", genres: ["Drama", "Science Fiction"])
        m.originalTitle = "Metropolis"
        m.runtime = 153
        m.tagline = "There can be no understanding between the hands and the brain unless the heart acts as mediator."
        m.overview = "In a futuristic city sharply divided between the working class and the city planners…"
        m.posterPath = "/abc.jpg"
        m.backdropPath = "/wide.jpg"
        m.directors = ["Fritz Lang"]
        m.cast = (1...15).map { Movie.CastMember(name: "Actor \($0)", character: $0 == 1 ? "Maria" : nil) }
        m.recommendations = [
            Movie.Recommendation(id: Movie.ID(653), title: "Nosferatu, eine Symphonie des Grauens", releaseDate: date("1922-03-04")),
            Movie.Recommendation(id: Movie.ID(19), title: "Metropolis", releaseDate: date("1927-01-10")),
            Movie.Recommendation(id: Movie.ID(5678), title: "Die Nibelungen", releaseDate: date("1924-02-14")),
            Movie.Recommendation(id: Movie.ID(5679), title: "Spione", releaseDate: nil),
        ]
        m.notes = OwnerNotes(
            rating: 4, tags: ["expressionism", "sci-fi"], dates: ["watched": date("2023-05-01")],
            body: "\n\nThe *restored* 2010 cut.\n\n  ")
        return m
    }()

    static let nosferatu = movie(653, "Nosferatu", released: "1922-03", genres: ["Horror"])

    func present(_ movies: [Movie], id: Int, baseURL: String = "/", dateFormat: String = "d MMMM yyyy") throws -> MovieDetailItem {
        let input = MockMovieDetailInput()
        let shown = MovieDetailPresentationModel(context: makeContext(movies, baseURL: baseURL, dateFormat: dateFormat))
            .present(id: Movie.ID(id), to: input)
        #expect(shown)
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    @Test func presentsTheMovie() throws {
        let item = try present([Self.metropolis, Self.nosferatu], id: 19)
        #expect(item.title == "Metropolis")
        #expect(item.year == "1927")
        #expect(item.releaseDate == "10 January 1927")
        #expect(item.runtime == "2h 33m")
        #expect(item.tagline == Self.metropolis.tagline)
        #expect(item.overview == Self.metropolis.overview)
        #expect(item.directors == [LinkItem(title: "Fritz Lang", url: "/people/fritz-lang/")])
        #expect(item.posterURL == "https://image.tmdb.org/t/p/w342/abc.jpg")
        #expect(item.posterAlt == "Poster of Metropolis")
        #expect(item.backdropURL == "https://image.tmdb.org/t/p/w1280/wide.jpg")
        #expect(item.posterSrcset?.hasPrefix("https://image.tmdb.org/t/p/w185/abc.jpg 185w, ") == true)
        #expect(item.posterSizes == ImageSlot.detail.sizes)
        #expect(
            item.backdropSrcset
                == "https://image.tmdb.org/t/p/w300/wide.jpg 300w, https://image.tmdb.org/t/p/w780/wide.jpg 780w, "
                + "https://image.tmdb.org/t/p/w1280/wide.jpg 1280w")
        #expect(item.backdropSizes == ImageSlot.backdrop.sizes)
        #expect(
            item.tags == [
                LinkItem(title: "expressionism", url: "/tags/expressionism/"),
                LinkItem(title: "sci-fi", url: "/tags/sci-fi/"),
            ])
    }

    @Test func originalTitleOnlyWhenDifferent() throws {
        #expect(try present([Self.metropolis], id: 19).originalTitle == nil)
        var potemkin = movie(643, "Battleship Potemkin", released: "1925-12-21")
        potemkin.originalTitle = "Броненосец «Потёмкин»"
        #expect(try present([potemkin], id: 643).originalTitle == "Броненосец «Потёмкин»")
        #expect(try present([movie(1, "Untitled")], id: 1).originalTitle == nil)
    }

    @Test func unknownRuntimeGivesNil() throws {
        #expect(try present([movie(1, "Short")], id: 1).runtime == nil)
    }

    @Test func genresAreLinked() throws {
        let item = try present([Self.metropolis], id: 19, baseURL: "/catalog/")
        #expect(
            item.genres == [
                LinkItem(title: "Drama", url: "/catalog/genres/drama/"),
                LinkItem(title: "Science Fiction", url: "/catalog/genres/science-fiction/"),
            ])
    }

    @Test func recommendationsAreLinkedWhenInTheCatalogAndNeverToItself() throws {
        let item = try present([Self.metropolis, Self.nosferatu], id: 19)
        #expect(
            item.recommendations == [
                .init(title: "Nosferatu", url: "/movies/653-nosferatu/", year: "1922"),
                .init(title: "Die Nibelungen", url: nil, year: "1924"),
                .init(title: "Spione", url: nil, year: nil),
            ])
    }

    @Test func recommendationNotInTheCatalogIsPlain() throws {
        let item = try present([Self.metropolis], id: 19)
        #expect(item.recommendations.map(\.url) == [nil, nil, nil])
        #expect(item.recommendations.first?.title == "Nosferatu, eine Symphonie des Grauens")
    }

    @Test func castIsLimited() throws {
        let item = try present([Self.metropolis], id: 19)
        #expect(item.cast.count == MovieDetailPresentationModel.castLimit)
        #expect(MovieDetailPresentationModel.castLimit == 12)
        #expect(item.cast.first == .init(name: "Actor 1", character: "Maria", role: "as Maria", url: "/people/actor-1/"))
        #expect(item.cast.last == .init(name: "Actor 12", character: nil, role: nil, url: "/people/actor-12/"))
    }

    /// Each director and top-billed actor links their page, at the address the Router gives them.
    @Test func directorsAndCastLinkTheirPages() throws {
        var namesake = movie(20, "Namesake")
        namesake.directors = ["Fritz Láng"]
        namesake.cast = [Movie.CastMember(name: "Actor 1", character: nil)]
        let item = try present([Self.metropolis, namesake], id: 20, baseURL: "/catalog/")
        #expect(item.directors == [LinkItem(title: "Fritz Láng", url: "/catalog/people/fritz-lang-2/")])
        #expect(item.cast.map(\.url) == ["/catalog/people/actor-1/"])
    }

    @Test func recommendationsShowThumbnails() throws {
        var metropolis = Self.metropolis
        metropolis.recommendations = [
            Movie.Recommendation(id: Movie.ID(653), title: "Nosferatu", releaseDate: nil, posterPath: "/old.jpg"),
            Movie.Recommendation(id: Movie.ID(5678), title: "Die Nibelungen", releaseDate: nil, posterPath: "/nib.jpg"),
            Movie.Recommendation(id: Movie.ID(5679), title: "Spione", releaseDate: nil),
            Movie.Recommendation(id: Movie.ID(10098), title: "The Kid", releaseDate: nil, posterPath: "/kid-old.jpg"),
            Movie.Recommendation(id: Movie.ID(49294), title: "Häxan", releaseDate: nil, posterPath: "/haxan.jpg"),
        ]
        var nosferatu = Self.nosferatu
        nosferatu.localPoster = "movies/653.webp"
        var kid = movie(10098, "The Kid")
        kid.posterPath = "/kid.jpg"
        let haxan = movie(49294, "Häxan")
        let thumbnails = try present([metropolis, nosferatu, kid, haxan], id: 19, baseURL: "/catalog/").recommendations.map(\.thumbnail)
        let tmdb = "https://image.tmdb.org/t/p/"
        #expect(
            thumbnails == [
                .init(url: "/catalog/movies/653-nosferatu/poster.webp", srcset: nil, alt: "Poster of Nosferatu"),
                .init(url: tmdb + "w92/nib.jpg", srcset: "\(tmdb)w92/nib.jpg 1x, \(tmdb)w154/nib.jpg 2x", alt: "Poster of Die Nibelungen"),
                nil,
                .init(url: tmdb + "w92/kid.jpg", srcset: "\(tmdb)w92/kid.jpg 1x, \(tmdb)w154/kid.jpg 2x", alt: "Poster of The Kid"),
                .init(url: tmdb + "w92/haxan.jpg", srcset: "\(tmdb)w92/haxan.jpg 1x, \(tmdb)w154/haxan.jpg 2x", alt: "Poster of Häxan"),
            ])
    }

    @Test(arguments: ["javascript:alert(1)", "/../x", "/a b.jpg"])
    func hostileRecommendationPosterGivesNoThumbnail(path: String) throws {
        var m = Self.metropolis
        m.recommendations = [Movie.Recommendation(id: Movie.ID(5678), title: "Die Nibelungen", releaseDate: nil, posterPath: path)]
        #expect(try present([m], id: 19).recommendations.map(\.thumbnail) == [nil])
    }

    @Test func notesRatingAndWatched() throws {
        let item = try present([Self.metropolis], id: 19)
        #expect(item.notes == MarkdownText("\n\nThe *restored* 2010 cut.\n\n  "), "passed on as written")
        #expect(item.ratingStars == "★★★★☆")
        #expect(item.ratingText == "4 out of 5")
        #expect(item.watched == "1 May 2023")
    }

    @Test func watchedFollowsTheSiteDateFormatAndPrecision() throws {
        var m = movie(1, "Film")
        m.notes = OwnerNotes(dates: ["watched": date("2023-05-01")])
        #expect(try present([m], id: 1, dateFormat: "yyyy/MM/dd").watched == "2023/05/01")
        m.notes = OwnerNotes(dates: ["watched": date("2023-05")])
        #expect(try present([m], id: 1, dateFormat: "yyyy/MM/dd").watched == "May 2023")
    }

    @Test(arguments: ["", "   ", "\n\n\t \n"])
    func blankNotesBodyGivesNil(body: String) throws {
        var m = movie(1, "Film")
        m.notes = OwnerNotes(rating: 0, body: body)
        let item = try present([m], id: 1)
        #expect(item.notes == nil)
        #expect(item.ratingStars == "☆☆☆☆☆")
        #expect(item.ratingText == "0 out of 5")
    }

    /// `MarkdownText` is the owner's source untouched; trimming the leading indentation of the
    /// first line turns an indented code block into a paragraph.
    @Test func notesKeepLeadingIndentation() throws {
        var m = movie(1, "Film")
        m.notes = OwnerNotes(body: "    let frames = 24\n\nPlain text.\n")
        let source = try #require(try present([m], id: 1).notes).source
        #expect(source.contains("Plain text."))
        #expect(source.hasPrefix("    let frames = 24"))
    }

    @Test func withoutNotes() throws {
        let item = try present([movie(1, "Film")], id: 1)
        #expect(item.notes == nil)
        #expect(item.ratingStars == nil)
        #expect(item.ratingText == nil)
        #expect(item.watched == nil)
        #expect(item.tags == [])
        #expect(item.year == nil)
        #expect(item.releaseDate == nil)
    }

    @Test func localPosterIsPreferred() throws {
        var m = Self.metropolis
        m.localPoster = "movies/19.webp"
        let item = try present([m], id: 19, baseURL: "/catalog/")
        #expect(item.posterURL == "/catalog/movies/19-metropolis/poster.webp")
        #expect(item.posterSrcset == nil && item.posterSizes == nil, "a local poster has one size")
        #expect(item.backdropSrcset != nil, "the backdrop is still TMDB's")
    }

    @Test(arguments: ["javascript:alert(1)", "/../x"])
    func hostilePosterPathGivesNoURL(path: String) throws {
        var m = Self.metropolis
        m.posterPath = path
        m.backdropPath = path
        let item = try present([m], id: 19)
        #expect(item.posterURL == nil)
        #expect(item.backdropURL == nil)
        #expect([item.posterSrcset, item.posterSizes, item.backdropSrcset, item.backdropSizes] == [nil, nil, nil, nil])
    }

    @Test func unknownIDDisplaysNothing() {
        let input = MockMovieDetailInput()
        let shown = MovieDetailPresentationModel(context: makeContext([Self.metropolis])).present(id: Movie.ID(4242), to: input)
        #expect(!shown)
        #expect(input.items.isEmpty)
    }

    @Test func chrome() throws {
        let item = try present([Self.metropolis], id: 19, baseURL: "https://example.org/catalog/")
        #expect(item.chrome.documentTitle == "Metropolis · The Silent Shelf")
        #expect(item.chrome.canonicalURL == "https://example.org/catalog/movies/19-metropolis/")
        #expect(item.chrome.navigation.map(\.title) == ["Home", "Movies", "Years", "Tags", "Stats"])
        #expect(item.chrome.navigation.map(\.isCurrent) == [false, true, false, false, false])
        #expect(item.chrome.stylesheetURL == "/catalog/assets/style.css")
        #expect(item.chrome.faviconURL == "/catalog/assets/favicon.svg")
        #expect(item.chrome.language == "en")
    }

    @Test func cyrillicTitleLinksByID() throws {
        let item = try present([movie(643, SilentCatalog.potemkinTitle)], id: 643, baseURL: "https://example.org/")
        #expect(item.chrome.canonicalURL == "https://example.org/movies/643/")
    }
}
