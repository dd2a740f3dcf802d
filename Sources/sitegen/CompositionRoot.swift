import Build
import Model

/// The composition root: the one place that chooses what a build is made of.
enum CompositionRoot {
    /// sitegen's page kinds, the catalog of cached API responses in `content/`, the theme compiled into
    /// the binary, and the decoded-item cache beside the output.
    static let components = SiteComponents(
        kinds: PageKinds.standard,
        catalog: JSONCacheCatalogSource(),
        defaultTheme: DefaultTheme.files,
        keepsDecodedItems: true
    )

    static func builder(_ options: BuildOptions) -> SiteBuilder {
        SiteBuilder(options: options, components: components)
    }
}
