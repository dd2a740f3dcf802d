import Build
import Model

extension SiteComponents {
    /// What the tests build with: sitegen's own page kinds, repositories and theme, as its composition
    /// root chooses them (`sitegenTests` checks the root itself), with `kinds` in place of the page kinds.
    static func standard(kinds: [any PageKind] = PageKinds.standard) -> SiteComponents {
        SiteComponents(kinds: kinds, catalog: JSONCacheCatalogSource(), defaultTheme: DefaultTheme.files, keepsDecodedItems: true)
    }

    static var standard: SiteComponents { standard() }
}
