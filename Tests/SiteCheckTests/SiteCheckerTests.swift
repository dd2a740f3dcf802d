import SiteCheck
import TestSupport
import Testing

@Suite struct SiteCheckerTests {
    private func page(_ body: String, head: String = "") -> String { OutputFixture.page(body, head: head) }

    @Test func aCleanOutputHasNoProblemsAndCountsItsPagesAndLinks() throws {
        let fixture = try OutputFixture([
            "index.html": page(#"<a href="/about/">About</a> <a href="about/#team">Team</a> <img src="/a.svg" alt="">"#),
            "about/index.html": page(##"<h2 id="team">Team</h2> <a href="/">Home</a> <a href="#team">Again</a>"##),
            "a.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "sitemap.xml": "<?xml version=\"1.0\"?>\n<urlset><url><loc>/about/</loc></url></urlset>\n",
        ])
        defer { fixture.site.remove() }
        let report = try fixture.report()
        #expect(report.problemLines == [])
        #expect(report.pages == 2 && report.xmlFiles == 1 && report.links == 6)
        #expect(report.summary(seconds: 0.25) == "Checked 2 pages and 1 XML file, 6 links in 0.25 s: no problems.")
    }

    @Test func aBrokenHrefIsReportedWithItsFileAndLine() throws {
        let problems = try OutputFixture.problems([
            "index.html": page("<p>fine</p>\n<a href=\"/movies/550/\">Fight Club</a>"),
            "movies/index.html": page("<p>list</p>"),
        ])
        #expect(problems == [#"public/index.html:4: error: href "/movies/550/" is broken: no movies/550/index.html in the output"#])
    }

    @Test func brokenSrcOfImagesAndScriptsAndHrefOfStylesheetsAreReported() throws {
        let problems = try OutputFixture.problems([
            "index.html": page(
                #"<img src="/posters/1.jpg" alt="Poster">"# + "\n" + #"<script src="/assets/app.js"></script>"#,
                head: #"<link rel="stylesheet" href="/assets/style.css">"#)
        ])
        #expect(
            problems == [
                #"public/index.html:2: error: href "/assets/style.css" is broken: no assets/style.css in the output"#,
                #"public/index.html:3: error: src "/posters/1.jpg" is broken: no posters/1.jpg in the output"#,
                #"public/index.html:4: error: src "/assets/app.js" is broken: no assets/app.js in the output"#,
            ])
    }

    @Test func eachSrcsetCandidateIsChecked() throws {
        let problems = try OutputFixture.problems([
            "index.html": page(#"<img src="a.jpg" srcset="a.jpg 1x, b.jpg 2x" alt="A">"#),
            "a.jpg": "jpeg",
        ])
        #expect(problems == [#"public/index.html:3: error: srcset "b.jpg" is broken: no b.jpg in the output"#])
    }

    @Test func aFragmentMustNameAnIDOrAnAnchorNameInTheTargetPage() throws {
        let problems = try OutputFixture.problems([
            "index.html": page(
                """
                <a href="/about/#team">team</a>
                <a href="/about/#history">history</a>
                <a href="/about/#old-name">an old anchor</a>
                <a href="#missing">here</a>
                <a href="#top">top</a> <a href="#">nothing</a>
                """),
            "about/index.html": page(#"<h2 id="team">Team</h2><a name="old-name"></a>"#),
        ])
        #expect(
            problems == [
                #"public/index.html:4: error: href "/about/#history" is broken: no id "history" in about/index.html"#,
                ##"public/index.html:6: error: href "#missing" is broken: no id "missing" on this page"##,
            ])
    }

    @Test func aDuplicateIDIsReportedWhereItRepeats() throws {
        let problems = try OutputFixture.problems(["index.html": page("<h2 id=\"cast\">Cast</h2>\n<p>x</p>\n<div id=\"cast\"></div>")])
        #expect(problems == [#"public/index.html:5: error: duplicate id "cast" (first on line 3)"#])
    }

    @Test func anImageWithoutAltIsReportedAndAnEmptyAltIsFine() throws {
        let problems = try OutputFixture.problems([
            "index.html": page("<img src=\"a.svg\" alt=\"\">\n<img src=\"a.svg\">"), "a.svg": "<svg/>",
        ])
        #expect(problems == ["public/index.html:4: error: <img> without alt"])
    }

    @Test func aPageThatDoesNotParseIsReportedWithTheParsersLineAndColumn() throws {
        let problems = try OutputFixture.problems(["broken.html": page("<p>\n<span>text</div></p>")])
        #expect(problems == ["public/broken.html:4:17: error: malformed HTML: Unexpected end tag : div"])
    }

    @Test func anXMLFileThatIsNotWellFormedIsReportedAndItsLinksAreChecked() throws {
        let problems = try OutputFixture.problems(
            [
                "index.html": page("<p>home</p>"),
                "feed.xml": """
                <?xml version="1.0" encoding="UTF-8"?>
                <feed xmlns="http://www.w3.org/2005/Atom">
                  <link rel="alternate" href="https://example.org/gone/"/>
                  <title>A & B</title>
                </feed>
                """,
                "sitemap.xml":
                    "<?xml version=\"1.0\"?>\n<urlset>\n<url><loc>https://example.org/</loc></url>\n<url><loc> https://example.org/nope/ </loc></url>\n</urlset>",
            ], baseURL: "https://example.org/")
        #expect(problems.count == 3)
        #expect(problems[0] == #"public/feed.xml:3: error: href "https://example.org/gone/" is broken: no gone/index.html in the output"#)
        #expect(problems[1].hasPrefix("public/feed.xml:4:") && problems[1].contains("error: malformed XML: "))
        #expect(problems[2] == #"public/sitemap.xml:4: error: loc "https://example.org/nope/" is broken: no nope/index.html in the output"#)
    }

    @Test func problemsAreSortedByFileThenLine() throws {
        let problems = try OutputFixture.problems([
            "b/index.html": page("<img src=\"x.png\" alt=\"x\">\n<img src=\"y.png\">"),
            "a.html": page("<p>\n<a href=\"zzz\">z</a>\n<a href=\"aaa\">a</a>"),
        ])
        #expect(
            problems.map { $0.prefix { $0 != " " } } == [
                "public/a.html:4:", "public/a.html:5:", "public/b/index.html:3:", "public/b/index.html:4:", "public/b/index.html:4:",
            ])
    }

    @Test func aFolderThatIsMissingIsAFailure() {
        #expect(throws: SiteChecker.Failure.self) {
            try SiteChecker(root: "/nonexistent/sitegen-check", displayRoot: "x", site: SiteAddress(baseURL: "/")).check()
        }
    }
}
