import Model
import Presentation
import Testing

@Suite struct MovieFormatterTests {
    @Test(arguments: [(112, "1h 52m"), (45, "45m"), (120, "2h"), (60, "1h"), (1, "1m"), (61, "1h 1m"), (153, "2h 33m")])
    func runtime(minutes: Int, text: String) {
        #expect(MovieFormatter.runtime(minutes) == text)
    }

    @Test(arguments: [(0, "☆☆☆☆☆"), (1, "★☆☆☆☆"), (3, "★★★☆☆"), (4, "★★★★☆"), (5, "★★★★★"), (9, "★★★★★"), (-2, "☆☆☆☆☆")])
    func stars(rating: Int, text: String) {
        #expect(MovieFormatter.stars(rating) == text)
    }

    static let formatter = MovieFormatter(context: makeContext(baseURL: "/catalog/"))

    @Test func urlYearAndAlt() {
        let metropolis = movie(19, "Metropolis", released: "1927-01-10")
        #expect(Self.formatter.url(metropolis) == "/catalog/movies/19-metropolis/")
        #expect(Self.formatter.year(metropolis) == "1927")
        #expect(Self.formatter.year(movie(1, "Lost")) == nil)
        #expect(Self.formatter.posterAlt(metropolis) == "Poster of Metropolis")
    }

    @Test func localPosterWinsOverRemote() {
        var metropolis = movie(19, "Metropolis")
        metropolis.posterPath = "/abc.jpg"
        metropolis.localPoster = "movies/19.svg"
        #expect(Self.formatter.posterURL(metropolis) == "/catalog/movies/19-metropolis/poster.svg")
    }

    @Test func remotePosterAndBackdropComeFromTMDB() {
        var metropolis = movie(19, "Metropolis")
        metropolis.posterPath = "/abc.jpg"
        metropolis.backdropPath = "/back_drop-1.png"
        #expect(Self.formatter.posterURL(metropolis) == "https://image.tmdb.org/t/p/w342/abc.jpg")
        #expect(Self.formatter.backdropURL(metropolis) == "https://image.tmdb.org/t/p/w1280/back_drop-1.png")
    }

    /// TMDB's widths for each slot, `w342` as the `src`; a card is never narrower than 150px, so `w92` and
    /// `w154` are left out.
    @Test func remotePosterOffersTMDBWidthsForItsSlot() throws {
        var metropolis = movie(19, "Metropolis")
        metropolis.posterPath = "/abc.jpg"
        for slot in [ImageSlot.card, .detail] {
            let poster = try #require(Self.formatter.poster(metropolis, in: slot))
            #expect(poster.url == "https://image.tmdb.org/t/p/w342/abc.jpg")
            #expect(
                poster.srcset
                    == "https://image.tmdb.org/t/p/w185/abc.jpg 185w, https://image.tmdb.org/t/p/w342/abc.jpg 342w, "
                    + "https://image.tmdb.org/t/p/w500/abc.jpg 500w, https://image.tmdb.org/t/p/w780/abc.jpg 780w")
            #expect(poster.sizes == slot.sizes)
        }
        #expect(ImageSlot.detail.sizes == "15.625rem")
        #expect(ImageSlot.card.sizes.hasSuffix(", 165px"))
    }

    @Test func backdropOffersItsThreeWidths() throws {
        var metropolis = movie(19, "Metropolis")
        metropolis.backdropPath = "/wide.jpg"
        let backdrop = try #require(Self.formatter.backdrop(metropolis))
        #expect(backdrop.url == "https://image.tmdb.org/t/p/w1280/wide.jpg")
        #expect(
            backdrop.srcset
                == "https://image.tmdb.org/t/p/w300/wide.jpg 300w, https://image.tmdb.org/t/p/w780/wide.jpg 780w, "
                + "https://image.tmdb.org/t/p/w1280/wide.jpg 1280w")
        #expect(backdrop.sizes == ImageSlot.backdrop.sizes)
    }

    @Test func localPosterHasOneSize() {
        var metropolis = movie(19, "Metropolis")
        metropolis.posterPath = "/abc.jpg"
        metropolis.localPoster = "movies/19.svg"
        #expect(Self.formatter.poster(metropolis, in: .card) == ImageSource(url: "/catalog/movies/19-metropolis/poster.svg"))
        let card = Self.formatter.card(metropolis)
        #expect(card.posterSrcset == nil && card.posterSizes == nil)
    }

    @Test func noPosterGivesNil() {
        #expect(Self.formatter.posterURL(movie(19, "Metropolis")) == nil)
        #expect(Self.formatter.backdropURL(movie(19, "Metropolis")) == nil)
    }

    @Test(arguments: [
        "javascript:alert(1)", "/../x", "/a/../../x.jpg", "https://evil.example/x.jpg", "//evil.example/x.jpg",
        "abc.jpg", "/a b.jpg", "/x.jpg?y=1", "/x\".jpg", "/ä.jpg", "", "/x..jpg", "/a\u{301}.jpg", "/x\r\n.jpg", "/x/y.jpg",
    ])
    func hostileImagePathGivesNoURL(path: String) {
        var hostile = movie(19, "Metropolis")
        hostile.posterPath = path
        hostile.backdropPath = path
        #expect(Self.formatter.posterURL(hostile) == nil)
        #expect(Self.formatter.backdropURL(hostile) == nil)
        #expect(Self.formatter.poster(hostile, in: .card) == nil && Self.formatter.backdrop(hostile) == nil)
    }

    @Test func card() {
        var metropolis = movie(19, "Metropolis", released: "1927-01")
        metropolis.posterPath = "/abc.jpg"
        #expect(
            Self.formatter.card(metropolis)
                == CardItem(
                    title: "Metropolis", url: "/catalog/movies/19-metropolis/", year: "1927",
                    posterURL: "https://image.tmdb.org/t/p/w342/abc.jpg", posterAlt: "Poster of Metropolis",
                    posterSrcset: Self.formatter.poster(metropolis, in: .card)?.srcset, posterSizes: ImageSlot.card.sizes
                ))
        #expect(Self.formatter.card(metropolis).posterSrcset?.contains("/w780/abc.jpg 780w") == true)
    }
}
