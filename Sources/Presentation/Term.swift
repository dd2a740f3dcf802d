/// One term of a taxonomy (a genre, an author, a year, a tag) with the items it groups.
public struct Term: Sendable {
    public let taxonomy: Taxonomy
    /// As shown; the first spelling when several share an address ("Sci-Fi", "sci fi").
    public let name: String
    /// Newest first.
    public let entries: [CatalogEntry]

    /// The term's address segment.
    public var key: String { taxonomy.key(for: name) }
}
