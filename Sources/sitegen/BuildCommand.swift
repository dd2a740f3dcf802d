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

    @OptionGroup var site: SiteOptions

    @Flag(name: .long, help: "Replace the output folder even if it is not empty and was not built by sitegen.")
    var force = false

    @Flag(name: .long, help: "Ignore the previous build's manifest and item cache: decode, render and write everything.")
    var full = false

    @Flag(name: .long, help: "Print no progress and no warnings; errors and the summary line still print.")
    var quiet = false

    func run() throws {
        var options = site.buildOptions
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
                console.error("Build interrupted; \(site.output) was left unchanged")
                throw ExitCode(trap.exitStatus)
            }
            for diagnostic in error.diagnostics { console.error(diagnostic.description) }
            let errors = error.diagnostics.filter(\.isError).count
            console.error("Build failed: \(errors) error\(errors == 1 ? "" : "s"); \(site.output) was left unchanged")
            throw ExitCode(1)
        }
    }
}
