import Foundation
import Model
import Support
import TestSupport
import Testing

@testable import ItemCache

/// Items whose files are unchanged come back from the cache without being parsed; anything else is
/// read from its files again.
@Suite struct DecodedItemCacheTests {
    private let movieJSON = #"{"id": 19, "title": "Metropolis", "release_date": "1927-01-10", "genre_ids": [878]}"#

    /// Loads the site's movies with a cache made from `previous`, as a scan that found the given file hashes.
    private func load(
        _ site: TemporarySite, previous: [UInt8]?, hashes: [String: String], format: String = "1",
        links: Set<String> = []
    ) -> (titles: [String], problems: [String], next: [UInt8]?) {
        let cache = DecodedItemCache(contents: previous, format: format)
        let (catalog, diagnostics) = Catalog.load(
            contentDirectory: site.content, siteRoot: site.root,
            listing: Self.listing(site, hashes: hashes, links: links), stores: cache.stores)
        return (catalog.movies.movies.map(\.title), diagnostics.map(\.description), Self.apply(cache.update(), to: previous))
    }

    /// The site's content folders as the build's scan lists them, with these hashes and links (by path below content/).
    static func listing(_ site: TemporarySite, hashes: [String: String], links: Set<String> = []) -> ContentListing {
        var folders: [String: FolderListing] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: site.content)) ?? [] {
            guard let folder = FolderListing.read(site.content + "/" + name) else { continue }
            folders[name] = FolderListing(
                folder.entries.map { entry in
                    FolderListing.Entry(
                        name: entry.name, hash: hashes[name + "/" + entry.name], isLink: links.contains(name + "/" + entry.name))
                })
        }
        return ContentListing(folders: folders)
    }

    /// The hash the build's fingerprint would give the file at `relative` (under content/) now.
    private func hash(_ site: TemporarySite, _ relative: String) throws -> String {
        ContentHash.of(Array(try Data(contentsOf: URL(fileURLWithPath: site.content + "/" + relative))))
    }

    /// The cache file after `update`, or nil when it is left as it was.
    static func apply(_ update: DecodedItemCache.Update, to previous: [UInt8]?) -> [UInt8]? {
        switch update {
        case .none: return nil
        case .append(let bytes): return (previous ?? []) + bytes
        case .replace(let bytes): return bytes
        case .appendSpool(let spool): return (previous ?? []) + spooled(spool).dropFirst(spool.headerCount)
        case .replaceWithSpool(let spool): return spooled(spool)
        }
    }

    /// Whether the update's records were written to a spool.
    static func isSpooled(_ update: DecodedItemCache.Update) -> Bool {
        switch update {
        case .appendSpool, .replaceWithSpool: return true
        case .none, .append, .replace: return false
        }
    }

    /// What the spool file holds.
    private static func spooled(_ spool: RecordSpool) -> [UInt8] {
        (try? Data(contentsOf: URL(fileURLWithPath: spool.path))).map { [UInt8]($0) } ?? []
    }

    @Test func anUnchangedItemIsRestoredWithoutReadingItsFile() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        try site.write("content/movies/19.md", "---\nrating: 3\n---\nNotes.\n")
        let hashes = ["movies/19.json": try hash(site, "movies/19.json"), "movies/19.md": try hash(site, "movies/19.md")]
        let first = load(site, previous: nil, hashes: hashes)
        #expect(first.titles == ["Metropolis"])
        let stored = try #require(first.next)
        // The file is now garbage, but its recorded hash says unchanged: the cache is what is read.
        try site.write("content/movies/19.json", "{ broken")
        let second = load(site, previous: stored, hashes: hashes)
        #expect(second.titles == ["Metropolis"] && second.problems.isEmpty)
        #expect(second.next == nil, "nothing changed, so the cache file need not be written again")
    }

    /// Items restored with their notes, left unmade or made whole, are the items their files give: notes with a
    /// rating, tags, dates and a body, and none; a draft's notes leave it out of the site, as decoding them does.
    @Test(arguments: [false, true]) func restoredItemsHaveTheirNotesAndDraftsStayOut(lazily: Bool) throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        try site.write("content/movies/19.md", "---\nrating: 4\ntags: [silent, city]\nwatched: 2024-03-01\n---\nA *landmark*.\n")
        try site.write("content/movies/20.json", movieJSON.replacingOccurrences(of: "19", with: "20"))
        try site.write("content/movies/21.json", movieJSON.replacingOccurrences(of: "19", with: "21"))
        try site.write("content/movies/21.md", "---\ndraft: true\nrating: 2\n---\nNot yet.\n")
        try site.write("content/books/iliad.json", #"{"id": "iliad", "volumeInfo": {"title": "The Iliad"}}"#)
        try site.write("content/books/iliad.md", "---\npurchased: 2020-05\nread: 2021\n---\nSlow going.\n")
        let files = [
            "movies/19.json", "movies/19.md", "movies/20.json", "movies/21.json", "movies/21.md", "books/iliad.json", "books/iliad.md",
        ]
        let hashes = Dictionary(uniqueKeysWithValues: try files.map { ($0, try hash(site, $0)) })
        let cache = DecodedItemCache(contents: nil, format: "1")
        let (first, _) = Catalog.load(
            contentDirectory: site.content, siteRoot: site.root, listing: Self.listing(site, hashes: hashes), stores: cache.stores)
        #expect(first.movies.movies.map(\.id.rawValue) == [19, 20], "the draft left out")
        #expect(
            first.movies.movies.first?.notes?.tags == ["silent", "city"] && first.books.books.first?.notes?.read == PartialDate(year: 2021))
        let stored = try #require(Self.apply(cache.update(), to: nil))
        // The files are now garbage, but their recorded hashes say unchanged: the cache is what is read.
        for file in files { try site.write("content/" + file, "{ broken") }
        let again = DecodedItemCache(contents: stored, format: "1")
        let (second, problems) = Catalog.load(
            contentDirectory: site.content, siteRoot: site.root, listing: Self.listing(site, hashes: hashes),
            stores: again.stores(restoringLazily: lazily))
        #expect(problems.isEmpty)
        #expect(second.movies.movies == first.movies.movies && second.books.books == first.books.books)
        #expect(second.movies.movies.map(\.notes) == first.movies.movies.map(\.notes))
        #expect(again.update() == .none, "restored, not decoded again")
    }

    /// A book whose page count is malformed is kept without it, with a warning; restored from the cache, it
    /// gives the same warning, for the file's path as it is shown, though the file is not read.
    @Test func anItemsWarningsComeBackWithIt() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let json = #"{"id": "iliad", "volumeInfo": {"title": "The Iliad", "publishedDate": "-750", "pageCount": "704"}}"#
        try site.write("content/books/iliad.json", json)
        let hashes = ["books/iliad.json": try hash(site, "books/iliad.json")]
        let cache = DecodedItemCache(contents: nil, format: "1")
        let (first, warnings) = Catalog.load(
            contentDirectory: site.content, siteRoot: site.root, listing: Self.listing(site, hashes: hashes), stores: cache.stores)
        #expect(
            warnings.map(\.description) == [
                "content/books/iliad.json:1:92: warning: volumeInfo.pageCount: expected a whole number, found \"704\" (dropped)"
            ])
        let stored = try #require(Self.apply(cache.update(), to: nil))
        try site.write("content/books/iliad.json", "{ broken")
        let again = DecodedItemCache(contents: stored, format: "1")
        let (second, restoredWarnings) = Catalog.load(
            contentDirectory: site.content, siteRoot: site.root, listing: Self.listing(site, hashes: hashes), stores: again.stores)
        #expect(second.books.books == first.books.books && second.books.books.first?.publishedDate == PartialDate(year: -750))
        #expect(restoredWarnings == warnings)
        #expect(again.update() == .none, "restored, not decoded again")
    }

    @Test func aChangedFileOrFormatIsReadAgain() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        try site.write("content/movies/19.md", "---\nrating: 3\n---\n")
        let (a, b) = (try hash(site, "movies/19.json"), try hash(site, "movies/19.md"))
        let stored = try #require(load(site, previous: nil, hashes: ["movies/19.json": a, "movies/19.md": b]).next)
        try site.write("content/movies/19.json", movieJSON.replacingOccurrences(of: "Metropolis", with: "Metropolis II"))
        #expect(load(site, previous: stored, hashes: ["movies/19.json": "a2", "movies/19.md": b]).titles == ["Metropolis II"])
        #expect(load(site, previous: stored, hashes: ["movies/19.json": a, "movies/19.md": "b2"]).titles == ["Metropolis II"])
        #expect(load(site, previous: stored, hashes: ["movies/19.json": a, "movies/19.md": b], format: "2").titles == ["Metropolis II"])
        #expect(
            load(
                site, previous: stored, hashes: ["movies/19.json": a, "movies/19.md": b],
                links: ["movies/19.json"]
            ).titles == ["Metropolis II"], "a symbolic link is always read")
        try FileManager.default.removeItem(atPath: site.content + "/movies/19.md")
        #expect(load(site, previous: stored, hashes: ["movies/19.json": a]).titles == ["Metropolis II"], "notes removed")
    }

    @Test func aDamagedCacheIsIgnoredAndReplaced() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        let hashes = ["movies/19.json": try hash(site, "movies/19.json")]
        let stored = try #require(load(site, previous: nil, hashes: hashes).next)
        for damaged in [Array(stored.dropLast(3)), [UInt8](repeating: 0xFF, count: 40), []] {
            let result = load(site, previous: damaged, hashes: hashes)
            #expect(result.titles == ["Metropolis"] && result.problems.isEmpty)
            #expect(result.next == stored, "the next cache is whole again")
        }
    }

    /// The build maps the file; a mapped file cut short or with a record's hashes damaged is still
    /// only a slower build.
    @Test func aMappedCacheCutShortOrDamagedIsReadAgain() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        let jsonHash = try hash(site, "movies/19.json")
        let listing = Self.listing(site, hashes: ["movies/19.json": jsonHash])
        let stored = try #require(load(site, previous: nil, hashes: ["movies/19.json": jsonHash]).next)
        let sources = Array("\(jsonHash) -".utf8)
        let at = try #require(stored.indices.first { stored[$0...].starts(with: sources) })
        var otherHash = stored
        var noSpace = stored
        otherHash[at + 1] = otherHash[at + 1] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        noSpace[at + jsonHash.utf8.count] = UInt8(ascii: "_")
        for damaged in [Array(stored.dropLast(1)), Array(stored.prefix(at + 2)), otherHash, noSpace] {
            try Data(damaged).write(to: URL(fileURLWithPath: site.root + "/cache"))
            let file = try #require(ByteStore(mapping: site.root + "/cache", maximumSize: 1 << 20))
            let cache = DecodedItemCache(file: file, format: "1")
            let (catalog, diagnostics) = Catalog.load(
                contentDirectory: site.content, siteRoot: site.root, listing: listing, stores: cache.stores)
            #expect(catalog.movies.movies.map(\.title) == ["Metropolis"] && diagnostics.isEmpty)
            let next = try #require(Self.apply(cache.update(), to: damaged), "the record decoded again is kept")
            #expect(load(site, previous: next, hashes: ["movies/19.json": jsonHash]).next == nil, "and restored next time")
        }
    }

    /// A record's digest is checked unless its file is known to be the one its build wrote (see `SealedPayload`): a letter
    /// changed in a record is then refused, and the item decoded from its file again.
    @Test(arguments: [false, true]) func aRecordsDigestIsCheckedUnlessItsFileIsTrusted(trusted: Bool) throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        let hashes = ["movies/19.json": try hash(site, "movies/19.json")]
        var stored = try #require(load(site, previous: nil, hashes: hashes).next)
        let title = Array("Metropolis".utf8)
        let at = try #require(stored.indices.first { stored[$0...].starts(with: title) })
        stored[at] = UInt8(ascii: "N")
        let path = site.root + "/cache"
        try Data(stored).write(to: URL(fileURLWithPath: path))
        var inspected: POSIXFile.Status?
        let cache = DecodedItemCache(
            mapping: path, maximumSize: 1 << 20, format: "1",
            trustsSeals: { status in
                inspected = status
                return trusted
            })
        #expect(cache.trustsSeals == trusted)
        #expect(inspected?.size == Int64(stored.count), "the file mapped is the one told of")
        let (catalog, _) = Catalog.load(
            contentDirectory: site.content, siteRoot: site.root, listing: Self.listing(site, hashes: hashes), stores: cache.stores)
        #expect(catalog.movies.movies.map(\.title) == [trusted ? "Netropolis" : "Metropolis"])
    }

    /// A file edited after the build took its hash (and before it was read) is not cached under that
    /// hash: were the edit undone, the cache would otherwise bring the edited item back.
    @Test func aFileChangedDuringTheBuildIsNotCachedUnderItsEarlierHash() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON)
        let original = ["movies/19.json": try hash(site, "movies/19.json")]
        try site.write("content/movies/19.json", movieJSON.replacingOccurrences(of: "Metropolis", with: "Edited Meanwhile"))
        let during = load(site, previous: nil, hashes: original)
        #expect(during.titles == ["Edited Meanwhile"])
        try site.write("content/movies/19.json", movieJSON)
        #expect(
            load(site, previous: during.next, hashes: original).titles == ["Metropolis"],
            "the edited item was cached under the hash of the original bytes")
    }

    @Test func anItemWithAWarningIsNotKeptSoTheWarningIsShownEveryTime() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/19.json", movieJSON.replacingOccurrences(of: "878", with: "123456"))
        let hashes = ["movies/19.json": try hash(site, "movies/19.json")]
        let first = load(site, previous: nil, hashes: hashes)
        #expect(first.problems.count == 1)
        let second = load(site, previous: first.next, hashes: hashes)
        #expect(second.problems == first.problems)
    }

    /// A build that decodes a few items appends them; the file is rewritten only once most of it is stale.
    /// The same whether the decoded records are kept in memory or written to a spool file as they come.
    @Test(arguments: [false, true]) func changedItemsAreAppendedUntilTheFileIsMostlyStale(spooling: Bool) throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let spoolPath = spooling ? site.root + "/spool" : nil
        for id in 1...4 { try site.write("content/movies/\(id).json", #"{"id": \#(id), "title": "Movie \#(id)"}"#) }
        var hashes = try Dictionary(uniqueKeysWithValues: (1...4).map { ("movies/\($0).json", try hash(site, "movies/\($0).json")) })
        var file = try #require(load(site, previous: nil, hashes: hashes).next)
        let cache = { (previous: [UInt8]) in DecodedItemCache(contents: previous, format: "1", spoolPath: spoolPath) }
        var appends = 0
        var replacements = 0
        for round in 1...8 {
            try site.write("content/movies/1.json", #"{"id": 1, "title": "Movie 1, round \#(round)"}"#)
            hashes["movies/1.json"] = try hash(site, "movies/1.json")
            let next = cache(file)
            _ = Catalog.load(
                contentDirectory: site.content, siteRoot: site.root, listing: Self.listing(site, hashes: hashes), stores: next.stores)
            let update = next.update()
            switch update {
            case .append, .appendSpool: appends += 1
            case .replace, .replaceWithSpool: replacements += 1
            case .none: Issue.record("a changed item was not kept")
            }
            #expect(Self.isSpooled(update) == spooling, "\(update)")
            file = try #require(Self.apply(update, to: file))
            #expect(load(site, previous: file, hashes: hashes).titles.count == 4)
        }
        #expect(appends > 0 && replacements > 0, "\(appends) appends, \(replacements) replacements")
        // A record cut short at the end (a build killed while appending) costs only that record.
        let cut = Array(file.dropLast(5))
        let afterCut = load(site, previous: cut, hashes: hashes)
        #expect(afterCut.titles.count == 4 && afterCut.problems.isEmpty)
        switch cache(cut).update() {
        case .replace, .replaceWithSpool: break
        case .none, .append, .appendSpool: Issue.record("a cut file must be replaced, not appended to")
        }
    }
}
