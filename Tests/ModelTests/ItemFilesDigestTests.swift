import Model
import Support
import Testing

@Suite struct ItemFilesDigestTests {
    /// The digest is `ContentHash` of the three texts, a missing one as `-`: what the item's digest was before it was
    /// written into a buffer of its own, so that pages' digests and plans keep their values.
    @Test(
        arguments: [
            ("0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210", "movies/550.svg"),
            ("0123456789abcdef0123456789abcdef", nil, nil), (nil, nil, nil), ("", "", ""), ("j", "n", "books/Ünïcødé 書.webp"),
            (String(repeating: "a", count: 2_000), nil, "comics/1.png"),
        ] as [(String?, String?, String?)])
    func isTheContentHashOfItsTexts(json: String?, notes: String?, image: String?) {
        var hash = ContentHash()
        hash.update(json ?? "-")
        hash.update(notes ?? "-")
        hash.update(image ?? "-")
        #expect(ItemFilesDigest.of(jsonHash: json, notesHash: notes, image: image) == hash.digest)
    }

    /// Which text a byte belongs to counts: the separator keeps ("ab", "c") from being ("a", "bc").
    @Test func theTextsAreKeptApart() {
        #expect(
            ItemFilesDigest.of(jsonHash: "ab", notesHash: "c", image: nil) != ItemFilesDigest.of(jsonHash: "a", notesHash: "bc", image: nil)
        )
        #expect(
            ItemFilesDigest.of(jsonHash: "-", notesHash: nil, image: nil) == ItemFilesDigest.of(jsonHash: nil, notesHash: nil, image: nil))
    }
}
