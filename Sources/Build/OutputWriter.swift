import Foundation
import Model
import Support
import Synchronization

/// Produces a build's files, doing no more than the previous build leaves to do: a page whose inputs
/// are unchanged is not rendered, and a file whose bytes are unchanged is not written, so it keeps
/// its modification time. Without a previous manifest every page is rendered and written.
final class OutputWriter: Sendable {
    private let target: any OutputTarget
    private let previous: PreviousManifest?
    private let renderedCount = Atomic<Int>(0)
    private let writtenCount = Atomic<Int>(0)
    private let foundCount = Atomic<Int>(0)
    private let writtenPaths = Mutex<[String]>([])

    init(target: any OutputTarget, previous: PreviousManifest?) {
        self.target = target
        self.previous = previous
    }

    /// Pages rendered so far.
    var rendered: Int { renderedCount.load(ordering: .relaxed) }
    /// Files written so far (the others were left as they were).
    var written: Int { writtenCount.load(ordering: .relaxed) }
    /// The paths of the files written so far, in no particular order.
    var writtenFiles: [String] { writtenPaths.withLock { $0 } }
    /// Files so far that the previous output had too.
    var found: Int { foundCount.load(ordering: .relaxed) }

    /// The page at `path`, made from inputs with `digest`: rendered only when they changed. Returns the hash of its bytes.
    /// - Parameter place: where the previous plan had the page, when it had it (see `PreviousManifest`).
    func page(
        _ path: String, at place: Int? = nil, digest: ContentHash.Digest, render: () -> Result<[UInt8], Diagnostic>
    ) -> Result<ContentHash.Digest, Diagnostic> {
        let old = previous?.file(path, at: place)
        if old != nil { foundCount.add(1, ordering: .relaxed) }
        if let old, previous?.input(path, at: place) == digest { return .success(old) }
        renderedCount.add(1, ordering: .relaxed)
        return render().flatMap { store($0, at: path, old: old) }
    }

    /// The page at `path` carried over from the previous plan, where it was at `place`, whose digest is the one the
    /// previous manifest has by construction: only its hash is looked up, never its digest compared.
    func carried(_ path: String, at place: Int? = nil, kind: String) -> Result<ContentHash.Digest, Diagnostic> {
        guard let old = previous?.file(path, at: place) else {
            return .failure(.error(path, "internal: the \(kind) page was kept from the previous plan, which the output does not have"))
        }
        foundCount.add(1, ordering: .relaxed)
        return .success(old)
    }

    /// The pages of `pages` carried over in runs, as the previous output has them: the previous manifest, read along the
    /// plan they are carried from, has every one at its place, so nothing is looked up (see `PlanStage`).
    func carried(_ pages: PlanPages) throws(BuildFailure) {
        let carried = pages.runs.reduce(0) { $0 + ($1.isCarried ? $1.count : 0) }
        guard carried == 0 || previous?.isAligned == true else {
            throw BuildFailure([.error(".", "internal: pages were kept from a previous plan that the previous manifest does not list")])
        }
        foundCount.add(carried, ordering: .relaxed)
    }

    /// A copy of `source` (shown as `sourceName`), whose bytes hash to `sourceHash` when known, at `path`.
    func copy(
        _ source: String, named sourceName: String, sourceHash: ContentHash.Digest?, to path: String
    ) -> Result<ContentHash.Digest, Diagnostic> {
        let old = previous?.file(path)
        if old != nil { foundCount.add(1, ordering: .relaxed) }
        if let sourceHash, old == sourceHash { return .success(sourceHash) }
        guard let data = FileManager.default.contents(atPath: source) else {
            return .failure(.error(path, "cannot read \(sourceName)"))
        }
        return store([UInt8](data), at: path, old: old)
    }

    /// A copy of bytes held in memory (a file of the default theme) at `path`; written only when they differ
    /// from the previous output's file there.
    func copy(_ bytes: [UInt8], to path: String) -> Result<ContentHash.Digest, Diagnostic> {
        let old = previous?.file(path)
        if old != nil { foundCount.add(1, ordering: .relaxed) }
        return store(bytes, at: path, old: old)
    }

    /// Writes `bytes` at `path` unless they are those of the previous output's file there, whose hash is `old`.
    private func store(_ bytes: [UInt8], at path: String, old: ContentHash.Digest?) -> Result<ContentHash.Digest, Diagnostic> {
        let hash = ContentHash.digest(of: bytes)
        if old == hash { return .success(hash) }
        if let problem = target.write(bytes, to: path) { return .failure(problem) }
        writtenCount.add(1, ordering: .relaxed)
        writtenPaths.withLock { $0.append(path) }
        return .success(hash)
    }
}
