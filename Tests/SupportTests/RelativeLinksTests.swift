import Support
import Testing

@Suite struct RelativeLinksTests {
    @Test func aDetailPageReachesUpToTheRootAndAcrossToItsNeighbours() {
        let links = RelativeLinks(basePath: "/", pageURL: "/movies/550-fight-club/")
        #expect(links.link("/") == "../../index.html")
        #expect(links.link("/movies/") == "../index.html")
        #expect(links.link("/movies/551-other/") == "../551-other/index.html")
        #expect(links.link("/movies/550-fight-club/poster.jpg") == "poster.jpg")
        #expect(links.link("/assets/style.css") == "../../assets/style.css")
    }

    @Test func aQueryOrFragmentStaysAfterTheFileName() {
        let links = RelativeLinks(basePath: "/", pageURL: "/movies/550-fight-club/")
        #expect(links.link("/search/?q=metro&kind=movie") == "../../search/index.html?q=metro&kind=movie")
        #expect(links.link("/movies/550-fight-club/#cast") == "index.html#cast")
        #expect(links.link("/people/#f") == "../../people/index.html#f")
    }

    @Test func thePagesAtTheRootLinkDownward() {
        for page in ["/", "/404.html"] {
            let links = RelativeLinks(basePath: "/", pageURL: page)
            #expect(links.link("/movies/") == "movies/index.html")
            #expect(links.link("/") == "index.html")
            #expect(links.link("/feed.xml") == "feed.xml")
        }
    }

    @Test func aSiteUnderABasePathCountsFromItsOwnRoot() {
        let links = RelativeLinks(basePath: "/shelf/", pageURL: "/shelf/movies/page/2/")
        #expect(links.link("/shelf/") == "../../../index.html")
        #expect(links.link("/shelf/movies/") == "../../index.html")
        #expect(links.link("/shelf/movies/page/3/") == "../3/index.html")
        // Outside the base path: another site on the same host, which this one cannot know the layout of.
        #expect(links.link("/other/") == "/other/")
    }

    @Test func whatIsNotTheSitesOwnURLIsLeftAsItIs() {
        let links = RelativeLinks(basePath: "/", pageURL: "/movies/")
        for url in ["https://image.tmdb.org/t/p/w92/a.jpg", "//cdn.example.org/a.js", "#main", "mailto:a@example.org", "poster.jpg"] {
            #expect(links.link(url) == url)
        }
    }
}
