import Foundation
import ItemCache
import Support

/// Where the cache of decoded items lives: beside the output folder (`.public.sitegen.cache`), not in it,
/// so it is never published. Losing it costs only time: every item is then decoded from its files.
enum ItemCacheFile {
    static func path(forOutput output: String) -> String {
        let url = URL(fileURLWithPath: output)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen.cache").path
    }

    /// The cache the previous build left, mapped rather than read; an empty one when it is not to be reused
    /// (no previous output to belong to, or `--full`).
    /// - Parameters:
    ///   - writing: whether the build writes the cache for the next one; its decoded records then go to a spool
    ///     file as they come.
    ///   - recorded: the file's state as the previous build left it (see `settledState(forOutput:)`): a file still in
    ///     that state is the one that build wrote, and its records are trusted without checking their digests.
    static func read(
        forOutput output: String, reusing: Bool, writing: Bool, recorded: InputFingerprint.FileState? = nil
    ) -> DecodedItemCache {
        // A cache larger than this is not one sitegen wrote for any real catalog: ignore it rather than map it.
        DecodedItemCache(
            mapping: reusing ? path(forOutput: output) : nil, maximumSize: 4 << 30, format: SitegenVersion.buildID,
            spoolPath: writing ? FileSystem.temporaryPath(besideOutput: output) : nil,
            trustsSeals: { recorded == InputFingerprint.FileState($0) })
    }

    /// The state of the cache file as this build leaves it, for the next build to know it by; nil when there is none,
    /// or when it changed within the clock tick of now: another write in that tick could leave size, times and inode
    /// as they are (see `InputFingerprint.FileState.isSettled`). A file changed in the current tick of a clock with
    /// ticks of a few milliseconds is waited for: the cache is written while an edit's few pages render, and
    /// it was often still in that tick at the commit (one 50k edit in three), which left the next build checking
    /// every record's digest (105 M instructions, Callgrind) for want of a wait of at most a tick.
    static func settledState(forOutput output: String) -> InputFingerprint.FileState? {
        guard let state = state(forOutput: output) else { return nil }
        if state.isSettled(before: InputFingerprint.FileState.clockTick()) { return state }
        guard let tick = InputFingerprint.FileState.clockResolution(), tick <= 20_000_000, state.hasFractionalTimes else { return nil }
        // A tick or a few: a busy machine can be late to move the clock on.
        for _ in 0..<10 where !state.isSettled(before: InputFingerprint.FileState.clockTick()) {
            Thread.sleep(forTimeInterval: Double(tick) / 1e9)
        }
        return Self.state(forOutput: output).flatMap { $0.isSettled(before: InputFingerprint.FileState.clockTick()) ? $0 : nil }
    }

    private static func state(forOutput output: String) -> InputFingerprint.FileState? {
        var info = stat()
        guard stat(path(forOutput: output), &info) == 0 else { return nil }
        return InputFingerprint.FileState(info)
    }

    /// Best effort: a cache that cannot be written only makes the next build slower. A replacement is
    /// atomic; an append that is cut short leaves a record the next reader ignores. Returns whether the file was
    /// written to.
    static func apply(_ update: DecodedItemCache.Update, forOutput output: String) -> Bool {
        let path = path(forOutput: output)
        switch update {
        case .none:
            return false
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
        return true
    }
}
