import Model

/// Why a build published nothing: every problem found, sorted by path.
public struct BuildFailure: Error, Sendable {
    public let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    public init(path: String, _ message: String) {
        self.init([.error(path, message)])
    }
}
