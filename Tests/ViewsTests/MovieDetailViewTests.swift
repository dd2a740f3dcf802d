import Presentation
import Testing

@testable import Views

@Suite struct MovieDetailViewTests {
    @Test func rendersEverySection() throws {
        let html = try render(movie: Fixtures.movie())
        expectWellFormedPage(html)
        #expect(html.contains("<title>Nosferatu · The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">Nosferatu</h1>"))
        #expect(html.contains("<span>Original title: </span><span>Nosferatu, eine Symphonie des Grauens</span>"))
        #expect(html.contains("<p class=\"tagline\">A symphony of horror &amp; dread.</p>"))
        #expect(html.contains("<dt>Year</dt><dd>1922</dd>"))
        #expect(html.contains("<dt>Released</dt><dd>4 March 1922</dd>"))
        #expect(html.contains("<dt>Runtime</dt><dd>1h 34m</dd>"))
        #expect(html.contains("<li><a href=\"/genres/horror/\">Horror</a></li><li><a href=\"/genres/fantasy/\">Fantasy</a></li>"))
        #expect(
            html.contains(
                "<dt>Directed by</dt><dd><ul class=\"inline-list\"><li><a href=\"/people/f-w-murnau/\">F. W. Murnau</a></li></ul></dd>"))
        #expect(html.contains("<h2 id=\"overview-heading\">Overview</h2>"))
        #expect(
            html.contains(
                "<img class=\"poster\" src=\"/movies/653-nosferatu/poster.jpg\" alt=\"Poster of Nosferatu\" width=\"342\" height=\"513\" "
                    + "decoding=\"async\" fetchpriority=\"high\">"), "a local poster: one size, not lazy, fetched first")
        #expect(
            html.contains(
                "<img src=\"https://image.tmdb.org/t/p/w1280/backdrop.jpg\" srcset=\"https://image.tmdb.org/t/p/w300/backdrop.jpg 300w, "
                    + "https://image.tmdb.org/t/p/w1280/backdrop.jpg 1280w\" sizes=\"\(ImageSlot.backdrop.sizes)\" alt=\"\" width=\"1280\" "
                    + "height=\"720\" decoding=\"async\">"))
        #expect(html.contains("<link rel=\"canonical\" href=\"https://shelf.example/movies/653-nosferatu/\">"))
    }

    @Test func castLinksEachPersonWithAndWithoutCharacter() throws {
        let html = try render(movie: Fixtures.movie())
        #expect(
            html.contains(
                "<a class=\"cast-name\" href=\"/people/max-schreck/\">Max Schreck</a> <span class=\"cast-character\">as Count Orlok</span>"
            ))
        #expect(html.contains("<li><a class=\"cast-name\" href=\"/people/greta-schroder/\">Greta Schröder</a> </li>"))
    }

    @Test func recommendationWithoutURLIsNotALink() throws {
        let html = try render(movie: Fixtures.movie())
        #expect(
            html.contains(
                "<span><a href=\"/movies/994-vampyr/\">Vampyr</a> <span class=\"recommendation-year\">(<span>1932</span>)</span></span></li>"
            ))
        #expect(html.contains("<span><span>Faust</span> <span class=\"recommendation-year\">(<span>1926</span>)</span></span></li>"))
        #expect(!html.contains(">Faust</a>"))
        // No year: nothing, and in particular not the page's own year falling through.
        #expect(html.contains("<li><span><span>The Golem</span> </span></li>"), "no poster, no image")
    }

    /// A thumbnail keeps its place while it loads (width and height), loads only when scrolled to, and
    /// offers TMDB's larger size to dense screens; a local poster comes in one size.
    @Test func recommendationThumbnails() throws {
        let html = try render(movie: Fixtures.movie())
        #expect(
            html.contains(
                "<li><img class=\"thumbnail\" src=\"/movies/994-vampyr/poster.jpg\" alt=\"Poster of Vampyr\" width=\"77\" height=\"116\" loading=\"lazy\" decoding=\"async\"><span>"
            ))
        #expect(
            html.contains(
                "<li><img class=\"thumbnail\" src=\"https://image.tmdb.org/t/p/w92/faust.jpg\" "
                    + "srcset=\"https://image.tmdb.org/t/p/w92/faust.jpg 1x, https://image.tmdb.org/t/p/w154/faust.jpg 2x\" "
                    + "alt=\"Poster of Faust\" width=\"77\" height=\"116\" loading=\"lazy\" decoding=\"async\"><span>"))
    }

    @Test func ownerNotesRatingAndTags() throws {
        let html = try render(movie: Fixtures.movie())
        #expect(html.contains("<h2 id=\"notes-heading\">My notes</h2>"))
        #expect(html.contains("<span class=\"stars\" role=\"img\" aria-label=\"4 out of 5\">★★★★☆</span>"))
        #expect(html.contains("<p class=\"owner-date\"><span class=\"owner-date-label\">Watched</span> <span>31 October 2023</span></p>"))
        #expect(html.contains("<div class=\"prose\"><p>Still <em>unsettling</em> after a hundred years.</p>"))
        #expect(
            html.contains(
                "<li class=\"tag\"><a href=\"/tags/expressionism/\">expressionism</a></li><li class=\"tag\"><a href=\"/tags/silent/\">silent</a></li>"
            ))
    }

    @Test func notesAreSanitised() throws {
        var item = Fixtures.movie()
        item.notes = MarkdownText("Hello <script>alert(1)</script> [x](javascript:alert(2))")
        let html = try render(movie: item)
        #expect(count(of: "<script", in: html) == count(of: "<script src=\"/assets/", in: html) + 1, "theme scripts and the JSON-LD")
        #expect(!html.contains("javascript:"))
    }

    @Test func onlyTheRatingMakesANotesSection() throws {
        var item = Fixtures.bareMovie()
        item.ratingStars = "★★☆☆☆"
        item.ratingText = "2 out of 5"
        let html = try render(movie: item)
        expectWellFormedPage(html)
        #expect(html.contains("My notes"))
        #expect(html.contains("aria-label=\"2 out of 5\""))
        #expect(!html.contains("class=\"prose\""))
        #expect(!html.contains("class=\"tags\""))
        #expect(!html.contains("Watched"))
    }

    @Test func optionalSectionsAreLeftOut() throws {
        let html = try render(movie: Fixtures.bareMovie(title: "Untitled"))
        expectWellFormedPage(html)
        #expect(html.contains("<h1 class=\"page-title\">Untitled</h1>"))
        for absent in [
            "Original title", "tagline", "<dl", "Overview", "My notes", "Cast", "You might also like",
            "backdrop", "<img", "<h2", "Released", "Runtime",
        ] {
            #expect(!html.contains(absent), "\(absent) should be left out")
        }
        #expect(html.contains("<div class=\"poster poster-placeholder\" aria-hidden=\"true\"><span>Untitled</span></div>"))
    }

    @Test func factsShowOnlyWhatIsKnown() throws {
        var item = Fixtures.bareMovie()
        item.runtime = "45m"
        let html = try render(movie: item)
        #expect(html.contains("<dl class=\"facts\">"))
        #expect(html.contains("<dt>Runtime</dt><dd>45m</dd>"))
        #expect(!html.contains("<dt>Year</dt>"))
        #expect(!html.contains("Genres</dt>"))
    }

    @Test func scriptInTitleIsEscapedEverywhere() throws {
        var item = Fixtures.movie()
        item.title = "<script>alert(1)</script>"
        item.chrome.documentTitle = "<script>alert(1)</script> · The Silent Shelf"
        item.posterURL = nil
        let html = try render(movie: item)
        #expect(count(of: "<script", in: html) == count(of: "<script src=\"/assets/", in: html) + 1, "theme scripts and the JSON-LD")
        #expect(html.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt; · The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
        #expect(html.contains("<span>&lt;script&gt;alert(1)&lt;/script&gt;</span></div>"), "in the poster placeholder")
    }

    @Test func unsafeURLsAreDropped() throws {
        var item = Fixtures.movie()
        item.genres = [LinkItem(title: "Evil", url: "javascript:alert(1)")]
        item.backdropURL = "data:text/html,boom"
        let html = try render(movie: item)
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("data:text"))
        #expect(html.contains("<li><a>Evil</a></li>"))
    }

    /// A `srcset` with a candidate `SrcsetPolicy` refuses is left out whole; `sizes` is text, escaped.
    @Test func anUnsafeSrcsetIsDroppedAndSizesAreEscaped() throws {
        var item = Fixtures.movie()
        item.backdropSrcset = "https://image.tmdb.org/t/p/w300/b.jpg 300w, javascript:alert(1) 1280w"
        item.backdropSizes = "\"><script>alert(1)</script>"
        let html = try render(movie: item)
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("srcset=\"https://image.tmdb.org/t/p/w300/b.jpg"))
        #expect(html.contains("sizes=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\""))
    }
}
