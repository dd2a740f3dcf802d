import Support
import Testing

@testable import HTML

/// A bound `srcset` is written only when every candidate is a URL `URLPolicy` allows with at most one
/// well-formed descriptor; the URLs are normalised like any bound URL.
struct SrcsetPolicyTests {
    @Test(arguments: [
        (
            "https://image.tmdb.org/t/p/w92/a.jpg 1x, https://image.tmdb.org/t/p/w154/a.jpg 2x",
            "https://image.tmdb.org/t/p/w92/a.jpg 1x, https://image.tmdb.org/t/p/w154/a.jpg 2x"
        ),
        ("/a.jpg", "/a.jpg"),
        ("/a.jpg 92w,/b.jpg 154w", "/a.jpg 92w, /b.jpg 154w"),
        ("  /a.jpg\t1.5x ,\n/b.jpg   3x  ", "/a.jpg 1.5x, /b.jpg 3x"),
        ("/a.jpg\r\n2x", "/a.jpg 2x"),
        ("/caf\u{E9}.jpg 2x", "/caf%C3%A9.jpg 2x"),
        ("/a.jpg?x=\"1\" 2x", "/a.jpg?x=%221%22 2x"),
        ("/a.jpg 2x,  /b.jpg 3x", "/a.jpg 2x, /b.jpg 3x"),
        ("HTTPS://x.org/a.jpg 185w, mailto:x 1x", "HTTPS://x.org/a.jpg 185w, mailto:x 1x"),
    ])
    func acceptedValuesAreNormalised(value: String, written: String) {
        #expect(SrcsetPolicy.checked(value) == written, "\(value.debugDescription)")
    }

    /// A value already as it is written comes back as it is; one of the site's own URLs among its candidates is still
    /// made relative to the page.
    @Test func aWrittenValueIsKeptAndTheSitesOwnURLsMadeRelative() {
        let tmdb = "https://image.tmdb.org/t/p/w185/a.jpg 185w, https://image.tmdb.org/t/p/w342/a.jpg 342w"
        let links = RelativeLinks(basePath: "/", pageURL: "/movies/550-fight-club/")
        #expect(SrcsetPolicy.checked(tmdb) == tmdb)
        #expect(SrcsetPolicy.checked(tmdb, links: links) == tmdb)
        #expect(SrcsetPolicy.checked("/images/a.jpg 1x, \(tmdb)", links: links) == "../../images/a.jpg 1x, \(tmdb)")
        #expect(SrcsetPolicy.checked("/images/a.jpg 1x", links: nil) == "/images/a.jpg 1x")
    }

    @Test(arguments: [
        "",
        "ftp://x.org/a.jpg 1x",
        "/a.jpg 2x, ",
        " ",
        "/a.jpg 2x,",
        ",/a.jpg",
        "/a.jpg 2x, javascript:alert(1) 1x",
        "data:image/png;base64,AAAA 2x",
        " JaVa\tScRiPt:alert(1)",
        "/a.jpg 2x 3x",
        "/a.jpg 2",
        "/a.jpg x",
        "/a.jpg 0x",
        "/a.jpg 0w",
        "/a.jpg 1.5w",
        "/a.jpg 1..5x",
        "/a.jpg .5x",
        "/a.jpg -2x",
        "/a.jpg 2X",
        "/a.jpg ２x",
        "/a.jpg 2x\" onerror=\"alert(1)",
    ])
    func anyRefusedCandidateLeavesTheAttributeOut(value: String) {
        #expect(SrcsetPolicy.checked(value) == nil, "\(value.debugDescription)")
    }
}
