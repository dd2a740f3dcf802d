import Foundation
import Presentation
import Testing

@testable import Views

@Suite struct ComicDetailViewTests {
    @Test func rendersEverySection() throws {
        let html = try render(comic: Fixtures.comic())
        expectWellFormedPage(html)
        #expect(html.contains("<title>Convincing Pickup Line · The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">Convincing Pickup Line</h1>"))
        #expect(
            html.contains(
                "<p class=\"comic-meta\"><span class=\"comic-number\">#403</span>"
                    + "<span class=\"comic-date\"> · <span>2008/04/21</span></span></p>"))
        #expect(html.contains("<p class=\"comic-link\"><a href=\"https://xkcd.com/403/large/\">Larger version</a></p>"))
        #expect(html.contains("<h2 id=\"news-heading\">News</h2>"))
        #expect(html.contains("<h2 id=\"notes-heading\">My notes</h2>"))
        #expect(html.contains("<div class=\"prose\"><p>A <em>classic</em>.</p>"))
        #expect(html.contains("<li class=\"tag\"><a href=\"/tags/romance/\">romance</a></li>"))
        #expect(!html.contains("class=\"rating\""), "comics have no rating")
    }

    @Test func navigationAtTheTopAndTheBottom() throws {
        let html = try render(comic: Fixtures.comic())
        #expect(count(of: "<nav class=\"comic-nav\"", in: html) == 2)
        #expect(html.contains("<nav class=\"comic-nav\" aria-label=\"Comic navigation\">"))
        #expect(html.contains("<nav class=\"comic-nav\" aria-label=\"Comic navigation, end of page\">"))
        let top = try #require(html.range(of: "aria-label=\"Comic navigation\""))
        let image = try #require(html.range(of: "<img class=\"comic-image\""))
        let bottom = try #require(html.range(of: "aria-label=\"Comic navigation, end of page\""))
        #expect(top.lowerBound < image.lowerBound && image.lowerBound < bottom.lowerBound)
        #expect(count(of: "<li><a href=\"/comics/1/\">First</a></li>", in: html) == 2)
        #expect(count(of: "<li><a href=\"/comics/402/\" rel=\"prev\">Previous</a></li>", in: html) == 2)
        #expect(count(of: "<li><a href=\"/comics/\">Archive</a></li>", in: html) == 2)
        #expect(count(of: "<li><a href=\"/comics/404/\" rel=\"next\">Next</a></li>", in: html) == 2)
        #expect(count(of: "<li><a href=\"/comics/2000/\">Latest</a></li>", in: html) == 2)
        #expect(!html.contains("disabled"))
    }

    @Test func firstComicHasFirstAndPreviousDisabled() throws {
        let html = try render(comic: Fixtures.comic(navigation: Fixtures.comicNavigation(first: false, previous: false)))
        expectWellFormedPage(html)
        #expect(count(of: "<li><span class=\"disabled\" role=\"link\" aria-disabled=\"true\">First</span></li>", in: html) == 2)
        #expect(count(of: "<li><span class=\"disabled\" role=\"link\" aria-disabled=\"true\">Previous</span></li>", in: html) == 2)
        #expect(!html.contains("rel=\"prev\""))
        #expect(count(of: "rel=\"next\"", in: html) == 2)
        #expect(count(of: "aria-disabled", in: html) == 4)
    }

    @Test func latestComicHasNextAndLatestDisabled() throws {
        let html = try render(comic: Fixtures.comic(navigation: Fixtures.comicNavigation(next: false, latest: false)))
        expectWellFormedPage(html)
        #expect(count(of: "<li><span class=\"disabled\" role=\"link\" aria-disabled=\"true\">Next</span></li>", in: html) == 2)
        #expect(count(of: "<li><span class=\"disabled\" role=\"link\" aria-disabled=\"true\">Latest</span></li>", in: html) == 2)
        #expect(!html.contains("rel=\"next\""))
        #expect(count(of: "rel=\"prev\"", in: html) == 2)
        #expect(count(of: "aria-disabled", in: html) == 4)
        #expect(count(of: "<li><a href=\"/comics/\">Archive</a></li>", in: html) == 2, "the archive is always a link")
    }

    @Test func altAndTitleAreBothTheHoverText() throws {
        let html = try render(comic: Fixtures.comic())
        let escaped = "Check it out; I've had sex with &quot;someone&quot; who's &lt;b&gt;into&lt;/b&gt; Star Wars &amp; Linux!"
        #expect(
            html.contains(
                "<img class=\"comic-image\" src=\"https://imgs.xkcd.com/comics/convincing_pickup_line.png\" "
                    + "alt=\"\(escaped)\" title=\"\(escaped)\" decoding=\"async\" fetchpriority=\"high\">"))
        #expect(!html.contains("<b>into"))
    }

    @Test func emptyHoverTextStillGivesAnAlt() throws {
        var item = Fixtures.comic()
        item.alt = ""
        let html = try render(comic: item)
        expectWellFormedPage(html)
        #expect(
            html.contains(
                "<img class=\"comic-image\" src=\"https://imgs.xkcd.com/comics/convincing_pickup_line.png\" alt=\"\" title=\"\" decoding=\"async\" fetchpriority=\"high\">"
            )
        )
    }

    @Test func noImageShowsAPlaceholder() throws {
        let html = try render(comic: Fixtures.bareComic())
        expectWellFormedPage(html)
        #expect(!html.contains("<img"))
        #expect(html.contains("<p class=\"comic-placeholder\">This comic has no image.</p>"))
    }

    @Test func transcriptInACollapsedDetailsKeepingLineBreaks() throws {
        let html = try render(comic: Fixtures.comic())
        #expect(
            html.contains(
                """
                <details class="transcript">
                      <summary>Transcript</summary>
                      <p class="transcript-text">[[A man talks to a woman.]]
                Man: Did you know...

                {{Title text: Check it out}}</p>
                    </details>
                """))
        #expect(!html.contains("<details open"))
    }

    @Test func optionalSectionsAreLeftOut() throws {
        let html = try render(comic: Fixtures.bareComic())
        expectWellFormedPage(html)
        for absent in ["<details", "Transcript", "comic-link", "Larger version", "News", "My notes", "comic-date", "<h2"] {
            #expect(!html.contains(absent), "\(absent) should be left out")
        }
        #expect(html.contains("<span class=\"comic-number\">#404</span></p>"))
    }

    @Test func newsIsSanitised() throws {
        var item = Fixtures.comic()
        item.news = UntrustedHTML(
            "<div onclick=\"x()\">Buy the <em>book</em><script>alert(1)</script>"
                + "<iframe src=\"https://evil.example/\"></iframe></div>")
        let html = try render(comic: item)
        expectWellFormedPage(html)
        #expect(html.contains("<div class=\"prose\"><p>Buy the <em>book</em></p></div>"))
        for forbidden in ["<script>", "onclick", "alert(", "<iframe", "evil.example"] {
            #expect(!html.contains(forbidden), "\(forbidden) reached the page")
        }
    }

    @Test func textIsEscapedAndUnsafeURLsDropped() throws {
        var item = Fixtures.comic()
        item.title = "<script>alert(1)</script>"
        item.transcript = "</pre><script>alert(2)</script>"
        item.link = "javascript:alert(3)"
        item.imageURL = "data:image/svg+xml,<svg onload=alert(4)>"
        item.navigation.nextURL = "javascript:alert(5)"
        let html = try render(comic: item)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("data:image"))
        #expect(html.contains("<h1 class=\"page-title\">&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
        #expect(html.contains("<p class=\"transcript-text\">&lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;</p>"))
    }
}
