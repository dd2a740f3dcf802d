import Model
import Presentation
import Testing

@Suite struct BookDetailPresentationModelTests {
    static let description = "<p>An <b>award-winning</b> study.<script>alert(1)</script></p><br>&amp; more"

    static let dividedByFaith: Book = {
        var b = book(
            "1gM6KphyINsC", "Divided by Faith", authors: ["Michael O. Emerson", "Christian Smith"],
            categories: ["Religion", "Social Science"], published: "2000-05-04")
        b.subtitle = "Evangelical Religion and the Problem of Race in America"
        b.publisher = "Oxford University Press"
        b.descriptionHTML = description
        b.pageCount = 232
        b.isbn13 = "9780195147070"
        b.isbn10 = "0195147073"
        b.language = "en"
        b.covers = [
            BookCover(size: .medium, url: "https://books.google.com/books/content?id=1gM6KphyINsC&printsec=frontcover&img=1&zoom=3")
        ]
        b.notes = OwnerNotes(
            rating: 4, tags: ["Sociology", "to reread"],
            dates: ["purchased": date("2018-11-05"), "read": date("2019-01")], body: "A *sobering* read.\n")
        return b
    }()

    func present(
        _ books: [Book], id: String, baseURL: String = "/", language: String = "en",
        dateFormat: String = "d MMMM yyyy"
    ) throws -> BookDetailItem {
        let input = MockBookDetailInput()
        let context = makeContext(books: books, baseURL: baseURL, language: language, dateFormat: dateFormat)
        let shown = BookDetailPresentationModel(context: context).present(id: bookID(id), to: input)
        #expect(shown)
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    func withPublished(_ text: String?) -> Book {
        var b = Self.dividedByFaith
        b.publishedDate = text.map(date)
        return b
    }

    @Test func presentsTheBook() throws {
        let item = try present([Self.dividedByFaith], id: "1gM6KphyINsC")
        #expect(item.title == "Divided by Faith")
        #expect(item.subtitle == "Evangelical Religion and the Problem of Race in America")
        #expect(item.publisher == "Oxford University Press")
        #expect(item.published == "4 May 2000")
        #expect(item.year == "2000")
        #expect(item.isbn13 == "9780195147070")
        #expect(item.isbn10 == "0195147073")
        #expect(item.language == "English")
        #expect(item.coverAlt == "Cover of Divided by Faith")
    }

    @Test(arguments: [
        ("2018-11-05", "2018/11/05", "2018"),
        ("2018-11", "November 2018", "2018"),
        ("2018", "2018", "2018"),
        ("800-03-03", "800/03/03", "800"),
        ("-750", "750 BC", "750 BC"),
        ("-750-03", "March 750 BC", "750 BC"),
        ("-750-03-03", "750/03/03 BC", "750 BC"),
    ])
    func publishedAtThePrecisionKnown(published: String, text: String, year: String) throws {
        let item = try present([withPublished(published)], id: "1gM6KphyINsC", dateFormat: "yyyy/MM/dd")
        #expect(item.published == text)
        #expect(item.year == year)
    }

    @Test(arguments: ["2023-11", "2023"], ["yyyy/MM/dd", "d MMMM yyyy", "dd.MM.yyyy"])
    func publishedNeverInventsADay(published: String, pattern: String) throws {
        let text = try #require(try present([withPublished(published)], id: "1gM6KphyINsC", dateFormat: pattern).published)
        #expect(text == (published == "2023" ? "2023" : "November 2023"))
        #expect(!text.contains("01"))
        #expect(!text.hasPrefix("1 "))
    }

    @Test func unknownPublicationDate() throws {
        let item = try present([withPublished(nil)], id: "1gM6KphyINsC")
        #expect(item.published == nil)
        #expect(item.year == nil)
    }

    @Test func authorsAndCategoriesAreLinkedToTheirTermPages() throws {
        let item = try present([Self.dividedByFaith], id: "1gM6KphyINsC", baseURL: "/catalog/")
        #expect(
            item.authors == [
                LinkItem(title: "Michael O. Emerson", url: "/catalog/authors/michael-o-emerson/"),
                LinkItem(title: "Christian Smith", url: "/catalog/authors/christian-smith/"),
            ])
        #expect(
            item.categories == [
                LinkItem(title: "Religion", url: "/catalog/categories/religion/"),
                LinkItem(title: "Social Science", url: "/catalog/categories/social-science/"),
            ])
    }

    /// The link of every author and category leads to a page the taxonomy has.
    @Test func authorAndCategoryLinksMatchTheTermPages() throws {
        let context = makeContext(books: [Self.dividedByFaith])
        let item = try present([Self.dividedByFaith], id: "1gM6KphyINsC")
        let authorURLs = context.taxonomies.terms(.authors).map { context.router.url(.term(.authors, name: $0.name, page: 1)) }
        let categoryURLs = context.taxonomies.terms(.categories).map { context.router.url(.term(.categories, name: $0.name, page: 1)) }
        #expect(Set(item.authors.map(\.url)) == Set(authorURLs))
        #expect(Set(item.categories.map(\.url)) == Set(categoryURLs))
    }

    @Test(arguments: [
        ("fr", "en", "French"),
        ("en", "en", "English"),
        ("de", "en", "German"),
        ("fr", "de", "Französisch"),
    ])
    func languageIsNamedInTheSiteLanguage(code: String, siteLanguage: String, name: String) throws {
        var b = Self.dividedByFaith
        b.language = code
        #expect(try present([b], id: "1gM6KphyINsC", language: siteLanguage).language == name)
    }

    @Test func noLanguageGivesNil() throws {
        var b = Self.dividedByFaith
        b.language = nil
        #expect(try present([b], id: "1gM6KphyINsC").language == nil)
    }

    @Test(arguments: [(232, "232 pages"), (1, "1 page"), (2, "2 pages")])
    func pageCountText(pages: Int, text: String) throws {
        var b = Self.dividedByFaith
        b.pageCount = pages
        #expect(try present([b], id: "1gM6KphyINsC").pageCount == text)
    }

    @Test func unknownPageCountGivesNil() throws {
        #expect(try present([book("x1", "X")], id: "x1").pageCount == nil)
    }

    @Test func descriptionIsPassedOnUntouchedAsUntrustedHTML() throws {
        let item = try present([Self.dividedByFaith], id: "1gM6KphyINsC")
        #expect(item.description == UntrustedHTML(Self.description))
        #expect(item.description?.source == Self.description)
    }

    @Test func notesRatingDatesAndTags() throws {
        let item = try present([Self.dividedByFaith], id: "1gM6KphyINsC", baseURL: "/catalog/", dateFormat: "yyyy/MM/dd")
        #expect(item.notes == MarkdownText("A *sobering* read.\n"))
        #expect(item.ratingStars == "★★★★☆")
        #expect(item.ratingText == "4 out of 5")
        #expect(item.purchased == "2018/11/05")
        #expect(item.read == "January 2019")
        #expect(
            item.tags == [
                LinkItem(title: "Sociology", url: "/catalog/tags/sociology/"),
                LinkItem(title: "to reread", url: "/catalog/tags/to-reread/"),
            ])
    }

    @Test func withoutNotes() throws {
        let item = try present([book("x1", "X")], id: "x1")
        #expect(item.notes == nil)
        #expect(item.ratingStars == nil)
        #expect(item.ratingText == nil)
        #expect(item.purchased == nil)
        #expect(item.read == nil)
        #expect(item.tags == [])
        #expect(item.authors == [])
        #expect(item.categories == [])
        #expect(item.description == nil)
        #expect(item.coverURL == nil)
        #expect(item.subtitle == nil)
    }

    @Test func remoteCoverIsUsedAsGiven() throws {
        let item = try present([Self.dividedByFaith], id: "1gM6KphyINsC")
        #expect(item.coverURL == Self.dividedByFaith.coverURL)
        #expect(item.coverSrcset == nil && item.coverSizes == nil, "Google listed one size only")
    }

    @Test func aCoverInSeveralSizesComesWithASrcset() throws {
        var b = Self.dividedByFaith
        b.covers.append(BookCover(size: .thumbnail, url: "https://books.google.com/books/content?id=1gM6KphyINsC&img=1&zoom=1"))
        let item = try present([b], id: "1gM6KphyINsC")
        #expect(item.coverURL == Self.dividedByFaith.coverURL, "the largest")
        #expect(
            item.coverSrcset
                == "https://books.google.com/books/content?id=1gM6KphyINsC&img=1&zoom=1 128w, "
                + "https://books.google.com/books/content?id=1gM6KphyINsC&printsec=frontcover&img=1&zoom=3 575w")
        #expect(item.coverSizes == ImageSlot.detail.sizes)
    }

    @Test func localCoverIsPreferred() throws {
        var b = Self.dividedByFaith
        b.localCover = "books/1gM6KphyINsC.webp"
        let item = try present([b], id: "1gM6KphyINsC", baseURL: "/catalog/")
        #expect(item.coverURL == "/catalog/books/1gM6KphyINsC-divided-by-faith/cover.webp")
    }

    @Test func localCoverOfATitleWithoutASCIILettersSitsBesideThePage() throws {
        var b = book("wB2vAAAAMAAJ", "Война и мир")
        b.localCover = "books/wB2vAAAAMAAJ.svg"
        let item = try present([b], id: "wB2vAAAAMAAJ", baseURL: "https://example.org/")
        #expect(item.coverURL == "/books/wB2vAAAAMAAJ/cover.svg")
        #expect(item.chrome.canonicalURL == "https://example.org/books/wB2vAAAAMAAJ/")
    }

    @Test func unknownIDDisplaysNothing() {
        let input = MockBookDetailInput()
        let shown = BookDetailPresentationModel(context: makeContext(books: [Self.dividedByFaith])).present(id: bookID("nope"), to: input)
        #expect(!shown)
        #expect(input.items.isEmpty)
    }

    @Test func chrome() throws {
        let item = try present([Self.dividedByFaith], id: "1gM6KphyINsC", baseURL: "https://example.org/catalog/")
        #expect(item.chrome.documentTitle == "Divided by Faith · The Silent Shelf")
        #expect(item.chrome.canonicalURL == "https://example.org/catalog/books/1gM6KphyINsC-divided-by-faith/")
        #expect(item.chrome.navigation.map(\.title) == ["Home", "Books", "Years", "Tags", "Stats"])
        #expect(item.chrome.navigation.map(\.isCurrent) == [false, true, false, false, false])
    }
}
