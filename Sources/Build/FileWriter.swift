import Model
import Synchronization

/// Writes a build's files into the staging folder, carrying over (by hard link) each file whose bytes
/// are the same as in the previous output, so unchanged files keep their modification time.
final class FileWriter: Sendable {
    private let staging: StagingDirectory
    /// Output path → hash, from the previous build's manifest.
    private let previous: [String: String]
    private let reusedCount = Atomic<Int>(0)

    init(staging: StagingDirectory, previous: [String: String]) {
        self.staging = staging
        self.previous = previous
    }

    /// How many files were carried over unchanged.
    var reused: Int { reusedCount.load(ordering: .relaxed) }

    /// Writes or carries over `bytes` at `path`; returns their hash.
    func write(_ bytes: [UInt8], to path: String) -> Result<String, Diagnostic> {
        let hash = ContentHash.of(bytes)
        if previous[path] == hash && staging.reuse(path) {
            reusedCount.add(1, ordering: .relaxed)
            return .success(hash)
        }
        if let problem = staging.write(bytes, to: path) { return .failure(problem) }
        return .success(hash)
    }
}
