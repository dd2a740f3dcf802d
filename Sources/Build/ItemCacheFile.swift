import Foundation
import ItemCache

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
            spoolPath: writing ? FileSystem.temporaryPath(besideOutput: output) : nil)
    }

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
            _ = FileSystem.replace(path, with: bytes, besideOutput: output)
        case .appendSpool(let spool):
            // A copy cut short leaves a last record cut short, which the next build ignores.
            _ = spool.appendRecords(to: path)
            spool.remove()
        case .replaceWithSpool(let spool):
            if rename(spool.path, path) == 0 { spool.keep() } else { spool.remove() }
        }
    }
}
