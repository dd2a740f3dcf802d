/// The build that `serve` runs at start and after every burst of changes: the executable gives the same
/// incremental build as `sitegen build`, and tests give their own.
public protocol SiteRebuilding: Sendable {
    /// Builds the site into the output folder, synchronously; called on a thread of its own, one build at a time.
    func rebuild() -> Rebuild
}

/// What one build did.
public struct Rebuild: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// Published. `changedFiles` are the output paths written or removed, nil when all were written.
        case built(changedFiles: [String]?)
        /// Nothing changed since the last build.
        case upToDate
        /// Nothing was published; the diagnostics (`path:line:col: error: …`) say why.
        case failed(diagnostics: [String])
        /// Stopped by a signal.
        case interrupted
    }

    public var outcome: Outcome
    /// The path the site lives under (`/`, `/catalog/`), from the configuration the build read.
    public var basePath: String
    /// Warnings and such, for the terminal's standard error.
    public var notes: [String]
    /// The build's summary line, for standard output.
    public var summary: String

    public init(_ outcome: Outcome, basePath: String, notes: [String] = [], summary: String) {
        self.outcome = outcome
        self.basePath = basePath
        self.notes = notes
        self.summary = summary
    }
}
