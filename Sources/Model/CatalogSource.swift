public import Support

/// Where a build's catalog comes from. The composition root chooses it; tests may hand in their own.
public protocol CatalogSource: Sendable {
    /// Reads every kind; items with errors are left out and reported.
    /// - Parameters:
    ///   - listing: the content folder's own folders as the build's scan listed them; nil to list them here.
    ///   - stores: where unchanged items are restored from instead of parsed.
    func load(
        contentDirectory: String, siteRoot: String, listing: ContentListing?,
        stores: DecodedItemStores
    ) -> (catalog: Catalog, diagnostics: [Diagnostic])
}

/// The catalog of API responses cached in `content/`, read by the JSON-cache repositories and the
/// Markdown free pages.
public struct JSONCacheCatalogSource: CatalogSource {
    public init() {}

    public func load(
        contentDirectory: String, siteRoot: String, listing: ContentListing?,
        stores: DecodedItemStores
    ) -> (catalog: Catalog, diagnostics: [Diagnostic]) {
        Catalog.load(contentDirectory: contentDirectory, siteRoot: siteRoot, listing: listing, stores: stores)
    }
}
