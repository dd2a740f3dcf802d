import ArgumentParser
import Build
import Foundation
import Support

/// `sitegen new DIR`: starts a site that builds at once.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a new site: settings, sample movies, books and comics, a README and a CI workflow.",
        discussion: """
            Writes sitegen.toml (every setting, explained), content/ with a few sample items of each kind and \
            two free pages, a .gitignore, a README.md for the site's owner, and .github/workflows/catalog.yml, \
            which refreshes, builds and publishes the site on GitHub Pages every day. `cd DIR && sitegen build` \
            then builds it. The folder is made when missing; an existing folder must be empty (exit 2 \
            otherwise). Nothing is left half-written: the files appear all at once, or not at all.
            """
    )

    @Argument(help: ArgumentHelp("The folder of the new site: new, or empty.", valueName: "dir"))
    var directory: String

    func validate() throws {
        // A folder that cannot take the site is a wrong argument, like a missing one: a usage error.
        if let refusal = SiteSkeleton.refusal(for: directory) { throw ValidationError(refusal) }
    }

    func run() throws {
        let console = Console(showProgress: false)
        do {
            let written = try SiteSkeleton.create(at: directory)
            console.output("Created a new site in \(directory) (\(written.count) files, with sample movies, books and comics).")
            let here = URL(fileURLWithPath: directory).standardizedFileURL.path == FileManager.default.currentDirectoryPath
            console.output("Build it with: \(here ? "" : "cd \(Self.shellQuoted(directory)) && ")sitegen build")
            console.output("Its README.md says how to add your own items and publish it on GitHub Pages.")
        } catch {
            for diagnostic in error.diagnostics { console.error(diagnostic.description) }
            console.error("sitegen new failed; nothing was written")
            throw ExitCode(1)
        }
    }

    /// `path` as a shell reads it back: as it is when it holds only safe characters, in single quotes otherwise.
    static func shellQuoted(_ path: String) -> String {
        let safe = path.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "/._-+".unicodeScalars.contains($0))
        }
        return safe && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
