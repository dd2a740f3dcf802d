import Testing

@testable import SiteCheck

@Suite struct LinkResolverTests {
    private let root = LinkResolver(site: SiteAddress(baseURL: "https://example.org/"))
    private let shelf = LinkResolver(site: SiteAddress(baseURL: "https://example.org/shelf/"))

    @Test func rootAbsoluteRelativeAndAbsoluteURLsOfTheSiteLeadIntoTheOutput() {
        let page = "/movies/550/index.html"
        #expect(root.resolve("/books/", from: page) == .own(path: "books/", fragment: nil))
        #expect(root.resolve("../../assets/style.css", from: page) == .own(path: "assets/style.css", fragment: nil))
        #expect(root.resolve("poster.jpg", from: page) == .own(path: "movies/550/poster.jpg", fragment: nil))
        #expect(root.resolve("./", from: page) == .own(path: "movies/550/", fragment: nil))
        #expect(root.resolve("..", from: page) == .own(path: "movies/", fragment: nil))
        #expect(root.resolve("https://EXAMPLE.org:443/movies/?page=2#cast", from: page) == .own(path: "movies/", fragment: "cast"))
        #expect(root.resolve("//example.org/about/", from: page) == .own(path: "about/", fragment: nil))
    }

    @Test func aFragmentOrQueryAloneNamesThePageItself() {
        #expect(root.resolve("#cast", from: "/movies/550/index.html") == .own(path: "movies/550/index.html", fragment: "cast"))
        #expect(root.resolve("?sort=year", from: "/movies/index.html") == .own(path: "movies/index.html", fragment: nil))
    }

    @Test func otherSitesAndOtherSchemesAreNotTheSitesOwn() {
        let page = "/index.html"
        #expect(root.resolve("https://image.tmdb.org/t/p/w342/a.jpg#x", from: page) == .external("https://image.tmdb.org/t/p/w342/a.jpg"))
        #expect(root.resolve("http://example.org/", from: page) == .external("http://example.org/"))
        #expect(root.resolve("https://example.org:8443/", from: page) == .external("https://example.org:8443/"))
        #expect(root.resolve("mailto:owner@example.org", from: page) == .ignored)
        #expect(root.resolve("data:image/png;base64,AAAA", from: page) == .ignored)
        #expect(root.resolve("  ", from: page) == .ignored)
        // A base URL that is only a path owns no absolute URL.
        let pathOnly = LinkResolver(site: SiteAddress(baseURL: "/"))
        #expect(pathOnly.resolve("https://example.org/", from: page) == .external("https://example.org/"))
    }

    @Test func aSiteUnderASubfolderMapsItsBasePathToTheOutputRoot() {
        let page = "/shelf/movies/550/index.html"
        #expect(shelf.resolve("/shelf/books/", from: page) == .own(path: "books/", fragment: nil))
        #expect(shelf.resolve("/shelf/", from: page) == .own(path: "", fragment: nil))
        #expect(shelf.resolve("https://example.org/shelf", from: page) == .own(path: "", fragment: nil))
        #expect(shelf.resolve("../../", from: page) == .own(path: "", fragment: nil))
        #expect(shelf.resolve("https://example.org/shelf/movies/#x", from: page) == .own(path: "movies/", fragment: "x"))
        #expect(shelf.resolve("/books/", from: page) == .broken("is outside the site's base path /shelf/"))
        #expect(shelf.resolve("../../../about/", from: page) == .broken("is outside the site's base path /shelf/"))
        #expect(shelf.resolve("https://example.org/other/", from: page) == .external("https://example.org/other/"))
    }

    @Test func climbingAboveTheRootIsBroken() {
        #expect(root.resolve("../../../x", from: "/movies/550/index.html") == .broken("leads above the site's root"))
    }

    @Test func pathsAndFragmentsArePercentDecoded() {
        let page = "/index.html"
        #expect(root.resolve("/people/Paul%20Erd%C5%91s/", from: page) == .own(path: "people/Paul Erdős/", fragment: nil))
        #expect(root.resolve("/a%2Fb#caf%C3%A9", from: page) == .own(path: "a/b", fragment: "café"))
        #expect(root.resolve("/100%/", from: page) == .broken("has a malformed percent-encoding"))
        #expect(root.resolve("/%FF/", from: page) == .broken("has a malformed percent-encoding"))
    }

    @Test func whitespaceIsReadAsBrowsersReadIt() {
        #expect(root.resolve(" /a/\n b/ ", from: "/index.html") == .own(path: "a/ b/", fragment: nil))
    }

    @Test func dotSegmentsAreRemovedAsRFC3986Says() {
        #expect(LinkResolver.removingDotSegments("/a/b/c/./../../g") == "/a/g")
        #expect(LinkResolver.removingDotSegments("/a/b/..") == "/a/")
        #expect(LinkResolver.removingDotSegments("/a/.hidden/x") == "/a/.hidden/x")
        #expect(LinkResolver.removingDotSegments("/..") == nil)
    }
}
