/// One item as search sees it: what a result card shows, the facets it is counted under, and the text it
/// is found by.
public struct SearchDocument: Sendable, Equatable {
    /// Orders documents, and so their numbers in the index; stable while an item is edited (its kind and
    /// id, not its title), so that an edit rewrites only the files holding that item.
    public let key: String
    /// What the card shows.
    public let card: Card
    /// Facet name (`kind`, `decade`, `genre`, `tag`) → the values the item is counted under.
    public let facets: [String: [String]]
    /// The title and original title, found by prefix and ranked first.
    public let titles: [String]
    /// Everything else it is found by: people, genres, tags, overview, description, transcript, notes.
    public let text: [String]

    public struct Card: Sendable, Equatable {
        public let title: String
        /// The kind as the card names it: `Movie`, `Book`, `Comic`.
        public let kind: String
        public let year: String?
        public let url: String
        public let thumbnail: String?

        public init(title: String, kind: String, year: String?, url: String, thumbnail: String?) {
            (self.title, self.kind, self.year, self.url, self.thumbnail) = (title, kind, year, url, thumbnail)
        }
    }

    public init(key: String, card: Card, facets: [String: [String]], titles: [String], text: [String]) {
        (self.key, self.card, self.facets, self.titles, self.text) = (key, card, facets, titles, text)
    }
}
