import SiteCheck
import Testing

/// The ways a built site writes its own links, each checked against real files.
@Suite struct SiteCheckerLinkFormsTests {
    private func page(_ body: String, head: String = "") -> String { OutputFixture.page(body, head: head) }

    @Test func aSiteUnderASubfolderHasItsRootAbsoluteAndAbsoluteLinksMappedToTheOutputRoot() throws {
        let files = [
            "index.html": page(
                """
                <a href="/shelf/movies/">Movies</a>
                <a href="https://example.org/shelf/movies/#list">Movies, absolute</a>
                <a href="/movies/">forgot the base path</a>
                """, head: #"<link rel="canonical" href="https://example.org/shelf/">"#),
            "movies/index.html": page(#"<ul id="list"></ul><a href="/shelf/">Home</a>"#),
        ]
        #expect(
            try OutputFixture.problems(files, baseURL: "https://example.org/shelf/") == [
                #"public/index.html:5: error: href "/movies/" is outside the site's base path /shelf/"#
            ])
        // Read with the wrong base URL, the same output is broken: the base URL decides what the links mean.
        #expect(
            try OutputFixture.problems(files, baseURL: "/") == [
                #"public/index.html:3: error: href "/shelf/movies/" is broken: no shelf/movies/index.html in the output"#,
                ##"public/movies/index.html:3: error: href "/shelf/" is broken: no shelf/index.html in the output"##,
            ])
    }

    @Test func anOutputWithRelativeLinksChecksCleanAndItsBrokenRelativeLinkIsFound() throws {
        let files = [
            "index.html": page(
                #"<a href="movies/">Movies</a> <a href="movies/550-fight-club/#cast">Cast</a>"#,
                head: #"<link rel="stylesheet" href="assets/style.css">"#),
            "movies/index.html": page(#"<a href="../">Home</a> <a href="550-fight-club/">Fight Club</a> <a href="./">this list</a>"#),
            "movies/550-fight-club/index.html": page(
                #"<h2 id="cast">Cast</h2> <a href="../../">Home</a> <a href="..">Movies</a> <img src="poster.svg" alt="Poster"> <a href="../../books/">Books</a>"#,
                head: #"<link rel="stylesheet" href="../../assets/style.css">"#),
            "movies/550-fight-club/poster.svg": "<svg/>",
            "assets/style.css": "body {}",
        ]
        let problems = try OutputFixture.problems(files)
        #expect(
            problems == [
                #"public/movies/550-fight-club/index.html:3: error: href "../../books/" is broken: no books/index.html in the output"#
            ])
    }

    @Test func percentEncodedLinksFindFilesWithSpacesAndNonASCIINames() throws {
        let problems = try OutputFixture.problems([
            "index.html": page(
                """
                <a href="/people/paul%20erd%C5%91s/">Erdős</a>
                <img src="/images/caf%C3%A9.svg" alt="Café">
                <a href="/people/paul%20erdos/">missing</a>
                <a href="/people/paul%20erd%C5%91s/#b%C3%BCcher">fragment</a>
                """),
            "people/paul erdős/index.html": page(#"<h2 id="bücher">Bücher</h2>"#),
            "images/café.svg": "<svg/>",
        ])
        #expect(
            problems == [
                #"public/index.html:5: error: href "/people/paul%20erdos/" is broken: no people/paul erdos/index.html in the output"#
            ])
    }

    @Test func aFolderLinkWithoutItsSlashAndALinkWithAQueryFindTheirFiles() throws {
        let problems = try OutputFixture.problems([
            "index.html": page(#"<a href="/movies">Movies</a> <a href="/movies/?page=2">2</a> <a href="/movies/index.html?x#top">top</a>"#),
            "movies/index.html": page("<p>list</p>"),
        ])
        #expect(problems == [])
    }
}
