import Presentation
import Testing

@testable import Views

@Suite struct ComicArchiveViewTests {
    @Test func oneSectionPerYear() throws {
        let html = try render(comicArchive: Fixtures.comicArchive())
        expectWellFormedPage(html)
        #expect(html.contains("<title>Comics · The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">Comics</h1>"))
        #expect(html.contains("<p class=\"page-subtitle\">3 comics</p>"))
        #expect(html.contains("<p class=\"archive-latest\"><a href=\"/comics/latest/\">Read the latest comic</a></p>"))
        #expect(count(of: "<section class=\"archive-year\">", in: html) == 2)
        #expect(html.contains("<h2>2008</h2>"))
        #expect(html.contains("<h2>Undated</h2>"))
        #expect(!html.contains("No comics yet."))
    }

    @Test func entriesShowNumberTitleAndDate() throws {
        let html = try render(comicArchive: Fixtures.comicArchive())
        #expect(
            html.contains(
                "<li><span class=\"archive-number\">#403</span> <a href=\"/comics/403/\">Convincing Pickup Line</a>"
                    + "<span class=\"archive-date\"> — <span>2008/04/21</span></span></li>"))
        #expect(html.contains("<a href=\"/comics/402/\">Tom &amp; Jerry &lt;3</a>"))
        #expect(html.contains("<li><span class=\"archive-number\">#7</span> <a href=\"/comics/7/\">Lost</a></li>"), "no date, no dash")
    }

    @Test func noComics() throws {
        let item = ComicArchiveItem(
            chrome: Fixtures.chrome(title: "Comics", section: "Comics"), countText: "0 comics",
            latestURL: nil, years: [])
        let html = try render(comicArchive: item)
        expectWellFormedPage(html)
        #expect(html.contains("No comics yet."))
        #expect(!html.contains("archive-latest"))
        #expect(!html.contains("<section"))
    }
}

@Suite struct FreePageViewTests {
    @Test func titleAndMarkdownBody() throws {
        let html = try render(freePage: Fixtures.freePage())
        expectWellFormedPage(html)
        #expect(html.contains("<title>About · The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">About</h1>"))
        #expect(html.contains("<div class=\"prose\"><p>This shelf is <em>mine</em>.</p>\n<h2>Colophon</h2>\n<p>Built with sitegen.</p>"))
        #expect(!html.contains("<script>"), "raw HTML in the Markdown is dropped")
        #expect(!html.contains("aria-current"), "a free page is not a section of the navigation")
    }

    @Test func titleIsEscaped() throws {
        var item = Fixtures.freePage()
        item.title = "Me & <you>"
        let html = try render(freePage: item)
        #expect(html.contains("<h1 class=\"page-title\">Me &amp; &lt;you&gt;</h1>"))
    }
}

@Suite struct RedirectViewTests {
    @Test func refreshCanonicalAndAVisibleLink() throws {
        let html = try render(redirect: Fixtures.redirect())
        expectWellFormedPage(html)
        #expect(html.contains("<title>Latest comic · The Silent Shelf</title>"))
        #expect(html.contains("<meta http-equiv=\"refresh\" content=\"0; url=/comics/2000/\">"))
        #expect(html.contains("<link rel=\"canonical\" href=\"/comics/2000/\">"))
        #expect(count(of: "rel=\"canonical\"", in: html) == 1)
        #expect(html.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(html.contains("<p><span>Continue to </span><a href=\"/comics/2000/\">Moon &amp; Stars</a><span>.</span></p>"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"/assets/style.css\">"))
    }

    @Test func anUnsafeTargetIsNeitherFollowedNorLinked() throws {
        var item = Fixtures.redirect()
        item.targetURL = " JaVaScRiPt:alert(1)"
        let html = try render(redirect: item)
        #expect(!html.contains("http-equiv"))
        #expect(!html.lowercased().contains("javascript"))
    }
}
