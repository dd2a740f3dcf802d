import Model
import Presentation
import Testing

@Suite struct BookListPresentationModelTests {
    static let books = [
        book(
            "frank1818", "Frankenstein", authors: ["Mary Shelley"], categories: ["Fiction"], published: "1818",
            purchased: "2021-03-04"),
        book(
            "divided00", "Divided by Faith", authors: ["Michael O. Emerson", "Christian Smith"], published: "2000-05",
            purchased: "2023-11"),
        book("dracula97", "Dracula", authors: ["Bram Stoker"], published: "1897"),
        book("carmilla", "Carmilla", published: "1872"),
        book("same2", "Same Day", purchased: "2021-03-04"),
        book("same1", "Same Day", purchased: "2021-03-04"),
    ]

    /// Newest purchase first; equal dates by title, then id; unpurchased after, by title.
    static let order = ["Divided by Faith", "Frankenstein", "Same Day", "Same Day", "Carmilla", "Dracula"]

    func present(_ books: [Book], page: Int = 1, baseURL: String = "/", pageSize: Int = 24) throws -> CardListItem {
        let input = MockCardListInput()
        BookListPresentationModel(context: makeContext(books: books, baseURL: baseURL, pageSize: pageSize)).present(page: page, to: input)
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    @Test func newestPurchaseFirstThenTitleUnpurchasedAfter() throws {
        let item = try present(Self.books)
        #expect(item.cards.map(\.title) == Self.order)
        #expect(item.cards[2].url == "/books/same1-same-day/")
        #expect(item.cards[3].url == "/books/same2-same-day/")
        #expect(item.heading == "Books")
        #expect(item.countText == "6 books")
        #expect(item.pagination == nil)
        #expect(item.chrome.documentTitle == "Books · The Silent Shelf")
    }

    @Test func cardsShowAuthorsAndNoKind() throws {
        let cards = try present(Self.books, baseURL: "/catalog/").cards
        #expect(
            cards.first
                == CardItem(
                    title: "Divided by Faith", url: "/catalog/books/divided00-divided-by-faith/", year: "2000", posterURL: nil,
                    posterAlt: "Cover of Divided by Faith", kind: nil, byline: "Michael O. Emerson and Christian Smith"
                ))
        #expect(cards.map(\.byline) == ["Michael O. Emerson and Christian Smith", "Mary Shelley", nil, nil, nil, "Bram Stoker"])
        #expect(cards.allSatisfy { $0.kind == nil })
    }

    @Test(arguments: [
        (1, ["Divided by Faith", "Frankenstein"]),
        (2, ["Same Day", "Same Day"]),
        (3, ["Carmilla", "Dracula"]),
    ])
    func pagesAreSlicesOfTheSortedList(page: Int, titles: [String]) throws {
        let item = try present(Self.books, page: page, pageSize: 2)
        #expect(item.cards.map(\.title) == titles)
        #expect(item.countText == "6 books")
    }

    @Test func secondPageIsPaginatedAndTitled() throws {
        let model = BookListPresentationModel(context: makeContext(books: Self.books, pageSize: 4))
        #expect(model.pageCount == 2)
        let item = try present(Self.books, page: 2, baseURL: "https://example.org/catalog/", pageSize: 4)
        #expect(item.cards.map(\.title) == ["Carmilla", "Dracula"])
        let pagination = try #require(item.pagination)
        #expect(pagination.previousURL == "/catalog/books/")
        #expect(pagination.nextURL == nil)
        #expect(
            pagination.pages == [
                LinkItem(title: "1", url: "/catalog/books/"),
                LinkItem(title: "2", url: "/catalog/books/page/2/", isCurrent: true),
            ])
        #expect(item.chrome.documentTitle == "Books, page 2 · The Silent Shelf")
        #expect(item.chrome.canonicalURL == "https://example.org/catalog/books/page/2/")
    }

    @Test func relatedLinksAuthorsAndCategoriesWhenThereAreAny() throws {
        #expect(
            try present(Self.books, baseURL: "/catalog/").related == [
                LinkItem(title: "Authors", url: "/catalog/authors/"),
                LinkItem(title: "Categories", url: "/catalog/categories/"),
            ])
        #expect(try present([book("a", "A", authors: ["Someone"])]).related == [LinkItem(title: "Authors", url: "/authors/")])
        #expect(try present([book("a", "A", categories: ["Fiction"])]).related == [LinkItem(title: "Categories", url: "/categories/")])
        #expect(try present([book("a", "A")]).related.isEmpty)
    }

    @Test func chromeMarksBooksCurrent() throws {
        let chrome = try present(Self.books).chrome
        #expect(chrome.navigation.map(\.title) == ["Home", "Books", "Years", "Stats"])
        #expect(chrome.navigation.map(\.isCurrent) == [false, true, false, false])
    }

    @Test(arguments: [(0, "0 books"), (1, "1 book"), (2, "2 books")])
    func countTextIsPluralised(count: Int, text: String) throws {
        let books = (0..<count).map { book("id\($0)", "Book \($0)") }
        #expect(try present(books).countText == text)
    }

    @Test func emptyCatalogHasOneEmptyPage() throws {
        #expect(BookListPresentationModel(context: makeContext()).pageCount == 1)
        let item = try present([])
        #expect(item.cards.isEmpty)
        #expect(item.pagination == nil)
        #expect(item.related.isEmpty)
    }
}
