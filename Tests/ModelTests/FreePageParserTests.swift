import Model
import Support
import Testing

@Suite struct FreePageParserTests {
    private let file = "content/pages/x.md"

    private func parse(_ text: String, stem: String = "about") -> (FreePage?, [Diagnostic]) {
        let (page, diagnostics) = FreePageParser().parse(text, stem: stem, file: file)
        return (page, diagnostics)
    }

    @Test func readsEveryKey() throws {
        let (page, diagnostics) = parse("---\ntitle: About this site\nslug: about-us\nmenu: 2\ndraft: true\n---\nHello *there*.\n")
        #expect(diagnostics.isEmpty)
        #expect(
            try #require(page)
                == FreePage(
                    slug: "about-us", title: "About this site", menuOrder: 2, draft: true,
                    body: "Hello *there*.\n"))
    }

    @Test func menuAndDraftAreOptional() throws {
        let (page, diagnostics) = parse("---\ntitle: Colophon\n---\nSet in a serif.", stem: "colophon")
        #expect(diagnostics.isEmpty)
        let p = try #require(page)
        #expect(p.menuOrder == nil)
        #expect(!p.draft)
        #expect(p.body == "Set in a serif.")
    }

    @Test(arguments: [("colophon", "colophon"), ("Colophon", "colophon"), ("reading-list-2024", "reading-list-2024")])
    func theSlugDefaultsToTheFileStem(stem: String, slug: String) throws {
        let (page, diagnostics) = parse("---\ntitle: T\n---\n", stem: stem)
        #expect(diagnostics.isEmpty)
        #expect(page?.slug == slug)
    }

    @Test func aSlugInTheFrontMatterWinsOverABadFileName() throws {
        let (page, diagnostics) = parse("---\ntitle: T\nslug: my-page\n---\n", stem: "My Page")
        #expect(diagnostics.isEmpty)
        #expect(page?.slug == "my-page")
    }

    @Test func aFileNameThatIsNoSlugNeedsASlugKey() {
        let (page, diagnostics) = parse("---\ntitle: T\n---\n", stem: "My Page")
        #expect(page == nil)
        #expect(
            diagnostics.map(\.description) == [
                "content/pages/x.md:1:1: error: the file name must be a slug (lowercase letters, digits, hyphens), or give one with 'slug:'"
            ])
    }

    @Test(arguments: [
        (
            "---\ntitle: T\nslug: ../etc\n---\n",
            "content/pages/x.md:3:7: error: slug: use lowercase letters, digits and hyphens, found \"../etc\""
        ),
        (
            "---\ntitle: T\n\nslug: \"a/b\"\n---\n",
            "content/pages/x.md:4:7: error: slug: use lowercase letters, digits and hyphens, found \"a/b\""
        ),
        (
            "---\ntitle: T\nslug: About\n---\n",
            "content/pages/x.md:3:7: error: slug: use lowercase letters, digits and hyphens, found \"About\""
        ),
        (
            "---\ntitle: T\nslug: about-\n---\n",
            "content/pages/x.md:3:7: error: slug: use lowercase letters, digits and hyphens, found \"about-\""
        ),
        (
            "---\ntitle: T\nslug: über\n---\n",
            "content/pages/x.md:3:7: error: slug: use lowercase letters, digits and hyphens, found \"über\""
        ),
        (
            "---\ntitle: T\nslug: \(String(repeating: "a", count: 61))\n---\n",
            "content/pages/x.md:3:7: error: slug: use lowercase letters, digits and hyphens, found \"\(String(repeating: "a", count: 40))\""
        ),
        (
            "---\nmenu: 1\n---\nA page without a title.\n",
            "content/pages/x.md:1:1: error: title: missing; a page needs a title"
        ),
        (
            "No front matter at all.\n",
            "content/pages/x.md:1:1: error: title: missing; a page needs a title"
        ),
        (
            "---\ntitle: \"\"\n---\n",
            "content/pages/x.md:2:8: error: title: expected text, found \"\""
        ),
        (
            "---\ntitle: T\nmenu: 1001\n---\n",
            "content/pages/x.md:3:7: error: menu: expected a whole number from 0 to 1000, found \"1001\""
        ),
        (
            "---\ntitle: T\nmenu: -1\n---\n",
            "content/pages/x.md:3:7: error: menu: expected a whole number from 0 to 1000, found \"-1\""
        ),
        (
            "---\ntitle: T\nmenu: first\n---\n",
            "content/pages/x.md:3:7: error: menu: expected a whole number from 0 to 1000, found \"first\""
        ),
        (
            "---\ntitle: T\ndraft: maybe\n---\n",
            "content/pages/x.md:3:8: error: draft: expected true or false, found \"maybe\""
        ),
        (
            "---\ntitle: T\n",
            "content/pages/x.md:1:1: error: front matter starts with '---' but has no closing '---' line"
        ),
        (
            "---\n- title\n- T\n---\n",
            "content/pages/x.md:2:1: error: front matter: expected 'key: value' lines"
        ),
    ])
    func reportsTheExactDiagnostic(text: String, expected: String) {
        let (page, diagnostics) = parse(text)
        #expect(page == nil)
        #expect(diagnostics.map(\.description) == [expected])
    }

    @Test func unknownKeysAreWarnings() throws {
        let (page, diagnostics) = parse("---\ntitle: About\nauthor: me\nmenu: 0\n---\n")
        #expect(try #require(page).menuOrder == 0)
        #expect(diagnostics.map(\.description) == ["content/pages/x.md:3:1: warning: unknown front-matter key 'author', ignored"])
    }

    @Test func toleratesAByteOrderMark() throws {
        let (page, diagnostics) = parse("\u{FEFF}---\ntitle: About\n---\nBody\n")
        #expect(diagnostics.isEmpty)
        #expect(try #require(page).title == "About")
        #expect(page?.body == "Body\n")
    }

    /// "\r\n" is one Character in Swift; a file saved with Windows line ends must still have its front matter read.
    @Test func readsFrontMatterWithWindowsLineEnds() {
        let (page, diagnostics) = parse("---\r\ntitle: About\r\n---\r\nBody\r\n")
        #expect(diagnostics.isEmpty)
        #expect(page?.title == "About")
    }

    @Test(arguments: ["about", "a", "reading-list-2024", String(repeating: "z", count: 60)])
    func validSlugs(slug: String) {
        #expect(FreePage.isValidSlug(slug))
    }

    @Test(arguments: ["", "-a", "a-", "A", "a b", "a/b", "..", "a.b", "a_b", "a\u{0}", String(repeating: "z", count: 61)])
    func invalidSlugs(slug: String) {
        #expect(!FreePage.isValidSlug(slug))
    }
}
