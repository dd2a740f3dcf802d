import Foundation
import Support
import Testing

@testable import Build

/// A rebuild gives exactly what a full build gives, touches only files that changed, and stops
/// early when nothing did.
@Suite struct IncrementalBuildTests {
    private func inode(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    private func expectSameAsFullBuild(after change: (FixtureSite) throws -> Void) throws -> (site: FixtureSite, report: BuildReport) {
        try FixtureSite.expectSameAsFullBuild(after: change)
    }

    @Test func nothingChangedStopsEarlyAndTouchesNothing() throws {
        let site = try FixtureSite()
        let first = try site.build()
        let before = inode(site.output + "/movies/19-metropolis/index.html")
        let second = try site.build()
        #expect(second.upToDate == first.pagesWritten)
        #expect(second.summary.hasPrefix("Nothing changed: \(first.pagesWritten) pages"))
        #expect(inode(site.output + "/movies/19-metropolis/index.html") == before)
    }

    /// The stamps beside the output only save reading unchanged files; a touched file is read again
    /// and found equal, and a damaged stamps file just means reading everything.
    @Test func timesAloneDoNotCountAsChanges() throws {
        let site = try FixtureSite()
        let first = try site.build()
        let movie = site.root + "/content/movies/19.json"
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: movie)
        #expect(try site.build().upToDate == first.pagesWritten)
        try site.write("garbage\twithout\nstructure", to: ".public.sitegen.stamps")
        #expect(try site.build().upToDate == first.pagesWritten)
        let same = try String(contentsOfFile: movie, encoding: .utf8)
        try site.write(same.replacingOccurrences(of: "Metropolis", with: "Metropoliz"), to: "content/movies/19.json")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: movie)
        #expect(try site.build().upToDate == nil, "an edit of the same size is found by its bytes")
    }

    /// The stamps file is written again only when some input's state changed, was added or went away.
    @Test func stampsAreRewrittenOnlyWhenAnInputChanged() throws {
        let site = try FixtureSite()
        // The fixture was copied in the first build's clock tick, so that build leaves its files to be read once more.
        _ = try site.build()
        _ = try site.build()
        let stamps = site.root + "/.public.sitegen.stamps"
        let first = inode(stamps)
        _ = try site.build()
        #expect(inode(stamps) == first, "nothing changed, yet the stamps were rewritten")
        try site.write(plainMovieJSON(961), to: "content/movies/961.json")
        _ = try site.build()
        let afterAdding = try String(contentsOfFile: stamps, encoding: .utf8)
        #expect(inode(stamps) != first && afterAdding.contains("movies/961.json"))
        try FileManager.default.removeItem(atPath: site.root + "/content/movies/961.json")
        _ = try site.build()
        #expect(try !String(contentsOfFile: stamps, encoding: .utf8).contains("movies/961.json"))
    }

    @Test func oneItemChanged() throws {
        var untouched: UInt64?
        let (site, report) = try expectSameAsFullBuild { site in
            untouched = inode(site.output + "/comics/1/index.html")
            try site.write(
                #"{"id": 780, "title": "La Passion de Jeanne d'Arc", "release_date": "1928-04-21", "overview": "Changed."}"#,
                to: "content/movies/780.json")
        }
        #expect(report.unchanged > 0 && report.unchanged < report.filesWritten)
        #expect(inode(site.output + "/comics/1/index.html") == untouched, "an unaffected page was rewritten")
        let page = String(decoding: site.outputTree()["movies/780-la-passion-de-jeanne-darc/index.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("Changed."))
    }

    /// A manifest that lists the output's files in another order than the plan's (sorted, as `encoded()` writes it)
    /// cannot give the pages an edit carries over their lines by place: the rebuild plans every page, and still gives
    /// what a full build gives.
    @Test func anEditAfterTheManifestWasRewrittenInAnotherOrderPlansEveryPage() throws {
        let (_, report) = try expectSameAsFullBuild { site in
            let path = site.output + "/" + OutputManifest.fileName
            let data = try #require(FileManager.default.contents(atPath: path))
            let manifest = try #require(OutputManifest.readCheckingLines([UInt8](data))?.manifest)
            try Data(manifest.encoded()).write(to: URL(fileURLWithPath: path))
            // The text alone: a change that keeps the structure, which a rebuild plans from the previous plan.
            let movie = site.root + "/content/movies/19.json"
            let text = try String(contentsOfFile: movie, encoding: .utf8)
            try text.replacingOccurrences(of: "A city above, workers below.", with: "Changed.").write(
                toFile: movie, atomically: false, encoding: .utf8)
        }
        let update = try #require(report.update)
        #expect(update.declared == report.pagesWritten, "no page carried over")
    }

    @Test func oneItemAdded() throws {
        let (site, _) = try expectSameAsFullBuild { site in
            try site.write(#"{"id": 961, "title": "The General", "release_date": "1926-12-31"}"#, to: "content/movies/961.json")
        }
        #expect(site.outputTree()["movies/961-the-general/index.html"] != nil)
    }

    @Test func oneItemRemoved() throws {
        let (site, _) = try expectSameAsFullBuild { site in
            try FileManager.default.removeItem(atPath: site.root + "/content/movies/780.json")
        }
        #expect(!site.outputTree().keys.contains { $0.hasPrefix("movies/780") })
    }

    /// A page added on a rebuild at the address of a page the previous build made (a free page named `search`) is
    /// refused, though the plan finds both at that page's place in the previous plan, and the output is left as it was.
    @Test func aPageAddedAtAnotherPagesAddressIsRefusedOnARebuild() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let before = site.outputTree()
        try site.write("---\ntitle: Search\n---\nFind things.\n", to: "content/pages/search.md")
        let failure = #expect(throws: BuildFailure.self) { try site.build() }
        #expect(failure?.diagnostics.map(\.message) == ["two pages would be written to one file (also search/index.html)"])
        #expect(site.outputTree() == before)
    }

    @Test func oneTemplateChanged() throws {
        let (site, report) = try expectSameAsFullBuild { site in
            try FileManager.default.createDirectory(atPath: site.root + "/Templates", withIntermediateDirectories: true)
            var footer = String(decoding: try #require(DefaultTheme.files["layout.html"]), as: UTF8.self)
            footer = footer.replacingOccurrences(of: "<p data-text=\"site.footer\">Built with", with: "<p>Made with")
            try site.write(footer, to: "Templates/layout.html")
        }
        #expect(report.unchanged < report.filesWritten / 2, "a layout change reaches every page")
        let home = String(decoding: site.outputTree()["index.html"] ?? Data(), as: UTF8.self)
        #expect(home.contains("Made with"))
    }

    @Test func aDamagedManifestFallsBackToAFullBuildWithANote() throws {
        let site = try FixtureSite()
        _ = try site.build()
        try site.write("{ not json", to: "public/.sitegen-manifest.json")
        let report = try site.build()
        #expect(report.upToDate == nil)
        #expect(report.warnings.map(\.description).contains { $0.contains("the manifest is damaged; doing a full build") })
        #expect(OutputManifest.read(outputFolder: site.output).manifest != nil)
    }

    /// The cache of decoded items beside the output only saves parsing; damaged, it is ignored and rewritten.
    @Test func aDamagedItemCacheIsIgnored() throws {
        let (site, _) = try expectSameAsFullBuild { site in
            try site.write("garbage", to: ".public.sitegen.cache")
            try site.write(
                #"{"id": 780, "title": "La Passion de Jeanne d'Arc", "release_date": "1928-04-21", "overview": "Changed."}"#,
                to: "content/movies/780.json")
        }
        let cache = try #require(FileManager.default.contents(atPath: site.root + "/.public.sitegen.cache"))
        #expect(cache.count > 1000, "rewritten whole")
    }

    /// A first build writes its decoded items to a spool file as it goes and moves it into place as the
    /// cache (a tidy-up during the build once removed it), and a rebuild appends what it decoded: no
    /// temporary file is left beside the output either way.
    @Test func theItemCacheIsWrittenByAFirstBuildAndAppendedToByARebuild() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let cachePath = site.root + "/.public.sitegen.cache"
        let first = try #require(FileManager.default.contents(atPath: cachePath))
        #expect(first.count > 1000)
        try site.edit("content/movies/19.json", replacing: "Metropolis", with: "Metropoliz")
        _ = try site.build()
        let second = try #require(FileManager.default.contents(atPath: cachePath))
        #expect(second.count > first.count && second.prefix(first.count) == first, "the changed movie appended")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root).filter { $0.hasPrefix(".public.sitegen-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// A build that fails after it decoded its items leaves neither their spool nor any other temporary file,
    /// and the previous cache stays as it was.
    @Test func aFailedBuildLeavesNoSpool() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let cachePath = site.root + "/.public.sitegen.cache"
        let cache = FileManager.default.contents(atPath: cachePath)
        try site.edit("content/movies/19.json", replacing: "Metropolis", with: "Metropoliz")
        try site.write("<!DOCTYPE html><p data-text=\"noSuchKey\">x</p>", to: "Templates/404.html")
        #expect(throws: BuildFailure.self) { try site.build() }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root).filter { $0.hasPrefix(".public.sitegen-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        #expect(FileManager.default.contents(atPath: cachePath) == cache)
    }

    /// A rewrite that keeps size and modification time (`cp -p`, `rsync -t`) still counts: the change time moved.
    @Test func aRewriteThatKeepsSizeAndTimeIsFound() throws {
        let (site, report) = try expectSameAsFullBuild { site in
            let path = site.root + "/content/movies/780.json"
            let modified = try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
            try site.edit("content/movies/780.json", replacing: "Jeanne", with: "Jehann")
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        }
        #expect(report.upToDate == nil)
        #expect(site.page("movies/780-la-passion-de-jehann-darc/index.html").contains("Jehann"))
    }

    /// A cache record whose item does not match its file is not used, and never crashes the build; its payload is sealed
    /// again after the change, so that it is refused for the item it names rather than for its digest. Movie 19, the one
    /// the record names, is edited too: its page is rendered again, and must not show the record's cast.
    @Test func aCacheRecordForTheWrongItemIsIgnored() throws {
        let (_, _) = try expectSameAsFullBuild { site in
            let path = site.root + "/.public.sitegen.cache"
            var bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
            // The item's id comes first in it, as eight little-endian bytes; rewrite it to 19, which is another movie's id.
            let payload = try #require(Self.payload(of: "movies/653", in: bytes))
            let id = payload.lowerBound + 24
            #expect(bytes[id] == 0x8D && bytes[id + 1] == 0x02, "653 = 0x028D")
            bytes[id] = 19
            bytes[id + 1] = 0
            let digest = ContentHash.digest(of: Array(bytes[(payload.lowerBound + 16)..<payload.upperBound]))
            for byte in 0..<8 {
                bytes[payload.lowerBound + byte] = UInt8(truncatingIfNeeded: digest.high >> (8 * UInt64(byte)))
                bytes[payload.lowerBound + 8 + byte] = UInt8(truncatingIfNeeded: digest.low >> (8 * UInt64(byte)))
            }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            try site.edit("content/movies/780.json", replacing: "Jeanne", with: "Jehanne")
            try site.edit("content/movies/19.json", replacing: "A city above", with: "A city high above")
        }
    }

    /// A cache record with a changed letter still reads as a record, but its digest no longer matches: the movie is
    /// decoded from its file again, and its page shows its title rather than the damaged one.
    @Test func aCacheRecordWithAChangedLetterIsNotTrusted() throws {
        let (site, _) = try expectSameAsFullBuild { site in
            let path = site.root + "/.public.sitegen.cache"
            var bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
            let payload = try #require(Self.payload(of: "movies/653", in: bytes))
            let title = Array("Nosferatu".utf8)
            let at = try #require(payload.first { Array(bytes[$0..<($0 + title.count)]) == title })
            bytes[at] = UInt8(ascii: "M")
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            try site.edit("content/movies/780.json", replacing: "Jeanne", with: "Jehanne")
        }
        #expect(!site.page("movies/653-nosferatu/index.html").contains("Mosferatu"))
    }

    /// Where the payload of the cache record of `key` is in the cache file's `bytes`: after its length-prefixed key,
    /// sources, and its own length. It begins with its digest (16 bytes) and its item's length (see `SealedPayload`).
    private static func payload(of key: String, in bytes: [UInt8]) -> Range<Int>? {
        func number(at offset: Int) -> Int {
            Int(bytes[offset..<(offset + 8)].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) })
        }
        let key = Array(key.utf8)
        guard let at = (0...(bytes.count - key.count)).first(where: { Array(bytes[$0..<($0 + key.count)]) == key }) else { return nil }
        let lengthAt = at + key.count + 8 + number(at: at + key.count)
        return (lengthAt + 8)..<(lengthAt + 8 + number(at: lengthAt))
    }
}
