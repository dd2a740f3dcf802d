import Model
import Presentation
import Testing

@Suite struct TermOutputPathsTests {
    static let terms: [(Taxonomy, String)] = [
        (.people, "Fritz Lang"), (.people, "Fritz"), (.genres, "Drama"), (.genres, "Драма"), (.years, "1927"), (.tags, "to watch"),
    ]
    static let pages = [1, 2, 3, 9, 10, 11, 12, 21, 100, 123]

    /// Each term's page matches its own path and no other: not another page of the term (one digit more or less, or
    /// another number), nor a page of a term whose folder starts like its own (`people/fritz/` and `people/fritz-lang/`).
    @Test(arguments: ["/", "/catalog/"])
    func aPathMatchesItsOwnPageAlone(basePath: String) {
        let router = Router(basePath: basePath)
        for (taxonomy, name) in Self.terms {
            let paths = router.termOutputPaths(taxonomy, name: name)
            for (otherTaxonomy, otherName) in Self.terms {
                for page in Self.pages {
                    let path = router.outputPath(.term(otherTaxonomy, name: otherName, page: page))
                    for number in Self.pages {
                        let isOwn = otherTaxonomy == taxonomy && otherName == name && number == page
                        #expect(paths.matches(path, page: number) == isOwn, "\(name) page \(number) against \(path)")
                    }
                }
            }
        }
    }

    /// Paths that are nearly a page's: cut short, longer, with a leading zero, without the folder's slash, or empty.
    @Test func nearlyThePathIsNotIt() {
        let paths = Router(basePath: "/").termOutputPaths(.people, name: "Fritz Lang")
        #expect(paths.path(page: 12) == "people/fritz-lang/page/12/index.html")
        #expect(paths.matches("people/fritz-lang/page/12/index.html", page: 12))
        let nearly = [
            "", "people/fritz-lang/", "people/fritz-lang/page/12/", "people/fritz-lang/page/12/index.htm",
            "people/fritz-lang/page/12/index.html/", "people/fritz-lang/page/012/index.html", "people/fritz-lang/page12/index.html",
            "people/fritz-langpage/12/index.html", "/people/fritz-lang/page/12/index.html", "people/fritz-lang/page/1/index.html",
        ]
        for path in nearly { #expect(!paths.matches(path, page: 12), "\(path)") }
        #expect(paths.matches("people/fritz-lang/index.html", page: 1))
        #expect(!paths.matches("people/fritz-lang/page/1/index.html", page: 1))
        #expect(!paths.matches("people/fritz-lang/index.html/", page: 1))
    }
}
