import Model
public import Support

/// Why a build published nothing: every problem found, sorted by path.
public struct BuildFailure: Error, Sendable {
    public let diagnostics: [Diagnostic]
    /// Stopped by a signal rather than by bad input.
    public let interrupted: Bool

    public init(_ diagnostics: [Diagnostic], interrupted: Bool = false) {
        self.diagnostics = diagnostics.sorted()
        self.interrupted = interrupted
    }

    public init(path: String, _ message: String) {
        self.init([.error(path, message)])
    }
}
