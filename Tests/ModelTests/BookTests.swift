import Model
import Testing

/// A book's id becomes part of a path: 1–64 ASCII letters, digits, `_` or `-`, and nothing else.
@Suite struct BookTests {
    @Test(arguments: ["a", "Z", "0", "_", "-", "azAZ09_-", "1gM6KphyINsC", "Tq7wFixtr01-_", String(repeating: "x", count: 64)])
    func anIDOfAllowedCharactersIsTaken(text: String) {
        #expect(Book.ID(text)?.rawValue == text)
    }

    @Test(arguments: [
        "", String(repeating: "x", count: 65), "a b", "a/b", "a.b", "..", "é", "e\u{301}", "１", "a\u{0}", "ab~", "a+b", "[", "`", "{",
        "@", ":",
    ])
    func anIDWithAnyOtherCharacterOrLengthIsRefused(text: String) {
        #expect(Book.ID(text) == nil)
    }
}
