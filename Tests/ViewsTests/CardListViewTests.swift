import Presentation
import Testing

@testable import Views

@Suite struct CardListViewTests {
    @Test func rendersHeadingCountAndCards() throws {
        let html = try render(cardList: Fixtures.cardList())
        expectWellFormedPage(html)
        #expect(html.contains("<title>Movies, page 2 · The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">Movies</h1>"))
        #expect(html.contains("<p class=\"page-subtitle\">3 movies</p>"))
        #expect(count(of: "<li class=\"card\">", in: html) == 3)
        #expect(html.contains("<a href=\"/movies/\" aria-current=\"page\">Movies</a>"), "the section's nav link is current")
    }

    @Test func relatedLinksUnderTheHeading() throws {
        let html = try render(cardList: Fixtures.cardList())
        #expect(
            html.contains(
                "</header>\n  <nav class=\"related\" aria-label=\"Related pages\">\n    <ul>\n"
                    + "      <li><a href=\"/genres/\">Genres</a></li><li><a href=\"/years/\">Years</a></li>"))
    }

    @Test func noRelatedLinksNoRow() throws {
        var item = Fixtures.cardList()
        item.related = []
        let html = try render(cardList: item)
        expectWellFormedPage(html)
        #expect(!html.contains("class=\"related\""))
    }

    @Test func mixedCardsShowKindAndByline() throws {
        let html = try render(cardList: Fixtures.cardList(cards: [Fixtures.leGuinCard, Fixtures.nosferatuCard]))
        #expect(
            html.contains(
                "<span class=\"card-kind\">Book</span>\n    <span class=\"card-title\">The Left Hand of Darkness</span>\n    <span class=\"card-byline\">Ursula K. Le Guin</span>"
            ))
        #expect(count(of: "card-kind", in: html) == 1, "a card without a kind has no label")
        #expect(count(of: "card-byline", in: html) == 1)
    }

    @Test func paginationMarksTheCurrentPage() throws {
        let html = try render(cardList: Fixtures.cardList(page: 2, pageCount: 3))
        #expect(html.contains("<nav class=\"pagination\" aria-label=\"Pagination\">"))
        #expect(html.contains("<a href=\"/movies/page/2/\" aria-current=\"page\">2</a>"))
        #expect(html.contains("<a href=\"/movies/\">1</a>"))
        #expect(html.contains("<a href=\"/movies/page/3/\">3</a>"))
        #expect(html.contains("<a href=\"/movies/\" rel=\"prev\">← Previous</a>"))
        #expect(html.contains("<a href=\"/movies/page/3/\" rel=\"next\">Next →</a>"))
        #expect(html.contains("Page 2 of 3"))
    }

    @Test func aGapInThePaginationIsTextNotALink() throws {
        var item = Fixtures.cardList(page: 2, pageCount: 3)
        item.pagination?.pages = [
            LinkItem(title: "1", url: "/movies/"), nil, LinkItem(title: "40", url: "/movies/page/40/", isCurrent: true),
        ]
        let html = try render(cardList: item)
        expectWellFormedPage(html)
        #expect(html.contains("<li><span class=\"pagination-gap\">…</span></li>"))
        #expect(html.contains("<li><a href=\"/movies/page/40/\" aria-current=\"page\">40</a></li>"))
        #expect(!html.contains("<a>") && !html.contains("href=\"\""), "no link for the gap")
    }

    @Test func firstPageHasNoPreviousLink() throws {
        let html = try render(cardList: Fixtures.cardList(page: 1, pageCount: 3))
        #expect(!html.contains("rel=\"prev\""))
        #expect(html.contains("rel=\"next\""))
        #expect(html.contains("<a href=\"/movies/\" aria-current=\"page\">1</a>"))
    }

    @Test func lastPageHasNoNextLink() throws {
        let html = try render(cardList: Fixtures.cardList(page: 3, pageCount: 3))
        #expect(html.contains("rel=\"prev\""))
        #expect(!html.contains("rel=\"next\""))
    }

    @Test func singlePageHasNoPagination() throws {
        let html = try render(cardList: Fixtures.cardList(page: 1, pageCount: 1))
        expectWellFormedPage(html)
        #expect(!html.contains("Pagination"))
        #expect(!html.contains("pagination"))
    }

    @Test func emptyListSaysSo() throws {
        let html = try render(cardList: Fixtures.cardList(page: 1, pageCount: 1, cards: []))
        expectWellFormedPage(html)
        #expect(!html.contains("card-grid"))
        #expect(html.contains("Nothing here yet."))
    }

    @Test func escapesHeadingAndCardTitles() throws {
        var item = Fixtures.cardList()
        item.heading = "<script>x</script>"
        item.cards[0].title = "Tom & Jerry <b>"
        item.cards[0].posterAlt = "Poster of \"Tom\""
        let html = try render(cardList: item)
        #expect(!html.contains("<script>"))
        #expect(html.contains("<h1 class=\"page-title\">&lt;script&gt;x&lt;/script&gt;</h1>"))
        #expect(html.contains("<span class=\"card-title\">Tom &amp; Jerry &lt;b&gt;</span>"))
        #expect(html.contains("alt=\"Poster of &quot;Tom&quot;\""))
    }

    @Test func unsafeCardURLIsDropped() throws {
        var item = Fixtures.cardList()
        item.cards[0].url = "javascript:alert(1)"
        item.cards[0].posterURL = "javascript:alert(2)"
        let html = try render(cardList: item)
        #expect(!html.contains("javascript"))
    }
}
