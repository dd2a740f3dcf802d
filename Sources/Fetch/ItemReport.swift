public import Support

/// What fetching one item came to.
public struct ItemReport: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// Its file is new or changed.
        case written
        /// Its file already held what the API answered.
        case unchanged
        /// A number the API skips on purpose (xkcd 404).
        case knownGap
        /// Nothing of it was written, or its image failed; see the diagnostics.
        case failed
    }

    /// How the item is named to people: `movie 550`.
    public let item: String
    public let outcome: Outcome
    /// Errors and warnings, each naming the file (`content/movies/550.json:3:14: error: …`).
    public let diagnostics: [Diagnostic]

    public init(item: String, outcome: Outcome, diagnostics: [Diagnostic] = []) {
        self.item = item
        self.outcome = outcome
        self.diagnostics = diagnostics
    }
}
