import Foundation
import Support
import Synchronization

/// The previous build's manifest as a rebuild asks it: the hash of a file and the digest of a page, by path or,
/// for a page the previous plan had, by its place there. Read along that plan (`AlignedManifest`), it holds no
/// table of paths: a page carried over or declared again at its address is found at its place, a copy among the
/// few copies, and any other path only in a table made the first time one is asked for.
final class PreviousManifest: Sendable {
    let fingerprint: String
    /// The manifest as read: by path, or along the plan. Two stored properties rather than an enum's cases: bound
    /// from a case, the aligned manifest was copied for every page an edit carried over, retaining each of its
    /// twenty references (a fifth of a 50k edit's retains and releases, `perf`).
    private let table: OutputManifest?
    /// The manifest as read along the previous plan; nil when it was read otherwise.
    let aligned: AlignedManifest?
    /// Read along the plan: the place of each copy, made at once (a site has a few dozen).
    private let copyPlaces: [String: Int]
    /// Read along the plan: the place of every path, made when a path is asked for without one.
    private let places = Mutex<FilePlaces?>(nil)

    init(_ manifest: OutputManifest) {
        (fingerprint, table, aligned, copyPlaces) = (manifest.fingerprint, manifest, nil, [:])
    }

    init(_ manifest: AlignedManifest) {
        (fingerprint, table, aligned) = (manifest.fingerprint, nil, manifest)
        let pages = manifest.plan.pages.count
        copyPlaces = Dictionary(
            manifest.plan.copies.enumerated().map { ($0.element, pages + $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// The previous build's manifest of `outputFolder`, read along `plan` when it lists that plan's files; nil and
    /// why it cannot be used (nil when there is nothing worth a note: no output yet) when there is none to use.
    static func read(outputFolder: String, alignedWith plan: PersistedPlan?) -> (manifest: PreviousManifest?, unusable: String?) {
        // Mapped, as the plan is (see `PersistedPlan.read`).
        guard let bytes = ByteStore(mapping: (outputFolder as NSString).appendingPathComponent(OutputManifest.fileName)) else {
            return (nil, nil)
        }
        if let plan, let (aligned, isSafe) = OutputManifest.read(bytes, alignedWith: plan) {
            let problem = OutputManifest.problem(version: aligned.version, hasOnlySafePaths: isSafe)
            return (problem == nil ? PreviousManifest(aligned) : nil, problem)
        }
        // Read once: anything else in it is read as any manifest.
        switch OutputManifest.read(bytes.bytes(in: 0..<bytes.count)) {
        case .usable(let manifest): return (PreviousManifest(manifest), nil)
        case .none: return (nil, nil)
        case .unusable(let reason): return (nil, reason)
        }
    }

    /// Whether the manifest was read along the previous plan: it lists that plan's files, in its order.
    var isAligned: Bool { table == nil }

    /// How many files the previous output has.
    var fileCount: Int { aligned?.files.count ?? table?.files.count ?? 0 }

    /// Every file of the previous output.
    var paths: [String] {
        if let table { return Array(table.files.keys) }
        return aligned.map { aligned in aligned.files.indices.map(aligned.path(at:)) } ?? []
    }

    // The aligned manifest is reached through `aligned?` below, never bound to a name: bound, it is copied.

    /// The path of the previous plan's file at `place`; nil when the manifest was not read along the plan.
    func path(at place: Int) -> String? {
        place >= 0 && place < (aligned?.files.count ?? 0) ? aligned?.path(at: place) : nil
    }

    /// The hash of the previous output's file at `path`; `place` is where the previous plan had it, when known.
    func file(_ path: String, at place: Int? = nil) -> ContentHash.Digest? {
        guard aligned != nil else { return table?.files[path] }
        return self.place(of: path, at: place).flatMap { aligned?.files[$0] }
    }

    /// The digest of what the previous build made the page at `path` from; `place` as for `file(_:at:)`.
    func input(_ path: String, at place: Int? = nil) -> ContentHash.Digest? {
        guard aligned != nil else { return table?.inputs[path] }
        return self.place(of: path, at: place).flatMap { $0 < (aligned?.inputs.count ?? 0) ? aligned?.inputs[$0] : nil }
    }

    /// Where each of `paths` is in the previous plan, -1 for a path it did not have; nil when the manifest was not read
    /// along the plan. A plan made in full after an item came or went lists its pages in nearly the order the previous
    /// plan did, so each path is first compared with the one after the place of the path before it: looked up in
    /// the table of every path instead, a one-movie add at 50k items hashed 308,000 paths in its render alone
    /// (189 M instructions, Callgrind).
    func places(of paths: some Sequence<String>) -> [Int]? {
        guard let count = aligned?.files.count else { return nil }
        var places: [Int] = []
        places.reserveCapacity(paths.underestimatedCount)
        var next = 0
        for path in paths {
            let place = next < count && aligned?.hasPath(path, at: next) == true ? next : self.place(of: path, at: nil) ?? -1
            places.append(place)
            if place >= 0 { next = place + 1 }
        }
        return places
    }

    /// Where `path` is in the previous plan: at `place` when it is there, among the copies, or else in the table
    /// of every path, made once. A place of -1 says the previous plan had no page at `path` (see
    /// `PlanStage.Plan.previousPlaces`): the table is not made for it. It was made in every edit for the search
    /// index's new files, 144,000 paths at 50k items (91 M instructions, Callgrind). Nil is always the safe answer:
    /// the page is then rendered and its bytes compared.
    private func place(of path: String, at place: Int?) -> Int? {
        if let place, place >= 0, place < (aligned?.files.count ?? 0), aligned?.hasPath(path, at: place) == true { return place }
        if let copy = copyPlaces[path] { return copy }
        if place == -1 { return nil }
        guard let aligned else { return nil }
        let every = places.withLock { places in
            if places == nil { places = FilePlaces(aligned) }
            return places
        }
        return every?.place(of: path, in: aligned)
    }
}
