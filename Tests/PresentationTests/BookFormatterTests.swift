import Model
import Presentation
import Testing

@Suite struct BookFormatterTests {
    static let formatter = BookFormatter(context: makeContext(baseURL: "/catalog/"))

    @Test(
        arguments: [
            ([String](), nil),
            (["Mary Shelley"], "Mary Shelley"),
            (["Michael O. Emerson", "Christian Smith"], "Michael O. Emerson and Christian Smith"),
            (["A", "B", "C"], "A, B and C"),
        ] as [([String], String?)])
    func names(names: [String], text: String?) {
        #expect(UIStrings.english.list(names) == text)
    }

    @Test func urlAndAlt() {
        let frankenstein = book("frank1818", "Frankenstein")
        #expect(Self.formatter.url(frankenstein) == "/catalog/books/frank1818-frankenstein/")
        #expect(Self.formatter.coverAlt(frankenstein) == "Cover of Frankenstein")
    }

    @Test func localCoverWinsOverRemote() {
        var b = book("frank1818", "Frankenstein")
        #expect(Self.formatter.coverURL(b) == nil)
        b.covers = [BookCover(size: .thumbnail, url: "https://books.google.com/cover.jpg")]
        #expect(Self.formatter.coverURL(b) == "https://books.google.com/cover.jpg")
        b.localCover = "books/frank1818.png"
        #expect(Self.formatter.coverURL(b) == "/catalog/books/frank1818-frankenstein/cover.png")
    }

    static let covers = BookCover.Size.allCases.map { size in
        BookCover(size: size, url: "https://books.google.com/books/content?id=frank1818&img=1&zoom=\(size.rawValue)")
    }

    /// Every size Google lists from `thumbnail` up, at its documented width, the largest as the `src`.
    @Test func remoteCoverOffersGooglesSizes() throws {
        var b = book("frank1818", "Frankenstein")
        b.covers = [Self.covers[0], Self.covers[1], Self.covers[3]]
        let cover = try #require(Self.formatter.cover(b, in: .detail))
        let link = "https://books.google.com/books/content?id=frank1818&img=1&zoom="
        #expect(cover.url == link + "medium")
        #expect(cover.srcset == "\(link)thumbnail 128w, \(link)medium 575w", "no smallThumbnail: nothing is shown 80px wide")
        #expect(cover.sizes == ImageSlot.detail.sizes)
        b.covers = Self.covers
        #expect(
            Self.formatter.cover(b, in: .card)?.srcset?.split(separator: ",").map { $0.split(separator: " ")[1] } == [
                "128w", "300w", "575w", "800w", "1280w",
            ])
        #expect(Self.formatter.card(b).posterSizes == ImageSlot.card.sizes)
    }

    @Test func aCoverOfOneSizeOrALocalCoverHasNoSrcset() {
        var b = book("frank1818", "Frankenstein")
        b.covers = [Self.covers[0], Self.covers[1]]
        #expect(Self.formatter.cover(b, in: .card) == ImageSource(url: Self.covers[1].url))
        b.covers = Self.covers
        b.localCover = "books/frank1818.png"
        #expect(Self.formatter.cover(b, in: .card) == ImageSource(url: "/catalog/books/frank1818-frankenstein/cover.png"))
    }

    /// A `srcset` is split at commas and spaces: a link holding one is offered as the `src` alone.
    @Test func aLinkASrcsetCannotHoldLeavesItOut() {
        var b = book("frank1818", "Frankenstein")
        b.covers = [Self.covers[1], BookCover(size: .large, url: "https://books.google.com/c?id=a,b")]
        #expect(Self.formatter.cover(b, in: .card) == ImageSource(url: "https://books.google.com/c?id=a,b"))
    }

    @Test func card() {
        let b = book("frank1818", "Frankenstein", authors: ["Mary Shelley"], published: "1818-01-01")
        #expect(
            Self.formatter.card(b)
                == CardItem(
                    title: "Frankenstein", url: "/catalog/books/frank1818-frankenstein/", year: "1818", posterURL: nil,
                    posterAlt: "Cover of Frankenstein", kind: nil, byline: "Mary Shelley"
                ))
        #expect(Self.formatter.card(b, kind: "Book").kind == "Book")
    }

    @Test(arguments: [("-750", "750 BC"), ("-0750-03-03", "750 BC"), ("800", "800"), ("0045-01", "45")])
    func cardYearsOfOldAndAncientWorks(published: String, year: String) {
        #expect(Self.formatter.card(book("iliad", "The Iliad", published: published)).year == year)
    }
}

@Suite struct ComicFormatterTests {
    static let formatter = ComicFormatter(context: makeContext(baseURL: "/catalog/"))

    @Test func urlAndNumber() {
        #expect(Self.formatter.url(Comic.ID(403)) == "/catalog/comics/403/")
        #expect(Self.formatter.number(comic(403)) == "#403")
    }

    @Test func localImageWinsOverRemote() {
        var c = comic(403)
        #expect(Self.formatter.imageURL(c) == nil)
        c.imageURL = "https://imgs.xkcd.com/comics/x.png"
        #expect(Self.formatter.imageURL(c) == "https://imgs.xkcd.com/comics/x.png")
        c.localImage = "comics/403.svg"
        #expect(Self.formatter.imageURL(c) == "/catalog/comics/403/image.svg")
    }

    @Test func cardUsesTheHoverTextAsAltAndTheNumberAsByline() {
        #expect(
            Self.formatter.card(comic(403, "Pickup", date: "2008-04-23", alt: "Hover"))
                == CardItem(
                    title: "Pickup", url: "/catalog/comics/403/", year: "2008", posterURL: nil, posterAlt: "Hover", kind: nil,
                    byline: "#403"
                ))
        #expect(Self.formatter.card(comic(1, "No Hover")).posterAlt == "No Hover")
    }
}
