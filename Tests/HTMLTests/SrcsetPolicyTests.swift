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
    ])
    func acceptedValuesAreNormalised(value: String, written: String) {
        #expect(SrcsetPolicy.checked(value) == written, "\(value.debugDescription)")
    }

    @Test(arguments: [
        "",
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
