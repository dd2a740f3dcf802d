import Foundation
import Presentation
import Testing

@testable import Views

@Suite struct HomeViewTests {
    @Test func rendersTitleCountsAndCards() throws {
        let html = try render(home: Fixtures.home())
        expectWellFormedPage(html)
        #expect(html.contains("<title>The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">The Silent Shelf</h1>"))
        #expect(html.contains("<a href=\"/movies/\"><span class=\"count-number\">32</span> <span class=\"count-label\">Movies</span></a>"))
        #expect(html.contains("Latest additions"))
        #expect(count(of: "<li class=\"card\">", in: html) == 5)
        #expect(html.contains("<span class=\"card-title\">Häxan</span>"))
        #expect(html.contains("<span class=\"card-kind\">Book</span>"))
        #expect(html.contains("<span class=\"card-kind\">Comic</span>"))
        #expect(html.contains("<span class=\"card-byline\">#403</span>"))
    }

    @Test func marksTheHomeLinkCurrent() throws {
        let html = try render(home: Fixtures.home())
        #expect(html.contains("<a href=\"/\" aria-current=\"page\">Home</a>"))
        #expect(html.contains("<a href=\"/movies/\">Movies</a>"))
        #expect(count(of: "aria-current", in: html) == 1)
    }

    @Test func cardWithPosterHasAnImageDecodedOffTheMainThread() throws {
        let html = try render(home: Fixtures.home(latest: [Fixtures.nosferatuCard]))
        #expect(
            html.contains(
                "<img class=\"poster\" src=\"/movies/653-nosferatu/poster.jpg\" alt=\"Poster of Nosferatu\" width=\"342\" height=\"513\" decoding=\"async\">"
            ), "a local poster has one size: no srcset, no sizes")
        #expect(!html.contains("poster-placeholder"))
        #expect(html.contains("<span class=\"card-year\">1922</span>"))
    }

    /// A remote poster offers its widths with the card's `sizes`.
    @Test func cardWithARemotePosterOffersItsWidths() throws {
        let html = try render(home: Fixtures.home(latest: [Fixtures.haxanCard]))
        #expect(
            html.contains(
                "<img class=\"poster\" src=\"https://image.tmdb.org/t/p/w342/haxan.jpg\" srcset=\"\(Fixtures.haxanCard.posterSrcset ?? "")\" "
                    + "sizes=\"\(ImageSlot.card.sizes)\" alt=\"Poster of Häxan\""))
    }

    /// The first row of the widest grid loads at once; the cards after it only as they near the screen.
    @Test func theFirstSixCardsLoadAtOnceAndTheRestLazily() throws {
        let html = try render(home: Fixtures.home(latest: Array(repeating: Fixtures.nosferatuCard, count: 8)))
        #expect(count(of: "<img class=\"poster\"", in: html) == 8)
        #expect(count(of: "height=\"513\" decoding=\"async\">", in: html) == 6)
        #expect(count(of: "height=\"513\" loading=\"lazy\" decoding=\"async\">", in: html) == 2)
        let first = try #require(html.range(of: "loading=\"lazy\""))
        #expect(count(of: "<img class=\"poster\"", in: String(html[..<first.lowerBound])) == 7, "the seventh card is the first lazy one")
    }

    @Test func cardWithoutPosterShowsThePlaceholder() throws {
        let html = try render(home: Fixtures.home(latest: [Fixtures.metropolisCard]))
        #expect(!html.contains("<img"))
        #expect(html.contains("<span class=\"poster poster-placeholder\" aria-hidden=\"true\"><span>Metropolis</span></span>"))
        #expect(!html.contains("card-year"), "no year is known")
    }

    @Test func emptyCatalogHasNoLatestSection() throws {
        let html = try render(home: Fixtures.home(latest: []))
        expectWellFormedPage(html)
        #expect(!html.contains("Latest additions"))
        #expect(!html.contains("card-grid"))
        #expect(html.contains("Nothing in the catalog yet."))
    }

    @Test func escapesTheSiteTitle() throws {
        var item = Fixtures.home()
        item.chrome.siteTitle = "<script>alert(\"x\")</script> & Co"
        item.chrome.documentTitle = item.chrome.siteTitle
        let html = try render(home: item)
        #expect(!html.contains("<script>"))
        #expect(html.contains("<title>&lt;script&gt;alert(\"x\")&lt;/script&gt; &amp; Co</title>"))
        #expect(html.contains("<a class=\"site-title\" href=\"/\">&lt;script&gt;"))
    }

    @Test func layoutHeadFromChrome() throws {
        var item = Fixtures.home()
        item.chrome.language = "de-AT"
        let html = try render(home: item)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"de-AT\">"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"/assets/style.css\">"))
        #expect(html.contains("<link rel=\"icon\" type=\"image/svg+xml\" href=\"/assets/favicon.svg\">"))
        #expect(!html.contains("rel=\"canonical\""), "no canonical URL without an absolute base URL")
        #expect(html.contains("<a class=\"skip-link\" href=\"#main\">"))
        #expect(html.contains("<main id=\"main\""))
        #expect(html.contains("Built with sitegen"))
    }

    @Test func canonicalLinkWhenKnown() throws {
        var item = Fixtures.home()
        item.chrome.canonicalURL = "https://shelf.example/"
        let html = try render(home: item)
        #expect(html.contains("<link rel=\"canonical\" href=\"https://shelf.example/\">"))
    }
}

/// The layout links the site's Atom feeds in every page's head, and nothing when there are none.
@Suite struct LayoutFeedLinkTests {
    @Test func theHeadLinksEachFeed() throws {
        var item = Fixtures.home()
        item.chrome.feeds = [
            LinkItem(title: "The <Silent> Shelf", url: "/feed.xml"), LinkItem(title: "Movies · The Shelf", url: "/movies/feed.xml"),
        ]
        let html = try render(home: item)
        expectWellFormedPage(html)
        #expect(html.contains(#"<link rel="alternate" type="application/atom+xml" title="The &lt;Silent&gt; Shelf" href="/feed.xml">"#))
        #expect(html.contains(#"<link rel="alternate" type="application/atom+xml" title="Movies · The Shelf" href="/movies/feed.xml">"#))
        let head = String(try #require(html.split(separator: "</head>").first))
        #expect(count(of: "application/atom+xml", in: head) == 2)
    }

    @Test func noFeedNoLink() throws {
        #expect(!(try render(home: Fixtures.home())).contains("application/atom+xml"))
    }
}
