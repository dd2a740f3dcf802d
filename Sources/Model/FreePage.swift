/// A free page (`content/pages/about.md`): about, colophon, anything the owner writes.
public struct FreePage: Sendable, Equatable {
    /// The page's address below the site root: `about` gives `/about/`. Lowercase ASCII letters, digits, hyphens.
    public let slug: String
    public var title: String
    /// Pages with an order appear in the site navigation, lowest first.
    public var menuOrder: Int?
    public var draft: Bool
    /// CommonMark source.
    public var body: String

    public init(slug: String, title: String, menuOrder: Int? = nil, draft: Bool = false, body: String = "") {
        self.slug = slug
        self.title = title
        self.menuOrder = menuOrder
        self.draft = draft
        self.body = body
    }

    /// Top-level addresses the site's own sections use; a page there would overwrite one of them.
    public static let reservedSlugs: Set<String> = [
        "movies", "books", "comics", "genres", "authors", "categories", "years",
        "tags", "assets", "page",
    ]

    /// True when `slug` is safe as a single path segment.
    public static func isValidSlug(_ slug: String) -> Bool {
        !slug.isEmpty && slug.count <= 60 && !slug.hasPrefix("-") && !slug.hasSuffix("-")
            && slug.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
