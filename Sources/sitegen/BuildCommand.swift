import ArgumentParser
import Build
import Foundation
import Model
import Support

/// `sitegen build`: content/ + Templates/ → public/.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder.",
        discussion: """
            Reads sitegen.toml (optional) from the current folder, the catalog from the content folder and the \
            templates from the templates folder (files missing there, or all when it does not exist, come from the \
            default theme built into sitegen). A first or \
            full build renders the site into a temporary folder that replaces the output folder only when the \
            whole build succeeded. A rebuild reads the manifest the previous build left in the output folder: \
            with no input changed it stops at once; otherwise it renders only the pages whose inputs changed, \
            stages the files whose bytes changed, and moves them in once all are ready, leaving every other \
            file untouched (same modification time). An interrupted build (Ctrl-C, SIGTERM) leaves the previous \
            output as it was.
            """
    )

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

    @Flag(name: .long, help: "Replace the output folder even if it is not empty and was not built by sitegen.")
    var force = false

    @Flag(name: .long, help: "Ignore the previous build's manifest and item cache: decode, render and write everything.")
    var full = false

    @Flag(name: .long, help: "Print no progress and no warnings; errors and the summary line still print.")
    var quiet = false

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

    func run() throws {
        var options = BuildOptions(contentDirectory: content, templatesDirectory: templates, outputDirectory: output, baseURL: baseURL)
        options.relativeLinks = relativeLinks
        options.skipInvalid = skipInvalid
        options.force = force
        options.full = full
        options.keepsMemoryUntilExit = true
        let trap = SignalTrap()
        options.cancellation = trap.cancellation
        let console = Console(showProgress: !quiet && isatty(STDERR_FILENO) == 1)
        options.progress = console.progressHandler
        do {
            let report = try CompositionRoot.builder(options).build()
            console.finishProgress()
            for warning in report.warnings where !quiet { console.error(warning.description) }
            for skipped in report.skipped { console.error("skipped: \(skipped.description)") }
            console.output(report.summary)
        } catch {
            console.finishProgress()
            if error.interrupted {
                console.error("Build interrupted; \(output) was left unchanged")
                throw ExitCode(trap.exitStatus)
            }
            for diagnostic in error.diagnostics { console.error(diagnostic.description) }
            let errors = error.diagnostics.filter(\.isError).count
            console.error("Build failed: \(errors) error\(errors == 1 ? "" : "s"); \(output) was left unchanged")
            throw ExitCode(1)
        }
    }
}
