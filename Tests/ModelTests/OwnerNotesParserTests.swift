import Model
import Support
import Testing

@Suite struct OwnerNotesParserTests {
    private let parser = OwnerNotesParser(dateKeys: ["watched"])

    @Test func readsFrontMatterAndBody() throws {
        let text = "---\nwatched: 2024-10-31\nrating: 4\ntags: [silent, horror]\n---\nA *fine* night.\n"
        let (notes, diagnostics) = parser.parse(text, file: "n.md")
        #expect(diagnostics.isEmpty)
        let n = try #require(notes)
        #expect(n.watched?.description == "2024-10-31")
        #expect(n.rating == 4)
        #expect(n.tags == ["silent", "horror"])
        #expect(!n.draft)
        #expect(n.body == "A *fine* night.\n")
    }

    @Test func readsBlockListsAndDrafts() throws {
        let (notes, _) = parser.parse("---\ndraft: true\ntags:\n  - a\n  - b\n---\n", file: "n.md")
        #expect(notes?.draft == true)
        #expect(notes?.tags == ["a", "b"])
    }

    @Test func aFileWithoutFrontMatterIsAllBody() {
        #expect(parser.parse("Just words.", file: "n.md").notes?.body == "Just words.")
    }

    @Test(arguments: [
        ("---\nrating: 7\n---\n", "n.md:2:9: error: rating: expected a whole number from 0 to 5, found \"7\""),
        ("---\nwatched: 2024-13-01\n---\n", "n.md:2:10: error: watched: expected a date YYYY-MM-DD, found \"2024-13-01\""),
        // The owner's own dates keep four year digits: a short year here is a slip, not AD 24 (as it may be in API data).
        ("---\nwatched: 24-05-01\n---\n", "n.md:2:10: error: watched: expected a date YYYY-MM-DD, found \"24-05-01\""),
        ("---\nwatched: \"-2024\"\n---\n", "n.md:2:10: error: watched: expected a date YYYY-MM-DD, found \"-2024\""),
        ("---\ndraft: maybe\n---\n", "n.md:2:8: error: draft: expected true or false, found \"maybe\""),
        ("---\nrating: 3\n", "n.md:1:1: error: front matter starts with '---' but has no closing '---' line"),
        ("---\nrating: [1\n---\n", "n.md:3:1: error: front matter: did not find expected ',' or ']'"),
    ])
    func pointsAtTheLineInTheFile(text: String, expected: String) {
        let (notes, diagnostics) = parser.parse(text, file: "n.md")
        #expect(notes == nil)
        #expect(diagnostics.map(\.description) == [expected])
    }

    @Test func unknownKeysAreWarnings() {
        let (notes, diagnostics) = parser.parse("---\nrating: 2\nmood: happy\n---\n", file: "n.md")
        #expect(notes?.rating == 2)
        #expect(diagnostics.map(\.description) == ["n.md:3:1: warning: unknown front-matter key 'mood', ignored"])
    }
}
