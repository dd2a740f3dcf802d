/// The search page: where its index and script are, and the taxonomy indexes to browse without script.
public struct SearchPageItem: Sendable, Equatable {
    public var chrome: PageChrome
    /// The index's entry file, which names every other file of it.
    public var indexURL: String
    /// The search script, loaded by the page (it fetches the index only once the box is used).
    public var scriptURL: String
    /// The taxonomy indexes the site has, for a reader without JavaScript.
    public var browse: [LinkItem]

    public init(chrome: PageChrome, indexURL: String, scriptURL: String, browse: [LinkItem]) {
        (self.chrome, self.indexURL, self.scriptURL, self.browse) = (chrome, indexURL, scriptURL, browse)
    }
}
