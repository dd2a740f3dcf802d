import ArgumentParser
import Build
import Foundation

/// `sitegen`: a static site generator for media catalogs.
struct Sitegen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "A static site generator for media catalogs: movies from cached TMDB responses, with your notes.",
        discussion: """
            Run it in a site folder holding sitegen.toml (optional), content/ and Templates/ (optional: the \
            default theme is built in, and `sitegen theme export` writes it out for you to customise). \
            `sitegen new DIR` starts such a folder, with sample items and a CI workflow; `sitegen fetch` adds items.
            Exit codes: 0 success, 1 content, template, export, write or fetch errors, 2 usage errors.
            """,
        version: SitegenVersion.current,
        subcommands: [BuildCommand.self, ServeCommand.self, CheckCommand.self, NewCommand.self, FetchCommand.self, ThemeCommand.self]
    )
}

/// Runs the command line and maps failures onto sitegen's exit codes.
@main
enum SitegenMain {
    static func main() async {
        do {
            var command = try Sitegen.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = Sitegen.exitCode(for: error)
            // Usage errors exit 2 like most Unix tools (swift-argument-parser's default is 64).
            if code != .success && code.rawValue == ExitCode.validationFailure.rawValue {
                FileHandle.standardError.write(Data((Sitegen.fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            Sitegen.exit(withError: error)
        }
    }
}
