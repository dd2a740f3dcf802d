public import Support

/// What every page shows around its own content: the layout's header, navigation and footer.
public struct PageChrome: Sendable, Equatable {
    public var siteTitle: String
    /// For `<html lang>`.
    public var language: String
    /// For `<title>`: "Nosferatu · The Silent Shelf".
    public var documentTitle: String
    public var homeURL: String
    public var stylesheetURL: String
    public var faviconURL: String
    /// Absolute URL of this page when the site has an absolute base URL.
    public var canonicalURL: String?
    public var navigation: [LinkItem]
    /// The search page, linked from the header; `/` goes there from any page.
    public var searchURL: String
    /// The small script every page loads: the `/` key that focuses or opens search.
    public var siteScriptURL: String
    /// The page's description, Open Graph and Twitter card values and JSON-LD.
    public var preview: LinkPreview
    /// The Atom feeds the page links in its head (`<link rel="alternate">`): the site's, and on a movie,
    /// book or comic page that kind's too. Empty when the site has no feeds (no absolute base URL).
    public var feeds: [LinkItem]
    /// Set when the site writes its links relative to each page (`relative_links`): the views write every
    /// URL of the site through it. Nil on the 404 page, which a web server sends for any missing address,
    /// so that only links from the root hold there.
    public var relativeLinks: RelativeLinks?
    /// The labels of the site's strings table (its language, with the site's strings file), which templates
    /// bind by key (`data-text="movie.cast"`).
    public var labels: UILabels

    /// - Parameter preview: nil gives a preview titled `documentTitle` with no description, image or
    ///   JSON-LD (for chromes made by hand; `PresentationContext.chrome` always makes a full one).
    public init(
        siteTitle: String, language: String, documentTitle: String, homeURL: String, stylesheetURL: String,
        faviconURL: String, canonicalURL: String?, navigation: [LinkItem], searchURL: String, siteScriptURL: String,
        preview: LinkPreview? = nil, feeds: [LinkItem] = [], labels: UILabels = .english
    ) {
        self.siteTitle = siteTitle
        self.language = language
        self.documentTitle = documentTitle
        self.homeURL = homeURL
        self.stylesheetURL = stylesheetURL
        self.faviconURL = faviconURL
        self.canonicalURL = canonicalURL
        self.navigation = navigation
        self.searchURL = searchURL
        self.siteScriptURL = siteScriptURL
        self.preview = preview ?? LinkPreview(title: documentTitle, description: PreviewText(nil, fallback: ""))
        self.feeds = feeds
        self.labels = labels
    }
}
