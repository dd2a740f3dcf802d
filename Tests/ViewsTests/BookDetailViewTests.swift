import Presentation
import Testing

@testable import Views

@Suite struct BookDetailViewTests {
    @Test func rendersEverySection() throws {
        let html = try render(book: Fixtures.book())
        expectWellFormedPage(html)
        #expect(html.contains("<title>The Left Hand of Darkness · The Silent Shelf</title>"))
        #expect(html.contains("<h1 class=\"page-title\">The Left Hand of Darkness</h1>"))
        #expect(html.contains("<p class=\"subtitle\">50th Anniversary Edition</p>"))
        #expect(
            html.contains(
                "<img class=\"poster cover\" src=\"https://books.google.com/books/content?id=abc&amp;printsec=frontcover&amp;img=1&amp;zoom=2\" "
                    + "srcset=\"https://books.google.com/books/content?id=abc&amp;printsec=frontcover&amp;img=1&amp;zoom=1 128w, "
                    + "https://books.google.com/books/content?id=abc&amp;printsec=frontcover&amp;img=1&amp;zoom=2 300w\" "
                    + "sizes=\"15.625rem\" alt=\"Cover of The Left Hand of Darkness\" width=\"256\" height=\"384\" decoding=\"async\" fetchpriority=\"high\">"
            ), "the page's main picture: not lazy, fetched first")
        #expect(html.contains("<h2 id=\"description-heading\">Description</h2>"))
        #expect(html.contains("<link rel=\"canonical\" href=\"https://shelf.example/books/abc-the-left-hand-of-darkness/\">"))
        #expect(html.contains("<a href=\"/books/\" aria-current=\"page\">Books</a>"))
    }

    @Test func everyFactRowWhenKnown() throws {
        let html = try render(book: Fixtures.book())
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "the book's language does not replace the page's")
        #expect(html.contains("<dt>Published</dt><dd>2018/11/05</dd>"))
        #expect(html.contains("<dt>Publisher</dt><dd>Ace &amp; Penguin</dd>"))
        #expect(html.contains("<dt>Pages</dt><dd>352 pages</dd>"))
        #expect(html.contains("<dt>Language</dt><dd>English</dd>"))
        #expect(html.contains("<dt>ISBN-13</dt><dd class=\"isbn\">9780441478125</dd>"))
        #expect(html.contains("<dt>ISBN-10</dt><dd class=\"isbn\">0441478123</dd>"))
        #expect(
            html.contains(
                "<dt>Categories</dt><dd><ul class=\"inline-list\"><li><a href=\"/categories/fiction/\">Fiction</a></li>"
                    + "<li><a href=\"/categories/science-fiction/\">Science Fiction</a></li></ul></dd>"))
    }

    @Test func aFactRowOnlyWhenPresent() throws {
        var item = Fixtures.bareBook()
        item.isbn10 = "0441478123"
        let html = try render(book: item)
        expectWellFormedPage(html)
        #expect(
            html.contains(
                "<dl class=\"facts\">\n          \n          \n          \n          \n          \n          <div><dt>ISBN-10</dt>"))
        for absent in ["Published", "Publisher", "Pages", "Language", "ISBN-13", "Categories"] {
            #expect(!html.contains("<dt>\(absent)</dt>"), "\(absent) should be left out")
        }
    }

    @Test(arguments: [
        ([] as [String], nil as String?),
        (["A"], "<span>by </span><span><a href=\"/authors/a/\">A</a></span></p>"),
        (
            ["A", "B"],
            "<span>by </span><span><a href=\"/authors/a/\">A</a></span><span><span> and </span><a href=\"/authors/b/\">B</a></span></p>"
        ),
        (
            ["A", "B", "C"],
            "<span>by </span><span><a href=\"/authors/a/\">A</a></span><span><span>, </span><a href=\"/authors/b/\">B</a></span>"
                + "<span><span> and </span><a href=\"/authors/c/\">C</a></span></p>"
        ),
    ])
    func authorsReadAsAPhrase(names: [String], expected: String?) throws {
        var item = Fixtures.bareBook()
        item.authors = names.map { LinkItem(title: $0, url: "/authors/\($0.lowercased())/") }
        let html = try render(book: item)
        if let expected {
            #expect(html.contains("<p class=\"authors\">" + expected))
        } else {
            #expect(!html.contains("class=\"authors\""))
        }
    }

    @Test func descriptionIsSanitised() throws {
        var item = Fixtures.book()
        item.description = UntrustedHTML(
            """
            <p onclick="steal()">A <em>great</em> book.<script>alert(1)</script></p>\
            <img src=x onerror=alert(2)><a href="javascript:alert(3)">more</a><style>p{}</style>
            """)
        let html = try render(book: item)
        expectWellFormedPage(html)
        #expect(html.contains("<div class=\"prose\"><p>A <em>great</em> book.</p><p>more</p></div>"))
        for forbidden in ["<script>", "onclick", "onerror", "steal()", "alert(", "javascript:", "<style", "<img src=\"x\""] {
            #expect(!html.contains(forbidden), "\(forbidden) reached the page")
        }
    }

    @Test func descriptionWithNothingVisibleHasNoSection() throws {
        var item = Fixtures.book()
        item.description = UntrustedHTML("<script>alert(1)</script><p> </p>")
        let html = try render(book: item)
        expectWellFormedPage(html)
        #expect(!html.contains("Description"))
        #expect(!html.contains("alert"))
    }

    @Test func ownerNotesWithPurchaseAndReadDates() throws {
        let html = try render(book: Fixtures.book())
        #expect(html.contains("<h2 id=\"notes-heading\">My notes</h2>"))
        #expect(html.contains("<span class=\"stars\" role=\"img\" aria-label=\"5 out of 5\">★★★★★</span>"))
        #expect(
            html.contains(
                "<p class=\"owner-date\"><span class=\"owner-date-label\">Purchased</span> <span>2 January 2020</span></p>"
                    + "<p class=\"owner-date\"><span class=\"owner-date-label\">Read</span> <span>14 February 2020</span></p>"))
        #expect(html.contains("<div class=\"prose\"><p>Read it in <em>one</em> sitting.</p>"))
        #expect(html.contains("<li class=\"tag\"><a href=\"/tags/classics/\">classics</a></li>"))
    }

    @Test func onlyAReadDateMakesANotesSection() throws {
        var item = Fixtures.bareBook()
        item.read = "1 May 2024"
        let html = try render(book: item)
        expectWellFormedPage(html)
        #expect(html.contains("My notes"))
        #expect(html.contains("<span class=\"owner-date-label\">Read</span> <span>1 May 2024</span>"))
        #expect(!html.contains("Purchased"))
        #expect(!html.contains("class=\"rating\""))
    }

    @Test func optionalSectionsAreLeftOut() throws {
        let html = try render(book: Fixtures.bareBook(title: "Untitled"))
        expectWellFormedPage(html)
        for absent in ["subtitle", "class=\"authors\"", "<dl", "Description", "My notes", "<img", "<h2"] {
            #expect(!html.contains(absent), "\(absent) should be left out")
        }
        #expect(html.contains("<div class=\"poster poster-placeholder\" aria-hidden=\"true\"><span>Untitled</span></div>"))
    }

    @Test func textIsEscapedAndUnsafeURLsDropped() throws {
        var item = Fixtures.book()
        item.title = "<script>alert(1)</script>"
        item.subtitle = "Tom & \"Jerry\""
        item.coverAlt = "Cover of \"<x>\""
        item.authors = [LinkItem(title: "<b>Evil</b>", url: "javascript:alert(1)")]
        item.categories = [LinkItem(title: "Bad", url: "data:text/html,boom")]
        let html = try render(book: item)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("data:text"))
        #expect(html.contains("<h1 class=\"page-title\">&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
        #expect(html.contains("<p class=\"subtitle\">Tom &amp; \"Jerry\"</p>"))
        #expect(html.contains("alt=\"Cover of &quot;&lt;x&gt;&quot;\""))
        #expect(html.contains("<span>by </span><span><a>&lt;b&gt;Evil&lt;/b&gt;</a></span>"))
        #expect(html.contains("<li><a>Bad</a></li>"))
    }
}
