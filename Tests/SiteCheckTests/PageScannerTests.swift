import Testing

@testable import SiteCheck

@Suite struct PageScannerTests {
    private func scan(_ html: String) -> PageScan {
        PageScanner.scan(Array(html.utf8), kind: .html, path: "index.html", displayPath: "public/index.html")
    }

    @Test func collectsHrefSrcSrcsetAndRefreshLinksWithTheirLines() {
        let page = scan(
            """
            <!DOCTYPE html><html><head>
            <meta http-equiv="Refresh" content="0; URL='/comics/2000/'">
            <link rel="stylesheet" href="/a.css"><script src="/a.js"></script></head><body>
            <picture><source srcset="/a.webp 1x, /b.webp 2x"><img src="/a.png" alt="A"></picture>
            <svg><use href="#icon"></use></svg>
            </body></html>
            """)
        #expect(page.links.map(\.attribute) == ["refresh", "href", "src", "srcset", "srcset", "src", "href"])
        #expect(page.links.map(\.value) == ["/comics/2000/", "/a.css", "/a.js", "/a.webp", "/b.webp", "/a.png", "#icon"])
        #expect(page.links.map(\.line) == [2, 3, 3, 4, 4, 4, 5])
        #expect(page.problems.isEmpty)
    }

    @Test func anchorsAreIDsAndNamesOfLinks() {
        let page = scan(#"<p id="a"></p><a name="b"></a><input name="c"><p id=""></p>"#)
        #expect(page.anchors == ["a", "b"])
    }

    @Test func aBaseHrefIsKeptAndIsNotALink() {
        let page = scan(#"<head><base href="/shelf/"></head><a href="x/">x</a>"#)
        #expect(page.baseHref == "/shelf/" && page.links.map(\.value) == ["x/"])
    }

    @Test func refreshTargetsAreReadInTheirUsualSpellings() {
        #expect(PageScanner.refreshTarget("0; url=/a/") == "/a/")
        #expect(PageScanner.refreshTarget("5;URL = \"b.html\"") == "b.html")
        #expect(PageScanner.refreshTarget("30") == nil)
    }
}
