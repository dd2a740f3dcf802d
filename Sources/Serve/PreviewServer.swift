import Dispatch
import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// `sitegen serve`: builds the site, serves the output over HTTP with live reload, and rebuilds after
/// every burst of changes to what it watches, until `stop`. A failed build leaves the last good site
/// served, and its diagnostics shown over every open page and in the terminal until a build succeeds.
public final class PreviewServer: Sendable {
    private let configuration: ServeConfiguration
    private let rebuilder: any SiteRebuilding
    private let log: ServeLog
    private let site: LiveSite
    private let changes: ChangeCoalescer
    /// Builds run here, off the threads that serve requests.
    private let buildQueue = DispatchQueue(label: "sitegen.serve.build")
    /// The notes the terminal was last shown: the same warnings are not repeated after every rebuild.
    private let shownNotes = Mutex<[String]>([])

    public init(configuration: ServeConfiguration, rebuilder: any SiteRebuilding, log: ServeLog) {
        self.configuration = configuration
        self.rebuilder = rebuilder
        self.log = log
        site = LiveSite(output: OutputFolder(root: configuration.output), basePath: "/")
        changes = ChangeCoalescer(quiet: configuration.quiet, longest: configuration.longest)
    }

    /// Runs until `stop`, and returns once the last build has ended and the server has closed its connections.
    public func run() async throws(ServeError) {
        let watcher = try startWatching()
        defer { watcher.stop() }
        let first = await build()
        site.basePath = first.basePath
        report(first)
        // Stopped during the first build (which was interrupted): there is nothing to serve.
        guard !changes.isClosed else { return }
        let server = HTTPServer(config: configuration.address.serverConfiguration(timeout: 15), handler: SiteHandler(site: site))
        let serving = try await listen(server)
        log.output("Serving \(serving.address.origin)\(site.basePath) (Ctrl-C stops)")
        let keepAlive = Task { [site] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                site.events.keepAlive()
            }
        }
        while let batch = await changes.nextBatch() {
            log.output(describe(batch))
            report(await build())
        }
        keepAlive.cancel()
        site.events.close()
        // The event streams are ended: what is left are page requests, which take milliseconds.
        await server.stop(timeout: 0.25)
        await serving.task.value
    }

    /// Stops `run` from any thread: no build starts after this, and `run` returns once the current one ends.
    public func stop() {
        changes.close()
    }

    private func startWatching() throws(ServeError) -> any FileWatcher {
        var watcher: any FileWatcher = PollingWatcher(configuration.watch, interval: configuration.pollInterval)
        #if os(Linux)
            if !configuration.polling {
                do {
                    watcher = try InotifyWatcher(configuration.watch)
                } catch {
                    log.error("note: \(error); watching by polling instead")
                }
            }
        #endif
        do {
            try watcher.start { [changes, output = site.output] path in
                if !output.isWrittenByBuild(path) { changes.record(path) }
            }
        } catch {
            throw ServeError(description: "cannot watch the site's files: \(error)")
        }
        return watcher
    }

    /// Starts the server and returns once it listens, with the address it listens on (the port the system
    /// chose, for port 0) and the task that runs it.
    private func listen(_ server: HTTPServer) async throws(ServeError) -> (address: ListenAddress, task: Task<Void, Never>) {
        let failure = Mutex<(any Error)?>(nil)
        let task = Task {
            do { try await server.run() } catch { failure.withLock { $0 = error } }
        }
        while await !server.isListening {
            if let error = failure.withLock({ $0 }) {
                throw ServeError(description: "cannot listen on \(configuration.address.origin): \(error.localizedDescription)")
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
        var address = configuration.address
        switch await server.listeningAddress {
        case .ip4(_, let port), .ip6(_, let port): address = address.with(port: port)
        default: break
        }
        return (address, task)
    }

    private func build() async -> Rebuild {
        await withCheckedContinuation { continuation in
            buildQueue.async { [rebuilder] in continuation.resume(returning: rebuilder.rebuild()) }
        }
    }

    /// Tells the open pages and the terminal what a build did.
    private func report(_ build: Rebuild) {
        switch build.outcome {
        case .built(let changedFiles):
            showNotes(build.notes)
            site.basePath = build.basePath
            site.events.built(ChangeNotice(changedFiles: changedFiles, basePath: build.basePath))
            log.output(build.summary)
        case .upToDate:
            // A broken input put back as it was: nothing to rebuild, but the failure is over.
            site.events.built(.none)
            log.output(build.summary)
        case .failed(let diagnostics):
            site.events.failed(diagnostics)
            for diagnostic in diagnostics { log.error(diagnostic) }
            log.error(build.summary)
        case .interrupted:
            break
        }
    }

    /// Prints a build's warnings unless the terminal showed the same ones after the build before.
    private func showNotes(_ notes: [String]) {
        let isNew = shownNotes.withLock { shown in
            defer { shown = notes }
            return shown != notes
        }
        if isNew { for note in notes { log.error(note) } }
    }

    /// `Changed: content/movies/550.json and 2 more files`, paths shown relative to the site.
    private func describe(_ batch: Set<String>) -> String {
        let root = configuration.siteRoot.hasSuffix("/") ? configuration.siteRoot : configuration.siteRoot + "/"
        let shown = batch.sorted().map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }
        let more = shown.count > 1 ? " and \(shown.count - 1) more file\(shown.count == 2 ? "" : "s")" : ""
        return "Changed: \(shown.first ?? "?")\(more)"
    }
}
