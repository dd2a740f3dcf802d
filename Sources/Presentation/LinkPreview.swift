/// The values of a page's `<meta name="description">`, Open Graph and Twitter card tags and its JSON-LD
/// script, which the layout binds on every page.
///
/// Open Graph and Twitter need absolute URLs: without an absolute `base_url` there is no page URL
/// (`og:url` comes from `PageChrome.canonicalURL`, absent then) and no local image URL, and both are left
/// out rather than written relative. A remote image (TMDB's, Google's, xkcd's) is absolute anyway.
public struct LinkPreview: Sendable, Equatable {
    /// `og:title`: the page's own title (the site's on the home page); `og:site_name` names the site.
    public var title: String
    public var description: PreviewText
    /// `og:type`: `video.movie`, `book`, `article` or `website`.
    public var openGraphType: String
    /// Absolute, or nil.
    public var imageURL: String?
    /// Only with an image.
    public var imageAlt: String?
    /// The page's JSON-LD document, `{"@context":"https://schema.org","@graph":[…]}`: its main entity
    /// and its `BreadcrumbList`. Nil only for items made by hand (view tests).
    public var structuredData: String?

    public init(
        title: String, description: PreviewText, openGraphType: String = PagePreview.Kind.website.rawValue,
        imageURL: String? = nil, imageAlt: String? = nil, structuredData: String? = nil
    ) {
        self.title = title
        self.description = description
        self.openGraphType = openGraphType
        self.imageURL = imageURL
        self.imageAlt = imageAlt
        self.structuredData = structuredData
    }

    /// `twitter:card`: a large image when there is one to show.
    public var twitterCard: String {
        imageURL == nil ? "summary" : "summary_large_image"
    }
}
