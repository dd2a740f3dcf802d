/// One result of a search, as the owner picks from it.
public struct SearchCandidate: Sendable, Equatable {
    /// The id `fetch` takes to add it.
    public let id: String
    public let title: String
    public let year: String?

    public init(id: String, title: String, year: String?) {
        self.id = id
        self.title = title
        self.year = year
    }
}
