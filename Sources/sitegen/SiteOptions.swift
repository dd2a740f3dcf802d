import ArgumentParser
import Build
import Foundation
import Model

/// The options that say which site to build and how, shared by `build` and `serve`.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The catalog: movies/, books/, comics/ and pages/.", valueName: "dir"))
    var content = "content"

    @Option(
        name: .long,
        help: ArgumentHelp("The site's templates; each file overrides the built-in default theme's file of that name.", valueName: "dir"))
    var templates = "Templates"

    @Option(name: .long, help: ArgumentHelp("Where the site is written; only what changed is replaced.", valueName: "dir"))
    var output = "public"

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp("Overrides base_url from sitegen.toml, e.g. https://example.org/catalog/.", valueName: "url"))
    var baseURL: String?

    @Flag(
        name: .customLong("relative-links"),
        help: "Write every internal link relative to its page, so the output browses from file:// (relative_links in sitegen.toml).")
    var relativeLinks = false

    @Flag(name: .customLong("skip-invalid"), help: "Publish the valid items, list the invalid ones as skipped, and exit 0.")
    var skipInvalid = false

    func validate() throws {
        if let baseURL, let problem = SiteConfig.problem(withBaseURL: baseURL) {
            throw ValidationError("--base-url: \(problem)")
        }
        if let problem = Self.problem(withContent: content) { throw ValidationError(problem) }
    }

    /// Why `content` cannot be the catalog, or nil when it can. A missing folder is a usage error, not
    /// an empty site: it is what a first run outside a site folder, or a mistyped `--content`, looks like.
    static func problem(withContent content: String) -> String? {
        let full = BuildOptions().resolve(content)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else {
            return """
                the content folder '\(content)' does not exist (\(full)): run sitegen build inside a site folder, \
                give the catalog's folder with --content DIR, or start a site with `sitegen new DIR`
                """
        }
        return isDirectory.boolValue ? nil : "the content folder '\(content)' is not a folder (\(full))"
    }

    /// The build these options ask for, in the current folder.
    var buildOptions: BuildOptions {
        var options = BuildOptions(contentDirectory: content, templatesDirectory: templates, outputDirectory: output, baseURL: baseURL)
        options.relativeLinks = relativeLinks
        options.skipInvalid = skipInvalid
        return options
    }
}
