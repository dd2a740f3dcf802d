import Model
import Testing

@testable import Presentation

/// Every page kind with `language = "ja"`: the PresentationModels take every label, count, date and
/// sentence from the Japanese table; the catalog's own data stays as it is.
@Suite struct JapanesePresentationTests {
    static let context = makeContext(
        MixedCatalog.movies, books: MixedCatalog.books, comics: MixedCatalog.comics, pages: MixedCatalog.pages,
        baseURL: "https://example.org/", language: "ja", dateFormat: nil, pageSize: 1)

    @Test func theChromeNamesTheSectionsInJapanese() {
        let chrome = Self.context.chrome(title: "Metropolis", route: .movie(Movie.ID(19), title: "Metropolis"))
        #expect(chrome.language == "ja")
        #expect(chrome.navigation.map(\.title) == ["ホーム", "映画", "書籍", "コミック", "年", "タグ", "統計", "Contact", "About", "FAQ"])
        #expect(chrome.labels[.movieCast] == "キャスト")
        #expect(chrome.feeds.map(\.title) == ["The Silent Shelf", "映画 · The Silent Shelf"])
        #expect((chrome.preview.structuredData ?? "").contains("\"name\":\"ホーム\""), "breadcrumbs name the sections too")
    }

    @Test func aListCountsWithoutPluralsAndNumbersItsPages() throws {
        let input = MockCardListInput()
        MovieListPresentationModel(context: Self.context).present(page: 2, to: input)
        let item = try #require(input.items.first)
        #expect(item.heading == "映画")
        #expect(item.countText == "映画 2 本")
        #expect(item.chrome.documentTitle == "映画（2 ページ目） · The Silent Shelf")
        #expect(try #require(item.pagination).summary == "2 / 2 ページ")
        #expect(item.chrome.preview.description.fallback == "The Silent Shelfの映画（2 ページ目）：映画 2 本。")
        #expect(item.related.map(\.title) == ["ジャンル"])
    }

    @Test func aMoviePageInJapanese() throws {
        var metropolis = movie(19, "Metropolis", released: "1927-01-10", watched: "2024-10-31")
        metropolis.runtime = 153
        metropolis.directors = ["Fritz Lang"]
        metropolis.cast = [Movie.CastMember(name: "Brigitte Helm", character: "Maria")]
        metropolis.posterPath = "/p.jpg"
        metropolis.notes?.rating = 4
        let input = MockMovieDetailInput()
        let context = makeContext([metropolis], language: "ja", dateFormat: nil)
        MovieDetailPresentationModel(context: context).present(id: metropolis.id, to: input)
        let item = try #require(input.items.first)
        #expect(item.releaseDate == "1927/01/10")
        #expect(item.watched == "2024/10/31")
        #expect(item.runtime == "2時間33分")
        #expect(item.cast.first?.role == "Maria 役")
        #expect(item.posterAlt == "「Metropolis」のポスター")
        #expect(item.ratingText == "5 段階中 4")
        #expect(MovieFormatter(context: context).summary(metropolis) == "Metropolis（1927年、Fritz Lang監督の映画）。")
        #expect(MovieFormatter.credit(of: "Brigitte Helm", in: metropolis, cast: metropolis.cast, strings: .japanese) == "Maria 役")
    }

    @Test func aBookPageInJapanese() throws {
        let input = MockBookDetailInput()
        BookDetailPresentationModel(context: Self.context).present(id: try #require(Book.ID("1gM6KphyINsC")), to: input)
        let item = try #require(input.items.first)
        #expect(item.published == "2008/05")
        #expect(item.coverAlt == "「Divided by Faith」の表紙")
        #expect(item.chrome.preview.description.fallback == "Divided by Faith（2008年、Michael O. Emerson、Christian Smith著）。")
        let card = EntryFormatter(context: Self.context).card(.book(MixedCatalog.books[1]))
        #expect(card.kind == "書籍")
        #expect(card.byline == "Michael O. Emerson、Christian Smith")
    }

    @Test func theComicArchiveAndATermIndexInJapanese() throws {
        let archive = MockComicArchiveInput()
        ComicArchivePresentationModel(context: Self.context).present(to: archive)
        let item = try #require(archive.items.first)
        #expect(item.countText == "コミック 2 話")
        #expect(item.chrome.documentTitle == "コミック · The Silent Shelf")
        #expect(item.years.first?.comics.first?.number == "第1000話")
        let index = MockTermIndexInput()
        TermIndexPresentationModel(context: Self.context).present(.authors, to: index)
        let terms = try #require(index.items.first)
        #expect(terms.heading == "著者")
        #expect(terms.terms.first.map { "\($0.name) \($0.countText)" } == "Christian Smith 書籍 1 冊")
        #expect(terms.chrome.preview.description.fallback == "The Silent Shelfの著者：著者 3 人。")
    }

    @Test func theSearchPageHandsItsScriptJapanesePhrases() throws {
        let input = MockSearchInput()
        let model = SearchPresentationModel(context: Self.context)
        var reads = UnrecordedReads()
        model.present(model.shown(at: Self.context.router.address(.search), indexFile: "search-0.json", reads: &reads), to: input)
        let item = try #require(input.items.first)
        #expect(item.chrome.documentTitle == "検索 · The Silent Shelf")
        #expect(item.resultCount == .init(one: "{count} 件", other: "{count} 件"))
        #expect(item.browseStatus.other.contains("{count} 件"))
        #expect(item.browse.first?.title == "ジャンル")
        let facets = model.entries().first { $0.key == "movie/19" }?.facets
        #expect(facets?["kind"] == ["映画"])
        #expect(facets?["decade"] == ["1920年代"])
    }

    @Test func theNotFoundPageAndTheRedirectInJapanese() throws {
        let notFound = MockNotFoundInput()
        NotFoundPresentationModel(context: Self.context).present(to: notFound)
        #expect(try #require(notFound.items.first).chrome.documentTitle == "ページが見つかりません · The Silent Shelf")
        let redirect = MockRedirectInput()
        LatestComicPresentationModel(context: Self.context).present(to: redirect)
        #expect(try #require(redirect.items.first).chrome.documentTitle == "最新話 · The Silent Shelf")
    }
}
