import Build
import Foundation
import HTML
import Support
import Testing

/// The process's peak resident set so far, in bytes (Linux reports `ru_maxrss` in kilobytes).
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
}

/// One bad or extreme file beside a valid movie: the build must end, without crashing, either
/// with the site built or with a `path:line:col` error naming the file.
@Suite struct InputLimitsTests {
    /// A site holding the valid `content/movies/1.json`.
    private func siteWithOneGoodMovie() throws -> ScratchSite {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(1), to: "content/movies/1.json")
        return site
    }

    @Test(.timeLimit(.minutes(1))) func aFiftyMegabyteResponseBuildsInBoundedTimeAndMemory() throws {
        let site = try siteWithOneGoodMovie()
        let filler = String(repeating: "A long overview. ", count: 50 * 1_048_576 / 17)
        let json = #"{"id": 2, "title": "Huge", "overview": "\#(filler)", "release_date": "2001"}"#
        #expect(json.utf8.count >= 50 * 1_048_576)
        try site.write(json, to: "content/movies/2.json")

        let rssBefore = peakResidentBytes()
        let clock = ContinuousClock()
        var outcome: Result<BuildReport, BuildFailure>!
        let elapsed = clock.measure {
            outcome = Result { () throws(BuildFailure) in try site.build() }
        }
        let rssAfter = peakResidentBytes()
        print("50 MB response: built in \(elapsed), peak RSS \(rssBefore / 1_048_576) MB before, \(rssAfter / 1_048_576) MB after")
        #expect(rssAfter < 1_536 * 1_048_576, "peak RSS \(rssAfter / 1_048_576) MB")
        switch outcome! {
        case .success:
            let tree = site.outputTree()
            let page = try #require(ScratchSite.moviePage(2, in: tree))
            #expect((tree[page]?.count ?? 0) > 50 * 1_048_576 - 1024, "the whole overview is on the page")
            // Lists show cards, not overviews: one huge field does not bloat every page.
            #expect((tree["movies/index.html"]?.count ?? 0) < 1_048_576)
        case .failure(let failure):
            let messages = failure.diagnostics.map(\.description)
            #expect(messages.count == 1 && messages.first?.hasPrefix("content/movies/2.json:") == true, "\(messages)")
        }
    }

    @Test(.timeLimit(.minutes(1))) func aOneMegabyteTitleBuilds() throws {
        let site = try siteWithOneGoodMovie()
        let title = String(repeating: "Title ", count: 1_048_576 / 6)
        try site.write(plainMovieJSON(2, title: title), to: "content/movies/2.json")
        _ = try site.build()
        let tree = site.outputTree()
        let page = try #require(ScratchSite.moviePage(2, in: tree))
        // The slug is capped, so the folder name stays far below the file system's 255 bytes.
        let folder = page.split(separator: "/")[1]
        #expect(folder.utf8.count <= 70, "\(folder)")
        let parsed = ParsedPage(tree[page] ?? [])
        #expect(parsed.errors.isEmpty)
        #expect(parsed.text.contains(title.trimmingCharacters(in: .whitespaces)))
    }

    @Test(.timeLimit(.minutes(1))) func aHundredThousandMemberCastShowsOnlyTheTopBilled() throws {
        let site = try siteWithOneGoodMovie()
        let count = 100_000
        // Billing order runs against file order: the top-billed are the last members of the array.
        let members = (0..<count).map { i in
            #"{"name": "Actor-\#(String(format: "%06d", i))", "character": "Role \#(i)", "order": \#(count - 1 - i)}"#
        }
        try site.write(
            #"{"id": 2, "title": "Crowd", "credits": {"cast": [\#(members.joined(separator: ",\n"))], "crew": []}}"#,
            to: "content/movies/2.json")
        _ = try site.build()
        let tree = site.outputTree()
        let page = try #require(ScratchSite.moviePage(2, in: tree))
        let parsed = ParsedPage(tree[page] ?? [])
        let names = parsed.elements.filter { $0.name == "a" && $0.attribute("class") == "cast-name" }
        #expect(names.count == 12)
        #expect(parsed.text.contains("Actor-099999") && parsed.text.contains("Actor-099988"))
        #expect(!parsed.text.contains("Actor-099987") && !parsed.text.contains("Actor-000000"))
        #expect((tree[page]?.count ?? 0) < 64 * 1024)
        // Only the top-billed have pages; the other 99,988 are on no page at all.
        let people = tree.keys.filter { $0.hasPrefix("people/actor-") }
        #expect(people.count == 12)
    }

    /// The error points at the bracket that goes one level too deep (the document's own object is level 1).
    @Test(.timeLimit(.minutes(1))) func jsonNestedTenThousandDeepIsRefusedWithAPosition() throws {
        let site = try siteWithOneGoodMovie()
        let depth = 10_000
        try site.write(
            #"{"id": 2, "title": "Deep",\#n "extra": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}",
            to: "content/movies/2.json")
        try site.write(
            #"{"id": 3, "title": "Deep",\#n "extra": "# + String(repeating: #"{"a":"#, count: depth) + "1"
                + String(repeating: "}", count: depth) + "}",
            to: "content/movies/3.json")
        #expect(
            site.failure() == [
                "content/movies/2.json:2:522: error: nesting deeper than 512 levels",
                "content/movies/3.json:2:2566: error: nesting deeper than 512 levels",
            ])
    }

    @Test(.timeLimit(.minutes(1))) func invalidUTF8InAStringIsAnErrorAtThatString() throws {
        let site = try siteWithOneGoodMovie()
        try site.write(
            Array(#"{"id": 2,\#n "title": "Bad "#.utf8) + [0xC3, 0x28, 0xFF] + Array(#" bytes"}"#.utf8), to: "content/movies/2.json")
        let messages = try #require(site.failure())
        #expect(messages.count == 1)
        // Reported at the string's closing quote (column 25), on the line of the bad bytes.
        #expect(messages.first?.hasPrefix("content/movies/2.json:2:") == true, "\(messages)")
        #expect(messages.first?.hasSuffix("error: invalid UTF-8 in string") == true, "\(messages)")
    }

    @Test(.timeLimit(.minutes(1))) func invalidUTF8InNotesIsAnError() throws {
        let site = try siteWithOneGoodMovie()
        try site.write(Array("---\nrating: 3\n---\nBad ".utf8) + [0xFF, 0xFE] + Array("\n".utf8), to: "content/movies/1.md")
        #expect(site.failure() == ["content/movies/1.md:1:1: error: not valid UTF-8 text"])
    }

    @Test(.timeLimit(.minutes(1))) func aByteOrderMarkIsAccepted() throws {
        let site = try siteWithOneGoodMovie()
        try site.write([0xEF, 0xBB, 0xBF] + Array(plainMovieJSON(2, title: "With BOM").utf8), to: "content/movies/2.json")
        try site.write([0xEF, 0xBB, 0xBF] + Array("---\nrating: 4\n---\nNoted.\n".utf8), to: "content/movies/2.md")
        _ = try site.build()
        let tree = site.outputTree()
        let page = try #require(ScratchSite.moviePage(2, in: tree))
        #expect(ParsedPage(tree[page] ?? []).text.contains("Noted."))
        // A BOM does not shift the columns of later errors.
        try site.write([0xEF, 0xBB, 0xBF] + Array(#"{"id": "2"}"#.utf8), to: "content/movies/2.json")
        #expect(site.failure() == [#"content/movies/2.json:1:8: error: id: expected a whole number, found "2""#])
    }

    @Test(.timeLimit(.minutes(1))) func anEmptyFileIsAnErrorAtOneOne() throws {
        let site = try siteWithOneGoodMovie()
        try site.write("", to: "content/movies/2.json")
        try site.write(" \n\t\n", to: "content/books/blank01.json")
        #expect(
            site.failure() == [
                "content/books/blank01.json:3:1: error: empty file: expected a JSON value",
                "content/movies/2.json:1:1: error: empty file: expected a JSON value",
            ])
    }

    @Test(.timeLimit(.minutes(1))) func aFolderNamedLikeAResponseIsAnError() throws {
        let site = try siteWithOneGoodMovie()
        try FileManager.default.createDirectory(atPath: site.root + "/content/movies/550.json", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: site.root + "/content/pages/about.md", withIntermediateDirectories: true)
        #expect(
            site.failure() == [
                "content/movies/550.json:1:1: error: expected a file, found a folder or special file",
                "content/pages/about.md:1:1: error: expected a file, found a folder or special file",
            ])
    }

    @Test(.timeLimit(.minutes(1))) func anUnreadableFileIsAnErrorUnlessRootCanReadIt() throws {
        let site = try siteWithOneGoodMovie()
        try site.write(plainMovieJSON(2), to: "content/movies/2.json")
        #expect(chmod(site.root + "/content/movies/2.json", 0) == 0)
        if getuid() == 0 {
            // root reads any file: the build goes on as if the mode allowed it.
            #expect(site.failure() == nil)
        } else {
            #expect(site.failure() == ["content/movies/2.json:1:1: error: cannot read: permission denied or I/O error"])
        }
    }

    @Test(.timeLimit(.minutes(1))) func aSymlinkLoopIsAnError() throws {
        let site = try siteWithOneGoodMovie()
        let movies = site.root + "/content/movies"
        try FileManager.default.createSymbolicLink(atPath: movies + "/2.json", withDestinationPath: "3.json")
        try FileManager.default.createSymbolicLink(atPath: movies + "/3.json", withDestinationPath: "2.json")
        try FileManager.default.createSymbolicLink(atPath: movies + "/a.json", withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(atPath: movies + "/b.json", withDestinationPath: "a.json")
        #expect(
            site.failure() == [
                "content/movies/2.json:1:1: error: cannot read: Too many levels of symbolic links",
                "content/movies/3.json:1:1: error: cannot read: Too many levels of symbolic links",
                "content/movies/a.json:1:1: error: a file here must be named <TMDB id>.json, like 550.json",
                "content/movies/b.json:1:1: error: a file here must be named <TMDB id>.json, like 550.json",
            ])
    }

    @Test(.timeLimit(.minutes(1))) func aSymlinkLeadingOutsideTheSiteIsRefused() throws {
        let elsewhere = try ScratchSite()
        try elsewhere.write(plainMovieJSON(2, title: "Secret"), to: "secret/2.json")
        try elsewhere.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "secret/1.svg")
        try elsewhere.write("---\ntitle: Secret\n---\nSecret.\n", to: "secret/leak.md")
        let site = try siteWithOneGoodMovie()
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: site.root + "/content/movies/2.json", withDestinationPath: elsewhere.root + "/secret/2.json")
        try fm.createSymbolicLink(atPath: site.root + "/content/movies/3.json", withDestinationPath: "/etc/passwd")
        try fm.createSymbolicLink(atPath: site.root + "/content/movies/1.svg", withDestinationPath: elsewhere.root + "/secret/1.svg")
        try site.write("---\ntitle: Fine\n---\n", to: "content/pages/fine.md")
        try fm.createSymbolicLink(atPath: site.root + "/content/pages/leak.md", withDestinationPath: elsewhere.root + "/secret/leak.md")
        // Relative links that climb out are caught as well as absolute ones.
        let climb =
            String(repeating: "../", count: site.root.split(separator: "/").count + 2) + String(elsewhere.root.dropFirst())
            + "/secret/2.json"
        try fm.createSymbolicLink(atPath: site.root + "/content/movies/4.json", withDestinationPath: climb)
        #expect(
            site.failure() == [
                "content/movies/1.svg:1:1: error: symlink leads outside the site folder",
                "content/movies/2.json:1:1: error: symlink leads outside the site folder",
                "content/movies/3.json:1:1: error: symlink leads outside the site folder",
                "content/movies/4.json:1:1: error: symlink leads outside the site folder",
                "content/pages/leak.md:1:1: error: symlink leads outside the site folder",
            ])
        #expect(!fm.fileExists(atPath: site.output), "nothing was published")
    }

    @Test(.timeLimit(.minutes(1))) func symlinksInsideTheSiteAreFollowed() throws {
        let site = try siteWithOneGoodMovie()
        try site.write(plainMovieJSON(2, title: "Shared"), to: "shared/2.json")
        try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "shared/poster.svg")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/content/movies/2.json", withDestinationPath: "../../shared/2.json")
        try FileManager.default.createSymbolicLink(
            atPath: site.root + "/content/movies/2.svg", withDestinationPath: site.root + "/shared/poster.svg")
        _ = try site.build()
        let tree = site.outputTree()
        let page = try #require(ScratchSite.moviePage(2, in: tree))
        #expect(ParsedPage(tree[page] ?? []).text.contains("Shared"))
        #expect(tree.keys.contains { $0.hasPrefix("movies/2-shared/poster.svg") })
    }

    @Test(.timeLimit(.minutes(1))) func aContentFolderOutsideTheSiteStillWorks() throws {
        // `--content` may name a folder elsewhere, or content/ may be a symlink to one: its files are the site's own.
        let elsewhere = try ScratchSite()
        try elsewhere.write(plainMovieJSON(2, title: "Kept Elsewhere"), to: "content/movies/2.json")
        let site = try ScratchSite()
        try FileManager.default.removeItem(atPath: site.root + "/content")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/content", withDestinationPath: elsewhere.root + "/content")
        _ = try site.build()
        #expect(ScratchSite.moviePage(2, in: site.outputTree()) != nil)
        let options = BuildOptions(siteRoot: site.root, contentDirectory: elsewhere.root + "/content", outputDirectory: "public2")
        _ = try SiteBuilder(options: options, components: .standard).build()
        #expect(FileManager.default.fileExists(atPath: site.root + "/public2/movies/2-kept-elsewhere/index.html"))
    }

    @Test(.timeLimit(.minutes(1))) func fileNamesWithDotsOrBackslashesAreRefused() throws {
        let site = try siteWithOneGoodMovie()
        try site.write(plainMovieJSON(2), to: "content/movies/2..json")
        try site.write(plainMovieJSON(3), to: "content/movies/3\\..\\4.json")
        try site.write(#"{"id": "a..b", "volumeInfo": {"title": "T"}}"#, to: "content/books/a..b.json")
        try site.write("---\ntitle: T\n---\n", to: "content/pages/a\\..\\b.md")
        try site.write("---\ntitle: T\n---\n", to: "content/pages/x..y.md")
        #expect(
            site.failure() == [
                "content/books/a..b.json:1:1: error: a file here must be named <Google Books volume id>.json, like 1gM6KphyINsC.json",
                "content/movies/2..json:1:1: error: a file here must be named <TMDB id>.json, like 550.json",
                "content/movies/3\\..\\4.json:1:1: error: a file here must be named <TMDB id>.json, like 550.json",
                "content/pages/a\\..\\b.md:1:1: error: the file name must be a slug (lowercase letters, digits, hyphens), or give one with 'slug:'",
                "content/pages/x..y.md:1:1: error: the file name must be a slug (lowercase letters, digits, hyphens), or give one with 'slug:'",
            ])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root).sorted()
        #expect(leftovers == ["content", "sitegen.toml"], "nothing was written beside the site")
    }

    @Test(.timeLimit(.minutes(1))) func overlongFileNames() throws {
        let site = try siteWithOneGoodMovie()
        // 300 characters is more than any Linux or macOS file system allows in one name.
        #expect(throws: (any Error).self) {
            try site.write(plainMovieJSON(2), to: "content/movies/" + String(repeating: "9", count: 296) + ".json")
        }
        // The longest names that can exist are refused by the naming rules, not by a failed write later.
        let longMovie = String(repeating: "9", count: 250) + ".json"
        let longBook = String(repeating: "b", count: 250) + ".json"
        let longPage = String(repeating: "p", count: 250) + ".md"
        try site.write(plainMovieJSON(2), to: "content/movies/" + longMovie)
        try site.write(#"{"id": "x", "volumeInfo": {"title": "T"}}"#, to: "content/books/" + longBook)
        try site.write("---\ntitle: T\n---\n", to: "content/pages/" + longPage)
        #expect(
            site.failure() == [
                "content/books/\(longBook):1:1: error: a file here must be named <Google Books volume id>.json, like 1gM6KphyINsC.json",
                "content/movies/\(longMovie):1:1: error: a file here must be named <TMDB id>.json, like 550.json",
                "content/pages/\(longPage):1:1: error: the file name must be a slug (lowercase letters, digits, hyphens), or give one with 'slug:'",
            ])
    }

    @Test(.timeLimit(.minutes(1))) func frontMatterNestedTenThousandListsDeepIsAnError() throws {
        let site = try siteWithOneGoodMovie()
        let depth = 10_000
        try site.write(
            "---\ntags: " + String(repeating: "[", count: depth) + "a" + String(repeating: "]", count: depth) + "\n---\nBody.\n",
            to: "content/movies/1.md")
        try site.write("---\ntitle: Deep\nmenu:\n" + String(repeating: "- ", count: depth) + "x\n---\nBody.\n", to: "content/pages/deep.md")
        let messages = try #require(site.failure())
        #expect(messages.count == 2, "\(messages)")
        // libyaml stops at its nesting limit (1000) long before the stack is at risk.
        #expect(
            messages.first?.hasPrefix("content/movies/1.md:2:8: error: front matter: Maximum nesting level reached") == true, "\(messages)")
        #expect(
            messages.last?.hasPrefix("content/pages/deep.md:4:1999: error: front matter: Maximum nesting level reached") == true,
            "\(messages)")
    }
}
