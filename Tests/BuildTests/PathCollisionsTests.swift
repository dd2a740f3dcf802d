import Support
import Testing

@testable import Build

/// Two planned files that one disk would store as one (case, Unicode normalisation) fail the build
/// before anything is written, naming both.
@Suite struct PathCollisionsTests {
    private func problems(_ paths: [String], new: [Range<Int>]? = nil) -> [String] {
        do throws(BuildFailure) {
            try PathCollisions.check(paths, new: new)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func distinctPathsPass() {
        #expect(problems(["index.html", "movies/19-metropolis/index.html", "movies/2/index.html"]).isEmpty)
    }

    @Test func pathsDifferingOnlyByCaseCollide() {
        let found = problems(["pages/about/index.html", "movies/1/index.html", "pages/About/index.html"])
        #expect(found.count == 1)
        #expect(found.first?.contains("pages/About/index.html") == true && found.first?.contains("also pages/about/index.html") == true)
    }

    @Test func composedAndDecomposedAccentsCollide() {
        // "é" as one code point, and as "e" followed by a combining acute accent.
        #expect(problems(["tags/caf\u{E9}/index.html", "tags/cafe\u{301}/index.html"]).count == 1)
    }

    @Test func theSamePathTwiceCollides() {
        #expect(problems(["movies/1/index.html", "movies/1/index.html"]).count == 1)
    }

    // A rebuild's plan names the pages at new addresses; the others were checked by the build before.

    @Test func aNewPathCollidingWithAKeptOneIsFound() {
        let paths = ["index.html", "pages/about/index.html", "search/a.json", "pages/About/index.html", "movies/1/index.html"]
        let found = problems(paths, new: [2..<4])
        #expect(found.count == 1)
        #expect(found.first?.contains("pages/About/index.html") == true && found.first?.contains("also pages/about/index.html") == true)
        // The kept path coming after the new one is named first as it stands later in the plan.
        let later = problems(["search/A.json", "index.html", "search/a.json"], new: [0..<1])
        #expect(later.count == 1)
        #expect(later.first?.hasPrefix("search/a.json") == true && later.first?.contains("also search/A.json") == true)
    }

    @Test func keptPathsAreNotComparedAgain() {
        // Were these two kept, the build that planned them would have refused them; a rebuild that adds no path, or
        // whose new pages are where its kind's pages were, names no new range.
        let paths = ["pages/about/index.html", "search/a.json", "pages/About/index.html"]
        #expect(problems(paths, new: []).isEmpty)
        #expect(problems(paths, new: [1..<1]).isEmpty)
        #expect(problems(paths, new: [2..<3]).count == 1)
    }

    @Test func twoNewPathsCollidingAreFound() {
        let found = problems(["index.html", "search/a.json", "assets/x.css", "search/a.json"], new: [1..<2, 3..<4])
        #expect(found.count == 1)
        #expect(found.first?.contains("also search/a.json") == true)
    }

    @Test func newPathsApartFromTheKeptOnesPass() {
        // Of the length of a kept path, but another path: looked up and not found.
        #expect(problems(["movies/1/index.html", "movies/2/index.html", "search/abcdefgh.json"], new: [2..<3]).isEmpty)
        #expect(problems(["movies/1/index.html", "movies/2/index.html", "movies/3/index.html"], new: [2..<3]).isEmpty)
    }

    /// A kept path is passed over when its first byte, in lower case, starts no new path: but not when it is a capital of
    /// one, nor when a new path starts with a character that is not ASCII, which a kept path may compose.
    @Test func aKeptPathIsComparedWhenItsKeyMayStartAsANewOne() {
        #expect(problems(["Search/A.json", "movies/1/index.html", "search/a.json"], new: [2..<3]).count == 1)
        #expect(problems(["movies/1/index.html", "search/a.json"], new: [1..<2]).isEmpty)
        #expect(problems(["e\u{301}tudes/index.html", "movies/1/index.html", "\u{E9}tudes/index.html"], new: [2..<3]).count == 1)
        #expect(problems(["\u{C9}tudes/index.html", "\u{E9}tudes/index.html"], new: [1..<2]).count == 1)
    }

    @Test func aCollisionAmongManyKeptPathsIsFoundInAnyChunk() {
        // More kept paths than one chunk of the parallel look-up holds.
        var paths = (0..<40_000).map { "movies/\($0)/index.html" }
        paths.append("MOVIES/39999/index.html")
        paths.append("movies/20000/INDEX.html")
        let found = problems(paths, new: [40_000..<40_002])
        #expect(found.count == 2)
        #expect(found.first?.contains("also movies/39999/index.html") == true)
        #expect(found.last?.contains("also movies/20000/index.html") == true)
    }

    /// The word-at-a-time test finds a capital or a non-ASCII byte wherever it stands, and nothing else: each of the 256
    /// byte values at each place of paths shorter than a word, of a word, and of words and a few bytes more, among
    /// lowercase ASCII.
    @Test(arguments: [1, 7, 8, 9, 17, 23])
    func aByteToFoldIsFoundAnywhereInAPath(length: Int) {
        for byte in 0...255 {
            for place in 0..<length {
                var path = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                path[place] = UInt8(byte)
                let expected = byte >= 0x80 || (0x41...0x5A).contains(byte)
                #expect(path.withUnsafeBufferPointer(PathCollisions.needsFolding) == expected, "byte \(byte) at \(place)")
            }
        }
        #expect(!Array("movies/19-metropolis/index.html".utf8).withUnsafeBufferPointer(PathCollisions.needsFolding))
    }
}
