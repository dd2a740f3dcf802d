import Foundation
import Model

/// Where the cache of decoded items lives: beside the output folder (`.public.sitegen.cache`), not in it,
/// so it is never published. Losing it costs only time: every item is then decoded from its files.
enum ItemCacheFile {
    static func path(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen.cache").path
    }

    /// The cache file, mapped rather than read: the build looks at every byte once, most of them only to
    /// skip over, so copying the whole file first would cost more than restoring from it.
    static func read(forOutput output: String) -> ByteStore? {
        // A cache larger than this is not one sitegen wrote for any real catalog: ignore it rather than map it.
        ByteStore(mapping: path(forOutput: output), maximumSize: 4 << 30)
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
            // Named like the build's other temporary files, so that the next build removes it if this one is killed.
            let url = URL(fileURLWithPath: output)
            let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen-cache-\(getpid())").path
            if FileSystem.write(bytes, to: temporary) == 0 { rename(temporary, path) } else { unlink(temporary) }
        }
    }
}
