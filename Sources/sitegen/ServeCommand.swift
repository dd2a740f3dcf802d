import ArgumentParser
import Build
import Foundation
import Serve

/// `sitegen serve`: build, serve on loopback, rebuild on every change, reload the open pages.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it with live reload, and rebuild it whenever its files change.",
        discussion: """
            Builds as `sitegen build` does, then serves the output folder on http://127.0.0.1:8000/ (the site's \
            base path, such as /catalog/, is kept). It watches the content folder, the templates folder, the \
            strings folder and sitegen.toml; after each burst of changes it rebuilds incrementally, and the open pages reload (a \
            stylesheet change is swapped in without a reload). A failed build keeps the last good site served \
            and shows its errors over every open page and here. The live-reload script is added to the pages \
            as they are served, never written into the output. Ctrl-C or SIGTERM stops it (exit code 0), \
            leaving the output as a plain build leaves it.
            """
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: ArgumentHelp("The port to listen on; 0 lets the system choose a free one.", valueName: "port"))
    var port: UInt16 = 8000

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The IP address to listen on: 127.0.0.1 (this machine only), ::1, or 0.0.0.0 for every network.", valueName: "address"))
    var bind = "127.0.0.1"

    @Flag(name: .long, help: "Watch by listing the files' times every quarter second instead of inotify (for network file systems).")
    var poll = false

    func validate() throws {
        if let problem = ListenAddress.problem(withHost: bind) { throw ValidationError("--bind: \(problem)") }
    }

    func run() async throws {
        guard let address = ListenAddress(host: bind, port: port) else { throw ValidationError("--bind: not an IP address") }
        let trap = SignalTrap()
        var options = site.buildOptions
        options.cancellation = trap.cancellation
        let console = Console(showProgress: false)
        let server = PreviewServer(
            configuration: configuration(options, address: address), rebuilder: CatalogRebuilder(options: options),
            log: ServeLog(output: { console.output($0) }, error: { console.error($0) }))
        trap.whenSignalled { server.stop() }
        do {
            try await server.run()
        } catch {
            console.error("error: \(error.description)")
            throw ExitCode(1)
        }
        withExtendedLifetime(trap) {}
    }

    private func configuration(_ options: BuildOptions, address: ListenAddress) -> ServeConfiguration {
        var configuration = ServeConfiguration(
            address: address, output: options.resolve(options.outputDirectory),
            watch: WatchList(
                // `strings/` holds the site's own UI strings (`strings/<language>.toml`), which every page reads.
                folders: [
                    options.resolve(options.contentDirectory), options.resolve(options.templatesDirectory), options.resolve("strings"),
                ],
                files: [options.resolve("sitegen.toml")]),
            siteRoot: options.siteRoot)
        configuration.polling = poll
        return configuration
    }
}
