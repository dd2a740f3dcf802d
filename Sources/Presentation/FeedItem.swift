/// An Atom feed (RFC 4287) of the latest additions, as plain values: every URL absolute, every date an
/// RFC 3339 timestamp.
public struct FeedItem: Sendable, Equatable {
    /// One item of the feed.
    public struct Entry: Sendable, Equatable {
        /// The item's page, absolute; also the entry's id (`atom:id`), as Hugo's and Zola's feeds do.
        public var url: String
        public var title: String
        /// When the item was added (watched, purchased, published), or else released.
        public var updated: String
        public var summary: Summary?

        public init(url: String, title: String, updated: String, summary: Summary?) {
            (self.url, self.title, self.updated, self.summary) = (url, title, updated, summary)
        }
    }

    /// An entry's summary as the item has it: plain text (an overview, a comic's alt text), or HTML from
    /// an API (a book's description), which the view reduces to text.
    public enum Summary: Sendable, Equatable {
        case text(String)
        case html(UntrustedHTML)
    }

    public var title: String
    /// The feed's own address: its id and its `rel="self"` link.
    public var feedURL: String
    /// The page the feed follows (the home page, a kind's list): its `rel="alternate"` link.
    public var pageURL: String
    /// The site's title: Atom requires an author, and the catalog's owner is the site.
    public var author: String
    /// A BCP 47 tag, for `xml:lang`.
    public var language: String
    /// The newest entry's `updated`, or `AtomTimestamp.epoch` when there is none.
    public var updated: String
    /// Newest addition first.
    public var entries: [Entry]

    public init(
        title: String, feedURL: String, pageURL: String, author: String, language: String, updated: String, entries: [Entry]
    ) {
        (self.title, self.feedURL, self.pageURL, self.author) = (title, feedURL, pageURL, author)
        (self.language, self.updated, self.entries) = (language, updated, entries)
    }
}
