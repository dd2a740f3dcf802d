/// A labelled link, as every list of links on a page shows it.
public struct LinkItem: Sendable, Equatable {
    public var title: String
    public var url: String
    /// True for the link to the page being shown (navigation, pagination).
    public var isCurrent: Bool

    public init(title: String, url: String, isCurrent: Bool = false) {
        self.title = title
        self.url = url
        self.isCurrent = isCurrent
    }
}
