import Foundation
import Model
import Presentation
import Support

/// The plan a build leaves beside its output (`.public.sitegen.plan`) for the next one: every page in plan
/// order with its kind, digest and sources (the items it shows), every item with the digest of its files, and
/// the files copied as they are.
/// Read backwards, the sources are the reverse index from input to pages: a rebuild whose changed items
/// kept their structure re-declares only the pages that show them (see `IncrementalPlan`), found by their
/// digits among the pages' lines (see `Pages`).
///
/// Lines of text split at tabs, like the stamps file: reading is a scan of bytes, not a parse. A page's line is
/// `kind TAB digest TAB path TAB sources`, and the pages' lines are sealed by the digest of their bytes, on the
/// line after them: they are read when asked for, not checked as the plan is read. It belongs to the manifest
/// whose fingerprint it names, and is only used with that manifest.
struct PersistedPlan: Sendable {
    /// One page of the plan; `sources` are places in `items`.
    struct Page: Sendable {
        let kind: Int
        let digest: ContentHash.Digest
        let path: String
        let sources: ArraySlice<UInt32>
        /// Where the page's line is in the file, its line break included.
        let line: Range<Int>
    }

    /// The fingerprint of the inputs of the build that planned it, as its manifest says.
    let fingerprint: String
    /// The digest of what every page reads (`PageDigests.shared`), as hex.
    let shared: String
    let kinds: [String]
    /// Each item's path below the content folder and the digest of its files, in `PageDigests.items` order.
    let items: [(key: String, digest: ContentHash.Digest)]
    /// Its pages, each made from its line when asked for (see `Pages`).
    private(set) var pages: Pages
    /// Where the build copied files (theme assets, local images), relative to the output folder.
    let copies: [String]
    /// The catalog's orderings at that build, for a context whose items kept their structure.
    let orderings: CatalogOrderings?
    /// The file's bytes, mapped, and where the orderings are in them: a page carried over to the next plan, and
    /// orderings taken over whole, are written again as they are (see `encode`).
    let bytes: ByteStore
    private(set) var orderingsSection: Range<Int>?
    /// Where each item's line begins in `bytes`, then where the items end: an item kept as it was is written again as its
    /// line (see `Contents`).
    private(set) var itemLineStarts: [Int] = []

    /// The path of the plan's file at `place`: its pages, then its copies, as its manifest lists them.
    func path(ofFileAt place: Int) -> String {
        place < pages.count ? pages.path(at: place) : copies[place - pages.count]
    }

    /// Whether the plan's file at `place` is at `path`, a page's path compared where it is in the file.
    func hasPath(_ path: String, ofFileAt place: Int) -> Bool {
        place < pages.count ? pages.hasPath(path, at: place) : copies[place - pages.count] == path
    }

    /// Calls `body` with the UTF-8 bytes of the path of the plan's file at `place`, a page's read where they are.
    func withPathBytes<Result>(ofFileAt place: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        place < pages.count ? pages.withPathBytes(at: place, body) : copies[place - pages.count].withUTF8Bytes(body)
    }

    /// The same plan with every page made, for a rebuild that reads them all (see `Pages`); nil when a page fails the
    /// checks its line is read with.
    func materialized() -> PersistedPlan? {
        guard let made = pages.materialized(kinds: kinds.count, items: items.count) else { return nil }
        var plan = self
        plan.pages = made
        return plan
    }

    static func path(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen.plan").path
    }

    /// Names the layout and the sitegen that wrote it: another sitegen's plan is not used.
    static var header: [UInt8] { Array("sitegen-plan 7 \(SitegenVersion.buildID)\n".utf8) }

    /// Best effort: a plan that cannot be written only makes the next rebuild plan every page. Without one
    /// to write, the old one goes: it no longer matches the output.
    static func write(_ bytes: [UInt8]?, forOutput output: String) {
        putInPlace(stage(bytes, forOutput: output), forOutput: output)
    }

    /// The plan's bytes written beside `output` (while the pages render), to be put in place when the output
    /// is committed; nil when there are none or they cannot be written.
    static func stage(_ bytes: [UInt8]?, forOutput output: String) -> StagedFile? {
        bytes.flatMap { StagedFile($0, for: path(forOutput: output), besideOutput: output) }
    }

    /// Puts a staged plan in its place. Without one, or when it cannot be moved there, the old plan goes.
    static func putInPlace(_ staged: StagedFile?, forOutput output: String) {
        if staged?.putInPlace() != 0 { unlink(path(forOutput: output)) }
    }

    /// The plan left beside `output`, when it is whole and of this sitegen. Mapped rather than read: read, its 22 MB
    /// at 50k items were copied into fresh memory, a page fault for every 4 kB (with the manifest, 40 ms of an edit).
    static func read(forOutput output: String) -> PersistedPlan? {
        guard let file = ByteStore(mapping: path(forOutput: output)), file.starts(with: header) else { return nil }
        return file.withUnsafeBufferPointer { decode($0, from: header.count, file: file) }
    }

    /// How many files the item folders of the build that left the plan beside `output` held (see `listedItemFiles`),
    /// read from its first lines alone; nil when there is no plan of this sitegen. The catalog's load asks, before
    /// the plan is read, whether an item may have come or gone.
    static func listedItemFiles(forOutput output: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: path(forOutput: output)) else { return nil }
        defer { try? handle.close() }
        // The lines before the items: a header, two digests and the kinds' names, well within this.
        guard let data = try? handle.read(upToCount: 1 << 16) else { return nil }
        let bytes = [UInt8](data)
        guard bytes.starts(with: header) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var lines = LineReader(bytes: buffer, position: header.count)
            return preamble(&lines)?.listedItemFiles
        }
    }

    /// How many files the item folders (movies, books, comics) of `listing` hold, their notes and images too: a number
    /// that changes when an item comes or goes.
    static func listedItemFiles(in listing: ContentListing) -> Int {
        InputFingerprint.itemFolders.reduce(0) { $0 + (listing.folders[$1]?.entries.count ?? 0) }
    }

    /// The plan's first lines: up to the count of its items.
    private static func preamble(
        _ lines: inout LineReader
    ) -> (fingerprint: String, shared: String, listedItemFiles: Int, kinds: [String], itemCount: Int)? {
        guard let fingerprint = lines.value(named: "fingerprint"), let shared = lines.value(named: "shared"),
            let listed = lines.count(named: "listed"), let kindCount = lines.count(named: "kinds"),
            let kinds = lines.strings(kindCount), let itemCount = lines.count(named: "items")
        else { return nil }
        return (fingerprint, shared, listed, kinds, itemCount)
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, file: ByteStore) -> PersistedPlan? {
        var lines = LineReader(bytes: bytes, position: start)
        guard let (fingerprint, shared, _, kinds, itemCount) = preamble(&lines) else { return nil }
        var items: [(key: String, digest: ContentHash.Digest)] = []
        var itemLineStarts: [Int] = []
        items.reserveCapacity(itemCount)
        itemLineStarts.reserveCapacity(itemCount + 1)
        for _ in 0..<itemCount {
            itemLineStarts.append(lines.position)
            guard let line = lines.next(), let tab = bytes[line].firstIndex(of: 0x09),
                let digest = bytes.digest(in: line.lowerBound..<tab)
            else { return nil }
            items.append((bytes.string(in: (tab + 1)..<line.upperBound), digest))
        }
        itemLineStarts.append(lines.position)
        guard let pageCount = lines.count(named: "pages"),
            let pages = Pages.read(pageCount, &lines, file: file, kinds: kinds.count),
            let seal = lines.value(named: "sealed"), seal == file.digest(in: pages.section).hex,
            let copyCount = lines.count(named: "copies"), let copies = lines.strings(copyCount)
        else { return nil }
        var orderings: CatalogOrderings?
        let section = lines.position
        if !lines.isAtEnd {
            orderings = CatalogOrderings.read(&lines)
            guard orderings != nil, lines.isAtEnd else { return nil }
        }
        var plan = PersistedPlan(
            fingerprint: fingerprint, shared: shared, kinds: kinds, items: items, pages: pages, copies: copies, orderings: orderings,
            bytes: file)
        if orderings != nil { plan.orderingsSection = section..<bytes.count }
        plan.itemLineStarts = itemLineStarts
        return plan
    }
}
