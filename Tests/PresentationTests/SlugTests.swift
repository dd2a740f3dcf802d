import Presentation
import Testing

@Suite struct SlugTests {
    @Test(arguments: [
        ("Fight Club", "fight-club"),
        ("Metropolis", "metropolis"),
        ("Häxan", "haxan"),
        ("Amélie", "amelie"),
        ("Le Voyage dans la Lune", "le-voyage-dans-la-lune"),
        ("2001: A Space Odyssey", "2001-a-space-odyssey"),
        ("Dr. Mabuse, the Gambler", "dr-mabuse-the-gambler"),
        ("  --Nosferatu!!  ", "nosferatu"),
        ("Sherlock Jr.", "sherlock-jr"),
        ("The Cabinet of Dr. Caligari (1920)", "the-cabinet-of-dr-caligari-1920"),
        ("ＦＵＬＬ ＷＩＤＴＨ", "full-width"),
        ("M", "m"),
    ])
    func foldsToLowercaseASCIIWithSingleHyphens(text: String, slug: String) {
        #expect(Slug.make(text) == slug)
    }

    @Test(arguments: [
        ("Singin' in the Rain", "singin-in-the-rain"),
        ("Singin’ in the Rain", "singin-in-the-rain"),
        ("Don't Look Now", "dont-look-now"),
    ])
    func apostrophesVanishInsteadOfSplittingWords(text: String, slug: String) {
        #expect(Slug.make(text) == slug)
    }

    @Test(arguments: ["Броненосец «Потёмкин»", "七人の侍", "1984", "", "!!! ???", "8½"])
    func isNilWithoutAnASCIILetter(text: String) {
        #expect(Slug.make(text) == nil)
    }

    @Test func isCappedAtTheMaximumLength() throws {
        let slug = try #require(Slug.make(String(repeating: "a", count: 100)))
        #expect(slug == String(repeating: "a", count: Slug.maximumLength))
    }

    @Test func cappedSlugNeverEndsWithAHyphen() throws {
        let title = "Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb"
        let slug = try #require(Slug.make(title))
        #expect(slug.count <= Slug.maximumLength)
        #expect(!slug.hasSuffix("-"))
        #expect("dr-strangelove-or-how-i-learned-to-stop-worrying-and-love-the-bomb".hasPrefix(slug))
    }

    /// A word boundary right at the cap must not add a hyphen and a letter beyond it,
    /// which would give a 61-character slug.
    @Test(arguments: [
        String(repeating: "a", count: 59) + " b",
        String(repeating: "abc ", count: 30),
    ])
    func capHoldsWhenAWordBoundaryFallsOnTheLimit(text: String) throws {
        let slug = try #require(Slug.make(text))
        #expect(slug.count <= Slug.maximumLength)
    }

    @Test func onlyLowercaseLettersDigitsAndHyphens() throws {
        let slug = try #require(Slug.make("Ça — c'est «Ünïcödé» & 100% [fun]/../ok?"))
        #expect(slug.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
        #expect(!slug.contains("--"))
        #expect(!slug.hasPrefix("-") && !slug.hasSuffix("-"))
    }

    @Test func fallbackIsStableAndDistinct() {
        let a = Slug.fallback(for: "Драма")
        #expect(a == Slug.fallback(for: "Драма"))
        #expect(a != Slug.fallback(for: "Комедия"))
        #expect(a.hasPrefix("n"))
        #expect(a.dropFirst().allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }

    @Test func fallbackIsFNV1aOfTheUTF8Bytes() {
        // Published FNV-1a 64-bit test vectors.
        #expect(Slug.fallback(for: "") == "ncbf29ce484222325")
        #expect(Slug.fallback(for: "a") == "naf63dc4c8601ec8c")
    }

    /// Appended, a slug is the bytes `make` gives after those already there; without one, nothing is appended.
    @Test(arguments: ["Fight Club", "Häxan", "七人の侍", "", "!!! ???", "8½", String(repeating: "Long title ", count: 20)])
    func anAppendedSlugIsTheMadeOne(text: String) {
        var bytes = Array("movies/1-".utf8)
        let appended = Slug.append(text, to: &bytes)
        #expect(appended == (Slug.make(text) != nil))
        #expect(String(decoding: bytes, as: UTF8.self) == "movies/1-" + (Slug.make(text) ?? ""))
    }
}
