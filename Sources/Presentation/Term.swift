/// One term of a taxonomy (a genre, an author, a year, a tag) with the items it groups.
public struct Term: Sendable {
    public let taxonomy: Taxonomy
    /// As shown; when several spellings share an address ("Sci-Fi", "sci fi"), the smallest in code-point order, so the choice is deterministic.
    public let name: String
    /// Newest first.
    public let entries: TermEntries

    /// The term's address segment; for a person, before the Router tells them apart from others whose
    /// names make the same slug (`Router.people`).
    public var key: String { taxonomy.key(for: name) }
}
