import Support
import Testing

@testable import Model

/// A folder's listing sorted into items and problems, without touching the disk.
@Suite struct FolderContentsTests {
    private let folder = CacheFolder(
        kind: "movies", noteDateKeys: ["watched"], namingRule: "<id>.json", isValidStem: CacheFolder.isPositiveNumber)

    private func classify(_ names: [String]) -> FolderContents {
        FolderContents(FolderListing(names.map { FolderListing.Entry(name: $0, hash: "h-" + $0) }), of: folder) { "content/movies/" + $0 }
    }

    @Test func pairsEachItemWithItsNotesAndImage() {
        let contents = classify(["2.json", "10.json", "10.md", "10.png", "10.svg", "2.jpg", "3.json"])
        #expect(contents.items.map(\.stem) == ["10", "2", "3"], "in the order of their file names")
        #expect(contents.items.map(\.json.hash) == ["h-10.json", "h-2.json", "h-3.json"], "each with the scan's hash")
        #expect(contents.items.map { $0.notes?.name } == ["10.md", nil, nil])
        #expect(contents.items.map(\.imageName) == ["10.svg", "2.jpg", nil], "svg wins over png")
        #expect(contents.diagnostics.isEmpty)
    }

    /// Notes right after their JSON file are paired at once, the others through every stem: in any order of the
    /// listing, each item gets its own notes and no other's, and notes without their JSON file are reported.
    @Test(arguments: [
        ["1.json", "1.md", "2.json", "3.json", "3.md", "4.md"],
        ["1.md", "1.json", "2.json", "3.md", "3.json", "4.md"],
        ["4.md", "3.json", "1.json", "3.md", "2.json", "1.md"],
        ["3.md", "1.json", "2.json", "1.md", "3.json", "4.md"],
    ])
    func pairsNotesWhereverTheListingPutsThem(names: [String]) {
        let contents = classify(names)
        let notesByStem = Dictionary(uniqueKeysWithValues: contents.items.map { ($0.stem, $0.notes?.name) })
        let expected: [String: String?] = ["1": "1.md", "2": nil, "3": "3.md"]
        #expect(notesByStem == expected)
        #expect(contents.items.allSatisfy { $0.notes.map { $0.hash == "h-" + $0.name } ?? true })
        #expect(
            contents.diagnostics.map(\.description) == ["content/movies/4.md:1:1: warning: notes without a 4.json beside them, ignored"])
    }

    @Test func reportsMisnamedStrayAndUnexpectedFiles() {
        let contents = classify(["01.json", "01.md", "4.md", "5.webp", "notes", "readme.txt", ".DS_Store", "6.json"])
        #expect(contents.items.map(\.stem) == ["6"])
        #expect(
            contents.diagnostics.sorted().map(\.description) == [
                "content/movies/01.json:1:1: error: a file here must be named <id>.json",
                "content/movies/4.md:1:1: warning: notes without a 4.json beside them, ignored",
                "content/movies/5.webp:1:1: warning: unexpected file in content/movies, ignored",
                "content/movies/notes:1:1: warning: unexpected file in content/movies, ignored",
                "content/movies/readme.txt:1:1: warning: unexpected file in content/movies, ignored",
            ], "notes beside a misnamed file are that file's, and a hidden file is passed over")
    }

    @Test func splitsAtTheLastDot() {
        #expect(FolderContents.split("550.json") == ("550", "json"))
        #expect(FolderContents.split("a.b.md") == ("a.b", "md"))
        #expect(FolderContents.split("README") == ("README", ""))
        #expect(FolderContents.split("trailing.") == ("trailing", ""))
        #expect(FolderContents.split("caf\u{E9}.j\u{301}son") == ("caf\u{E9}", "j\u{301}son"), "by bytes, whatever the characters")
    }

    @Test func namesItsPartsByTheirBytes() {
        #expect(FolderContents.parts(of: "550.json") == ("550", .json))
        #expect(FolderContents.parts(of: "a.b.md") == ("a.b", .notes))
        #expect(FolderContents.parts(of: "550.svg") == ("550", .other("svg")))
        #expect(FolderContents.parts(of: "550.JSON") == ("550", .other("JSON")), "extensions are compared as they are written")
        #expect(FolderContents.parts(of: "README") == ("README", .other("")))
        #expect(FolderContents.parts(of: "trailing.") == ("trailing", .other("")))
        #expect(FolderContents.parts(of: ".json") == ("", .hidden))
        #expect(FolderContents.parts(of: ".DS_Store") == ("", .hidden))
        #expect(FolderContents.parts(of: "") == ("", .other("")), "a name without a byte is not a hidden one")
        #expect(FolderContents.parts(of: "caf\u{E9}.json") == ("caf\u{E9}", .json))
        #expect(FolderContents.parts(of: "caf\u{E9}.j\u{301}son") == ("caf\u{E9}", .other("j\u{301}son")))
        // A bridged or otherwise non-contiguous string takes the slower path, with the same answers.
        let bridged = String(decoding: Array("550.md".utf8), as: UTF8.self)
        #expect(FolderContents.parts(of: bridged) == ("550", .notes))
    }

    @Test func takesOnlyNumbersWrittenAsSwiftWritesThemAsMovieStems() {
        for stem in ["1", "550", "1000027", "9223372036854775807"] {
            #expect(CacheFolder.isPositiveNumber(stem), "\(stem)")
        }
        for stem in [
            "", "0", "0550", "+550", "-5", "55 ", " 55", "5e3", "9223372036854775808", "99999999999999999999", "\u{661}\u{662}", "５",
        ] {
            #expect(!CacheFolder.isPositiveNumber(stem), "\(stem)")
        }
    }
}
