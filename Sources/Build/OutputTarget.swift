import Model
import Support

/// Where a build's changed files go: a fresh staging folder for a full build, or an in-place update.
protocol OutputTarget: Sendable {
    /// Writes `bytes` to `relativePath`; safe to call from many threads at once.
    func write(_ bytes: [UInt8], to relativePath: String) -> Diagnostic?
}
