/// The search page: where its index and script are, the taxonomy indexes to browse without script, and the
/// phrases the script shows, in the site's language.
public struct SearchPageItem: Sendable, Equatable {
    /// The forms of a count phrase as the strings table writes them, `{count}` unfilled: the script fills it.
    public struct CountPhrase: Sendable, Equatable {
        /// For exactly 1.
        public var one: String
        /// For every other number.
        public var other: String

        public init(one: String, other: String) {
            (self.one, self.other) = (one, other)
        }
    }

    public var chrome: PageChrome
    /// The index's entry file, which names every other file of it.
    public var indexURL: String
    /// The search script, loaded by the page (it fetches the index only once the box is used).
    public var scriptURL: String
    /// The taxonomy indexes the site has, for a reader without JavaScript.
    public var browse: [LinkItem]
    /// "Type to search, or choose a facet to browse {count} items": the status before a search.
    public var browseStatus: CountPhrase
    /// "{count} results": the status after one.
    public var resultCount: CountPhrase

    public init(
        chrome: PageChrome, indexURL: String, scriptURL: String, browse: [LinkItem], browseStatus: CountPhrase,
        resultCount: CountPhrase
    ) {
        (self.chrome, self.indexURL, self.scriptURL, self.browse) = (chrome, indexURL, scriptURL, browse)
        (self.browseStatus, self.resultCount) = (browseStatus, resultCount)
    }
}
