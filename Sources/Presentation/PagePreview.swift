/// What a page says about itself for link previews and search engines, as its PresentationModel knows it;
/// the chrome completes it into the page's `LinkPreview` (absolute URLs, breadcrumbs, the JSON-LD text).
public struct PagePreview: Sendable, Equatable {
    /// The page's Open Graph type.
    public enum Kind: String, Sendable {
        case website
        case article
        case movie = "video.movie"
        case book
    }

    public var description: PreviewText
    public var kind: Kind
    /// The page's main image as the page links it: a local file's root-relative URL or a remote absolute one.
    public var imageURL: String?
    public var imageAlt: String?
    /// The thing the page is about (a `Movie`, `Book` or `ComicStory` node), beside which the chrome puts
    /// the page's `BreadcrumbList`.
    public var entity: LinkedData?

    public init(
        description: PreviewText, kind: Kind = .website, imageURL: String? = nil, imageAlt: String? = nil,
        entity: LinkedData? = nil
    ) {
        self.description = description
        self.kind = kind
        self.imageURL = imageURL
        self.imageAlt = imageAlt
        self.entity = entity
    }
}
