import Foundation

/// Where the cache of decoded items lives: beside the output folder (`.public.sitegen.cache`), not in it,
/// so it is never published. Losing it costs only time: every item is then decoded from its files.
enum ItemCacheFile {
    static func path(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen.cache").path
    }

    static func read(forOutput output: String) -> [UInt8]? {
        FileSystem.read(path(forOutput: output))
    }

    /// Best effort, and atomic: a cache that cannot be written only makes the next build slower.
    static func write(_ bytes: [UInt8], forOutput output: String) {
        try? Data(bytes).write(to: URL(fileURLWithPath: path(forOutput: output)), options: .atomic)
    }
}
