import Foundation
import Model
import Presentation
import Support
import Views

/// Everything a build reads before it renders: settings, the catalog and the compiled theme,
/// with every problem found on the way.
struct SiteInputs {
    let config: SiteConfig
    /// The UI strings: sitegen's table for the language, with the site's strings file over it.
    let strings: UIStrings
    var catalog: Catalog
    let theme: Theme
    let searchPaths: [String]
    let warnings: [Diagnostic]
    /// Content errors of items left out under `--skip-invalid`.
    let skipped: [Diagnostic]

    /// Throws when anything is wrong, except content errors under `skipInvalid`, whose items are left out.
    /// Items `stores` hold unchanged are restored from them rather than parsed; `listing` is the scan's, when there was one.
    static func load(
        _ options: BuildOptions, content: String, templates: String, listing: ContentListing? = nil,
        components: SiteComponents,
        stores: DecodedItemStores = DecodedItemStores()
    ) throws(BuildFailure) -> SiteInputs {
        var fatal: [Diagnostic] = []
        var (config, configDiagnostics) = SiteConfigLoader.load(path: options.resolve("sitegen.toml"), displayPath: "sitegen.toml")
        fatal += configDiagnostics
        if let baseURL = options.baseURL {
            if let problem = SiteConfig.problem(withBaseURL: baseURL) {
                fatal.append(.error("--base-url", problem))
            } else {
                config.baseURL = baseURL
            }
        }
        if options.relativeLinks { config.relativeLinks = true }
        let (strings, stringsDiagnostics) = SiteStrings.load(config, options: options)
        fatal += stringsDiagnostics
        let searchPaths = DefaultTheme.searchPaths(siteTemplates: templates)
        // The theme is compiled on one core while the catalog loads on the others: after it, on one core alone, it was
        // a serial tail of every rebuild (76 M instructions in a 50k edit, Callgrind).
        let ((catalog, catalogDiagnostics), compiled) = inParallel(
            { components.catalog.load(contentDirectory: content, siteRoot: options.siteRoot, listing: listing, stores: stores) },
            { Result { () throws(Diagnostics) in try Self.compileTheme(searchPaths: searchPaths, components: components) } })
        var theme: Theme?
        do throws(Diagnostics) {
            theme = try compiled.get()
        } catch {
            fatal += error.all.map {
                .error(ContentFile.displayPath($0.path, relativeTo: options.siteRoot), line: $0.line, column: $0.column, $0.message)
            }
        }
        // An invalid item is already out of the catalog; skipping it only means not failing for it.
        let contentErrors = catalogDiagnostics.filter(\.isError)
        let skipped = options.skipInvalid ? contentErrors : []
        let blocking = fatal.filter(\.isError) + (options.skipInvalid ? [] : contentErrors)
        let warnings = (fatal + catalogDiagnostics).filter { !$0.isError }
        guard let theme, blocking.isEmpty else { throw BuildFailure(blocking + warnings) }
        return SiteInputs(
            config: config, strings: strings, catalog: catalog, theme: theme, searchPaths: searchPaths,
            warnings: warnings.sorted(), skipped: skipped.sorted())
    }

    /// The templates of every kind's views, from the site's folder over the default theme.
    private static func compileTheme(searchPaths: [String], components: SiteComponents) throws(Diagnostics) -> Theme {
        try Theme.compile(
            searchPaths: searchPaths, then: components.defaultTheme, label: DefaultTheme.label,
            views: components.kinds.flatMap(\.views))
    }
}
