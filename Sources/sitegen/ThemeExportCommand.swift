import ArgumentParser
import Build
import Foundation
import Support

/// `sitegen theme export DIR`: writes the default theme out for a user to customise.
struct ThemeExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the default theme's templates, layout, partials and assets into a folder.",
        discussion: """
            Export into the site's Templates/ to customise the theme: `sitegen build` takes each file found there \
            instead of the built-in one. Delete the files you leave unchanged, and they keep following the \
            default theme of the sitegen you run. The folder is made when missing. If any of the theme's files is \
            already there, nothing is written and the command exits 1, unless --force is given; files of other \
            names in the folder are never touched.
            """
    )

    @Argument(help: ArgumentHelp("The folder to write the theme into, e.g. Templates.", valueName: "dir"))
    var directory: String

    @Flag(name: .long, help: "Overwrite the theme's files where they already exist in the folder.")
    var force = false

    func run() throws {
        let console = Console(showProgress: false)
        do {
            let written = try DefaultTheme.export(to: directory, replacing: force)
            console.output("Exported the default theme (\(written.count) files) into \(directory)")
        } catch {
            for diagnostic in error.diagnostics { console.error(diagnostic.description) }
            console.error("Export failed: \(error.diagnostics.count) error\(error.diagnostics.count == 1 ? "" : "s")")
            throw ExitCode(1)
        }
    }
}
