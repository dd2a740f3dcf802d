public import Model

/// What a build is made of: which page kinds, which repositories, which default theme, and whether
/// decoded items are kept for the next build. The composition root (`sitegen`'s `CompositionRoot`)
/// makes it once; the pipeline only uses what it is given.
public struct SiteComponents: Sendable {
    /// The page kinds the site is made of.
    public var kinds: [any PageKind]
    /// Where the catalog comes from.
    public var catalog: any CatalogSource
    /// The theme a site's `Templates/` overrides file by file: every file by its path in the theme folder.
    public var defaultTheme: [String: [UInt8]]
    /// Keep the decoded items beside the output (`.public.sitegen.cache`), so that the next build
    /// restores unchanged items instead of parsing them.
    public var keepsDecodedItems: Bool

    public init(kinds: [any PageKind], catalog: any CatalogSource, defaultTheme: [String: [UInt8]], keepsDecodedItems: Bool) {
        self.kinds = kinds
        self.catalog = catalog
        self.defaultTheme = defaultTheme
        self.keepsDecodedItems = keepsDecodedItems
    }
}
