import Build
import Model
import Serve
import Support

/// `serve`'s build: the same incremental build as `sitegen build`, through the composition root, its
/// report turned into what `serve` tells the terminal and the open pages.
struct CatalogRebuilder: SiteRebuilding {
    let options: BuildOptions

    func rebuild() -> Rebuild {
        let basePath = currentBasePath()
        do {
            let report = try CompositionRoot.builder(options).build()
            if report.upToDate != nil { return Rebuild(.upToDate, basePath: basePath, summary: report.summary) }
            let notes = report.warnings.map(\.description) + report.skipped.map { "skipped: \($0.description)" }
            return Rebuild(.built(changedFiles: report.update?.changedFiles), basePath: basePath, notes: notes, summary: report.summary)
        } catch {
            if error.interrupted { return Rebuild(.interrupted, basePath: basePath, summary: "Build interrupted") }
            let errors = error.diagnostics.filter(\.isError).count
            return Rebuild(
                .failed(diagnostics: error.diagnostics.map(\.description)), basePath: basePath,
                summary:
                    "Build failed: \(errors) error\(errors == 1 ? "" : "s"); still serving the last good build of \(options.outputDirectory)"
            )
        }
    }

    /// The path the site lives under, as the build about to run reads it (`--base-url` wins over the file).
    private func currentBasePath() -> String {
        var config = SiteConfigLoader.load(path: options.resolve("sitegen.toml"), displayPath: "sitegen.toml").config
        if let baseURL = options.baseURL { config.baseURL = baseURL }
        return config.basePath
    }
}
