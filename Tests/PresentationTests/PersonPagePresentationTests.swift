import Model
import Presentation
import Testing

/// A person's page lists their movies as cards saying what they did in each, with the characters read
/// from the repository's casts when the page is presented.
@Suite struct PersonPagePresentationTests {
    /// A repository that keeps casts aside, as the build's does for movies restored from the item cache.
    struct CastsAsideRepository: MovieRepository {
        let movies: [Movie]
        let casts: [Movie.ID: [Movie.CastMember]]

        init(_ movies: [Movie]) {
            self.movies = movies.map { movie in
                Movie(
                    id: movie.id, title: movie.title, releaseDate: movie.releaseDate, posterPath: movie.posterPath,
                    directors: movie.directors, cast: [], topBilledNames: movie.topBilledNames)
            }
            casts = Dictionary(uniqueKeysWithValues: movies.map { ($0.id, $0.cast) })
        }

        func movie(_ id: Movie.ID) -> Movie? { movies.first { $0.id == id } }
        func cast(of movie: Movie) -> [Movie.CastMember] { casts[movie.id] ?? [] }
    }

    static let movies = [PeopleTaxonomyTests.metropolis, PeopleTaxonomyTests.m, PeopleTaxonomyTests.selfPortrait]

    func present(_ name: String, page: Int = 1, pageSize: Int = 24) throws -> CardListItem {
        var config = SiteConfig()
        config.title = "The Silent Shelf"
        config.pageSize = pageSize
        let context = PresentationContext(config: config, movies: CastsAsideRepository(Self.movies))
        let term = try #require(context.taxonomies.term(.people, named: name))
        let input = MockCardListInput()
        TermPresentationModel(context: context).present(term: term, page: page, to: input)
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    @Test func aDirectorsPageListsTheirMoviesNewestFirst() throws {
        let item = try present("Fritz Lang")
        #expect(item.heading == "Fritz Lang")
        #expect(item.countText == "2 movies")
        #expect(item.cards.map(\.title) == ["M", "Metropolis"])
        #expect(item.cards.map(\.url) == ["/movies/832-m/", "/movies/19-metropolis/"])
        #expect(item.cards.map(\.byline) == ["Director", "Director"])
        #expect(item.cards.allSatisfy { $0.kind == nil }, "a person's page has one kind")
        #expect(item.related == [LinkItem(title: "All people", url: "/people/")])
        #expect(item.chrome.documentTitle == "Fritz Lang · The Silent Shelf")
        #expect(item.chrome.navigation.filter(\.isCurrent).map(\.title) == ["Movies"], "people belong to the movies")
    }

    @Test func anActorsCardsNameTheCharacterFromTheCastKeptAside() throws {
        #expect(try present("Brigitte Helm").cards.map(\.byline) == ["as Maria"])
        #expect(try present("Alfred Abel").cards.map(\.byline) == ["as Fredersen"])
    }

    @Test func everyPartOfAPersonInOneMovieIsOnOneCard() throws {
        let item = try present("Peter Lorre")
        #expect(item.cards.map(\.title) == ["M", "Self Portrait"])
        #expect(item.cards.map(\.byline) == ["as Hans Beckert", "Director; as Himself, His Double"])
    }

    @Test func personPagesArePaginated() throws {
        let item = try present("Peter Lorre", page: 2, pageSize: 1)
        #expect(item.cards.map(\.title) == ["Self Portrait"])
        #expect(item.chrome.documentTitle == "Peter Lorre, page 2 · The Silent Shelf")
        #expect(try #require(item.pagination).previousURL == "/people/peter-lorre/")
    }

    @Test func creditsNameWhatAPersonDid() {
        let movie = Movie(
            id: Movie.ID(1), title: "A", directors: ["Ida Lupino"],
            cast: [.init(name: "Ida Lupino", character: nil), .init(name: "Edmond O'Brien", character: "Roy")])
        #expect(MovieFormatter.credit(of: "Ida Lupino", in: movie, cast: movie.cast) == "Director; Cast")
        #expect(MovieFormatter.credit(of: "Edmond O'Brien", in: movie, cast: movie.cast) == "as Roy")
        #expect(MovieFormatter.credit(of: "Someone Else", in: movie, cast: movie.cast) == nil)
        #expect(MovieFormatter.credit(of: "Edmond O'Brien", in: movie, cast: []) == "Cast", "a cast shorter than its names")
    }

    @Test func aDirectorsCreditReadsNoCast() {
        let movie = Movie(id: Movie.ID(1), title: "A", directors: ["Ida Lupino"])
        var read = false
        func cast() -> [Movie.CastMember] {
            read = true
            return []
        }
        let credit = MovieFormatter.credit(of: "Ida Lupino", in: movie, cast: cast())
        #expect(credit == "Director")
        #expect(!read, "a restored movie's cast is read from the cache only for the cast")
    }
}
