/// One item as the search index takes it: its card, the facets it is counted under and the text it is
/// found by. Plain values; the build turns them into index files.
public struct SearchEntry: Sendable, Equatable {
    /// Stable while the item is edited (`movie/550`): it orders the index.
    public let key: String
    public let card: CardItem
    /// `kind`, `decade`, `genre`, `tag` → values.
    public let facets: [String: [String]]
    /// Titles, found by prefix and ranked first.
    public let titles: [String]
    /// Everything else the item is found by.
    public let text: [String]
    /// Text that arrives as HTML (a book's description): found by the text a reader sees in it, which the
    /// sanitiser behind the views gives (see `PlainText` in Views).
    public let html: [UntrustedHTML]
}
