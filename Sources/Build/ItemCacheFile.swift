import Foundation
import ItemCache
import Synchronization

/// Where the cache of decoded items lives: beside the output folder (`.public.sitegen.cache`), not in it,
/// so it is never published. Losing it costs only time: every item is then decoded from its files.
enum ItemCacheFile {
    static func path(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen.cache").path
    }

    /// The cache the previous build left, mapped rather than read; an empty one when it is not to be reused
    /// (no previous output to belong to, or `--full`).
    /// - Parameter writing: whether the build writes the cache for the next one; its decoded records then go
    ///   to a spool file as they come.
    static func read(forOutput output: String, reusing: Bool, writing: Bool) -> DecodedItemCache {
        // A cache larger than this is not one sitegen wrote for any real catalog: ignore it rather than map it.
        DecodedItemCache(
            mapping: reusing ? path(forOutput: output) : nil, maximumSize: 4 << 30, format: SitegenVersion.buildID,
            spoolPath: writing ? temporaryPath(forOutput: output) : nil)
    }

    /// A temporary file beside the output (the cache's, the plan's, the stamps'), named like the build's other
    /// temporary files, so that the next build removes it if this one is killed; numbered, since `serve` builds
    /// many times in one process.
    static func temporaryPath(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output)
        let number = temporaryFiles.add(1, ordering: .relaxed).newValue
        return url.deletingLastPathComponent().appendingPathComponent(temporaryPrefix(outputName: url.lastPathComponent) + "\(number)").path
    }

    /// What the names of this process's temporary cache files beside the output folder `outputName` begin
    /// with: the tidy-ups during a build spare them (see `StagingDirectory.recover`).
    static func temporaryPrefix(outputName: String) -> String {
        ".\(outputName).sitegen-cache-\(getpid())-"
    }

    private static let temporaryFiles = Atomic<Int>(0)

    /// Best effort: a cache that cannot be written only makes the next build slower. A replacement is
    /// atomic; an append that is cut short leaves a record the next reader ignores.
    static func apply(_ update: DecodedItemCache.Update, forOutput output: String) {
        let path = path(forOutput: output)
        switch update {
        case .none:
            break
        case .append(let bytes):
            _ = FileSystem.write(bytes, to: path, appending: true)
        case .replace(let bytes):
            _ = FileSystem.replace(path, with: bytes, through: temporaryPath(forOutput: output))
        case .appendSpool(let spool):
            // A copy cut short leaves a last record cut short, which the next build ignores.
            _ = spool.appendRecords(to: path)
            spool.remove()
        case .replaceWithSpool(let spool):
            if rename(spool.path, path) == 0 { spool.keep() } else { spool.remove() }
        }
    }
}
