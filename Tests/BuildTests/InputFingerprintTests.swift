import Foundation
import Model
import Support
import Testing

@testable import Build

/// A stamp spares reading a file only where a change of the file would have changed the stamp too.
@Suite struct InputFingerprintTests {
    /// A site holding one movie, and its path.
    private func siteWithAMovie() throws -> (site: ScratchSite, movie: String) {
        let site = try ScratchSite()
        try site.write(#"{"id": 1, "title": "A"}"#, to: "content/movies/1.json")
        return (site, site.root + "/content/movies/1.json")
    }

    private func fingerprint(
        _ site: ScratchSite, tick: Int64,
        previous: [(name: String, stamp: InputFingerprint.Stamp)] = []
    ) -> InputFingerprint.Result {
        let recorded = RecordedStamps(lines: ByteStore(InputStamps.encode(previous)), from: InputStamps.header.count)
        return InputFingerprint.compute(options: site.options(), content: site.root + "/content", searchPaths: [], tick: tick) {
            recorded
        }
    }

    /// The file's stamps with the hash of other bytes: what the stamps hold after a second write of the same
    /// size in the clock tick of the first, which leaves size, times and inode as they were.
    private func withStaleHashes(
        _ stamps: some Sequence<(name: String, stamp: InputFingerprint.Stamp)>
    ) -> [(name: String, stamp: InputFingerprint.Stamp)] {
        stamps.map { ($0.name, InputFingerprint.Stamp(state: $0.stamp.state, hash: "stale")) }
    }

    @Test func aFileChangedInTheTickTheBuildStartedIsReadAgainNextTime() throws {
        let (site, movie) = try siteWithAMovie()
        let changedDuringTheBuild = fingerprint(site, tick: 0)
        let next = fingerprint(
            site, tick: InputFingerprint.FileState.clockTick(), previous: withStaleHashes(changedDuringTheBuild.stamps()))
        #expect(next.hashes()[movie] == changedDuringTheBuild.hashes()[movie])
        #expect(next.hashes()[movie] != "stale")
        #expect(next.stampsChanged, "the re-read file's stamp is recorded again")
    }

    /// The other side, which shows the test above can fail: a file that was settled before the build
    /// keeps the hash its stamp gives, without being read.
    @Test func aFileSettledBeforeTheBuildIsNotReadAgain() throws {
        let (site, movie) = try siteWithAMovie()
        let settled = fingerprint(site, tick: .max)
        let next = fingerprint(site, tick: .max, previous: withStaleHashes(settled.stamps()))
        #expect(next.hashes()[movie] == "stale")
        #expect(!next.stampsChanged)
    }

    /// A recorded stamp's hash counts in the fingerprint exactly as the hash of the file read again would.
    @Test func recordedStampsGiveTheFingerprintOfFilesReadAgain() throws {
        let (site, _) = try siteWithAMovie()
        try site.write("Notes.", to: "content/movies/1.md")
        let read = fingerprint(site, tick: .max)
        let recorded = fingerprint(site, tick: .max, previous: Array(read.stamps()))
        #expect(recorded.fingerprint == read.fingerprint)
        #expect(!recorded.stampsChanged)
        #expect(recorded.stamps().map { $0.name } == read.stamps().map { $0.name })
        #expect(recorded.stamps().map { $0.stamp } == read.stamps().map { $0.stamp })
    }

    /// The fingerprint is the options and each file's name and hash added in the listing's order, the way
    /// `ContentHash` adds strings, though they are gathered first and added at once; recorded or read, alike.
    @Test func theFingerprintIsEachFilesNameAndHashInOrder() throws {
        let (site, _) = try siteWithAMovie()
        try site.write("Notes.", to: "content/movies/1.md")
        let read = fingerprint(site, tick: .max)
        let recorded = fingerprint(site, tick: .max, previous: Array(read.stamps()))
        var oneByOne = ContentHash()
        let options = site.options()
        oneByOne.update("sitegen \(SitegenVersion.buildID)")
        oneByOne.update("base-url \(options.baseURL ?? "")")
        oneByOne.update("relative-links \(options.relativeLinks)")
        oneByOne.update("skip-invalid \(options.skipInvalid)")
        for (index, file) in read.listing.files.enumerated() {
            oneByOne.update(file.name)
            oneByOne.update(read.stamp(at: index)?.hash ?? "-")
        }
        #expect(read.listing.files.count >= 3, "sitegen.toml and the movie's two files")
        #expect(read.fingerprint == oneByOne.hex && recorded.fingerprint == oneByOne.hex)
    }

    /// Stamps are recorded in the listing's order and found at their file's place; a file added before
    /// others moves them all, and they are found by name instead.
    @Test func stampsAreFoundByNameOnceFilesCameOrWent() throws {
        let (site, movie) = try siteWithAMovie()
        try site.write(#"{"id": 3, "title": "C"}"#, to: "content/movies/3.json")
        let before = fingerprint(site, tick: .max)
        try site.write(#"{"id": 2, "title": "B"}"#, to: "content/movies/2.json")
        let next = fingerprint(site, tick: .max, previous: withStaleHashes(before.stamps()))
        let hashes = next.hashes()
        #expect(hashes[movie] == "stale")
        #expect(hashes[site.root + "/content/movies/3.json"] == "stale")
        #expect(hashes[site.root + "/content/movies/2.json"].map { $0 != "stale" } == true)
        #expect(next.stampsChanged)
    }

    /// A file gone since the stamps were recorded: the other files keep their recorded stamps, found by name.
    @Test func stampsAreFoundByNameOnceAFileIsGone() throws {
        let (site, movie) = try siteWithAMovie()
        try site.write(#"{"id": 2, "title": "B"}"#, to: "content/movies/2.json")
        try site.write(#"{"id": 3, "title": "C"}"#, to: "content/movies/3.json")
        let before = fingerprint(site, tick: .max)
        try FileManager.default.removeItem(atPath: site.root + "/content/movies/2.json")
        let next = fingerprint(site, tick: .max, previous: withStaleHashes(before.stamps()))
        let hashes = next.hashes()
        #expect(hashes[movie] == "stale")
        #expect(hashes[site.root + "/content/movies/3.json"] == "stale")
        #expect(hashes[site.root + "/content/movies/2.json"] == nil)
        #expect(next.stampsChanged)
    }

    /// A listed file that cannot be read (here `sitegen.toml`, which a site may lack) has no stamp, and the files
    /// after it keep theirs: nothing is read again, and the stamps need no writing.
    @Test func anUnreadableFileLeavesTheOthersRecorded() throws {
        let (site, movie) = try siteWithAMovie()
        try FileManager.default.removeItem(atPath: site.root + "/sitegen.toml")
        let settled = fingerprint(site, tick: .max)
        let next = fingerprint(site, tick: .max, previous: withStaleHashes(settled.stamps()))
        #expect(next.hashes()[movie] == "stale")
        #expect(!next.stampsChanged)
    }

    @Test func wholeSecondTimesCountTheLastTwoSecondsAsTheirTick() {
        let second: Int64 = 1_000_000_000
        let whole = InputFingerprint.FileState(size: 1, modified: 100 * second, changed: 100 * second, inode: 1)
        let fine = InputFingerprint.FileState(size: 1, modified: 100 * second + 1, changed: 100 * second + 1, inode: 1)
        #expect(!whole.isSettled(before: 101 * second + second / 2))
        #expect(whole.isSettled(before: 102 * second + 1))
        #expect(fine.isSettled(before: 101 * second + second / 2))
        #expect(!fine.isSettled(before: 100 * second + 1), "changed in the tick itself")
        let changedLater = InputFingerprint.FileState(size: 1, modified: 90 * second + 1, changed: 100 * second + 1, inode: 1)
        #expect(!changedLater.isSettled(before: 100 * second + 1), "the change time counts as well as the modification time")
    }

    /// The scan hands each content folder its entries, so that loading it lists nothing again: the files
    /// directly inside with the hashes just taken, and its subfolders, but not their files.
    /// The listing is in the order of its names as strings, whether they are all ASCII (sorted by their bytes) or not:
    /// in the content folder's own folders, and outside them.
    @Test(arguments: [
        ["B.json", "a-b.json", "a.json", "a.json.md", "ab.json", "_x.json", "~y.json", "a/b.json", "a0/c.json"],
        ["z.json", "é.json", "e\u{301}x.json", "Ω.json", "a.json", "Z.json", "ä/b.json"],
        // Names alike in their first eight bytes and beyond, and names shorter than eight bytes that begin others.
        [
            "10000271.json", "10000270.json", "1000027.json", "1000027.md", "100002.json", "1", "10", "1000027", "10000270",
            "100002700.json", "10000270a/a.json", "100002/b.json",
        ],
    ])
    func theListingIsInTheOrderOfItsNames(names: [String]) throws {
        let site = try ScratchSite()
        let files = names.filter { !$0.contains("/") }
        for name in names { try site.write("{}", to: "content/movies/" + name) }
        // The content folder's own folders are listed after its files: only files, there.
        for name in files { try site.write("x", to: "content/" + name) }
        let listing = InputFingerprint.listAll(options: site.options(), content: site.root + "/content", searchPaths: [])
        let inMovies = listing.files.map(\.name).filter { $0.hasPrefix("0:movies/") }
        let outside = listing.files.map(\.name).filter { $0.hasPrefix("0:") && !$0.hasPrefix("0:movies/") }
        #expect(inMovies == names.map { "0:movies/" + $0 }.sorted())
        #expect(outside == files.map { "0:" + $0 }.sorted())
    }

    @Test func theScanListsEachContentFolderForItsLoader() throws {
        let (site, movie) = try siteWithAMovie()
        try site.write("Notes.", to: "content/movies/1.md")
        try site.write("{}", to: "content/movies/extra/2.json")
        try site.write("---\ntitle: About\n---\n", to: "content/pages/about.md")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/content/movies/9.json", withDestinationPath: movie)
        let result = fingerprint(site, tick: .max)
        let movies = try #require(result.content.folders["movies"])
        #expect(movies.entries.map(\.name) == ["1.json", "1.md", "9.json", "extra"])
        #expect(
            movies.entries.map(\.hash) == [
                result.hashes()[movie], result.hashes()[site.root + "/content/movies/1.md"],
                result.hashes()[movie], nil,
            ])
        #expect(movies.entries.map(\.isLink) == [false, false, true, false])
        #expect(result.content.folders["pages"]?.entries.map(\.name) == ["about.md"])
        #expect(result.content.folders.keys.sorted() == ["movies", "pages"])
    }

    /// The items' own files reach the build through the items loaded from them (see `ItemFilesDigest`): the hashes by
    /// path leave them out, and keep
    /// everything else a page or a copy may need, the items' images among them.
    @Test func theHashesByPathLeaveOutTheItemsJSONAndNotesFiles() throws {
        let (site, movie) = try siteWithAMovie()
        try site.write("Notes.", to: "content/movies/1.md")
        try site.write("<svg/>", to: "content/movies/1.svg")
        try site.write("{}", to: "content/movies/extra/2.json")
        try site.write("---\ntitle: About\n---\n", to: "content/pages/about.md")
        try site.write("{}", to: "content/data.json")
        let result = fingerprint(site, tick: .max)
        let all = result.hashes()
        let left = result.hashes(leavingOutItemFilesOf: InputFingerprint.itemFolders)
        let gone = Set(all.keys).subtracting(left.keys)
        #expect(
            gone == [movie, site.root + "/content/movies/1.md", site.root + "/content/movies/extra/2.json"],
            "the item folders' JSON and notes files, and only those")
        #expect(left[site.root + "/content/movies/1.svg"] == all[site.root + "/content/movies/1.svg"])
        #expect(left[site.root + "/content/pages/about.md"] != nil && left[site.root + "/content/data.json"] != nil)
        #expect(left[site.root + "/sitegen.toml"] == all[site.root + "/sitegen.toml"])
    }

    /// The stamps written for the next build copy the recorded lines of the files that kept them and make the others:
    /// the bytes are those of every stamp written anew, before and after the recorded stamps are made strings.
    @Test func stampsWrittenFromRecordedLinesAreTheStampsWrittenAnew() throws {
        let (site, movie) = try siteWithAMovie()
        try site.write("Notes.", to: "content/movies/1.md")
        try site.write(plainMovieJSON(2), to: "content/movies/2.json")
        let first = fingerprint(site, tick: .max)
        try site.write(plainMovieJSON(1, title: "Changed"), to: "content/movies/1.json")
        try site.write(plainMovieJSON(3), to: "content/movies/3.json")
        let next = fingerprint(site, tick: .max, previous: Array(first.stamps()))
        let recorded = next.listing.files.indices.filter { next.recordedLine(at: $0) != nil }
        #expect(recorded.count >= 2 && recorded.count < next.listing.files.count, "some lines copied, some made")
        let edited = try #require(next.listing.files.firstIndex { $0.path == movie })
        #expect(next.recordedLine(at: edited) == nil, "the edited file's stamp is made anew")
        for result in [next, next.withRecordedStampsMade()] {
            #expect(result.listing.files.indices.filter { result.recordedLine(at: $0) != nil } == recorded)
            InputStamps.write(result, forOutput: site.output, cacheState: nil)
            let written = try #require(FileSystem.read(InputStamps.path(forOutput: site.output)))
            #expect(written == InputStamps.encode(result.stamps()))
            let cacheState = InputFingerprint.FileState(size: 90, modified: 91, changed: 92, inode: 93)
            InputStamps.write(result, forOutput: site.output, cacheState: cacheState)
            let recorded = InputStamps.read(forOutput: site.output)
            #expect(recorded.cacheState == cacheState)
            #expect((0..<recorded.count).map(recorded.stamp(at:)) == result.stamps().map(\.stamp))
        }
    }

    /// A file whose name is not UTF-8 is listed under its name repaired, as a string made from it would be, its path
    /// made from that name.
    @Test func aNameThatIsNotUTF8IsListedRepaired() throws {
        let (site, _) = try siteWithAMovie()
        let bytes: [UInt8] = Array((site.root + "/content/movies/a").utf8) + [0xFF] + Array(".json".utf8) + [0]
        let descriptor = bytes.withUnsafeBufferPointer { path in
            creat(UnsafeRawPointer(path.baseAddress!).assumingMemoryBound(to: CChar.self), 0o644)
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let listing = InputFingerprint.listAll(options: site.options(), content: site.root + "/content", searchPaths: [])
        let names = listing.files.map(\.name).filter { $0.hasPrefix("0:movies/") }
        #expect(names == ["0:movies/1.json", "0:movies/a\u{FFFD}.json"])
        #expect(listing.files.last?.path == site.root + "/content/movies/a\u{FFFD}.json")
    }
}
