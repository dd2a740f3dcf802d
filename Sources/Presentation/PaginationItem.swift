/// Links between the pages of a paginated list; only made when there is more than one page.
public struct PaginationItem: Sendable, Equatable {
    public var previousURL: String?
    public var nextURL: String?
    /// The page links, the current one marked: every page of a short list; for a long one the first, the
    /// last and those around the current page, with nil where pages are left out ("…").
    public var pages: [LinkItem?]
    /// "Page 2 of 5".
    public var summary: String

    public init(previousURL: String?, nextURL: String?, pages: [LinkItem?], summary: String) {
        self.previousURL = previousURL
        self.nextURL = nextURL
        self.pages = pages
        self.summary = summary
    }
}
