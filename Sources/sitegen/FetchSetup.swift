import Build
import Fetch
import Foundation
import Model
import Support
import Synchronization

/// `sitegen fetch` wired up: where content goes, which services and credentials, one HTTP client for the run,
/// and what is printed.
struct FetchSetup {
    let content: ContentFolder
    let endpoints: APIEndpoints
    let credentials: APICredentials
    let language: String
    let images: Bool
    let console: Console
    let quiet: Bool

    init(content path: String, environment: [String: String], images: Bool, console: Console, quiet: Bool) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw FetchUsageError("the content folder \(path) does not exist; run fetch in a site folder (sitegen new DIR makes one)")
        }
        content = ContentFolder(path: path, shownPath: path)
        endpoints = try APIEndpoints(environment: environment)
        credentials = APICredentials(environment: environment)
        let (config, diagnostics) = SiteConfigLoader.load(path: "sitegen.toml", displayPath: "sitegen.toml")
        if let problem = diagnostics.first(where: \.isError) { throw FetchUsageError(problem.description) }
        language = config.language
        (self.images, self.console, self.quiet) = (images, console, quiet)
    }

    /// Runs `request`; the exit status.
    func run(_ request: FetchRequest) async throws -> Int32 {
        content.removeLeftovers()
        let progress = Progress(console: console)
        let result = await AsyncHTTPTransport.withTransport(policy: RequestPolicy(), userAgent: "sitegen/\(SitegenVersion.current)") {
            transport -> Result<[ItemReport]?, FetchUsageError> in
            let fetch = CatalogFetch(
                http: PoliteHTTPClient(transport: transport, policy: RequestPolicy()), content: content, endpoints: endpoints,
                credentials: credentials, language: language, images: images, onItem: { _ in progress.advance() })
            do throws(FetchUsageError) {
                return .success(try await perform(request, with: fetch))
            } catch {
                return .failure(error)
            }
        }
        progress.finish()
        switch result {
        case .failure(let error):
            console.error("error: \(error.message)")
            return 2
        case .success(nil):
            return 0
        case .success(let reports?):
            return summarise(reports)
        }
    }

    /// The reports of the items fetched; nil when the request only listed candidates.
    private func perform(_ request: FetchRequest, with fetch: CatalogFetch) async throws(FetchUsageError) -> [ItemReport]? {
        switch request {
        case .movies(let ids): return try await fetch.movies(ids)
        case .books(let ids): return try await fetch.books(ids)
        case .comics(let range): return await fetch.comics(in: range)
        case .refresh(let age): return try await fetch.refresh(olderThan: age)
        case .movieSearch(let query, let year, let first):
            switch try await fetch.searchMovies(query, year: year) {
            case .failure(let diagnostic): return [ItemReport(item: "the search", outcome: .failed, diagnostics: [diagnostic])]
            case .success(let candidates):
                guard first else {
                    list(candidates, for: query)
                    return nil
                }
                guard let best = candidates.first else { return [noMatch("no movie matches \"\(query)\"")] }
                return try await fetch.movies([best.id])
            }
        case .isbns(let isbns):
            return try await books(isbns, with: fetch)
        }
    }

    /// The first volume of each ISBN's search, fetched together.
    private func books(_ isbns: [String], with fetch: CatalogFetch) async throws(FetchUsageError) -> [ItemReport] {
        var ids: [String] = []
        var misses: [ItemReport] = []
        for isbn in isbns {
            switch try await fetch.volumes(isbn: isbn) {
            case .failure(let diagnostic): misses.append(ItemReport(item: "ISBN \(isbn)", outcome: .failed, diagnostics: [diagnostic]))
            case .success(let volumes):
                if let volume = volumes.first {
                    ids.append(volume.id)
                } else {
                    misses.append(noMatch("no Google Books volume has ISBN \(isbn)"))
                }
            }
        }
        return misses + (ids.isEmpty ? [] : try await fetch.books(ids))
    }

    private func noMatch(_ message: String) -> ItemReport {
        ItemReport(item: "the search", outcome: .failed, diagnostics: [.error("fetch", message)])
    }

    private func list(_ candidates: [SearchCandidate], for query: String) {
        guard !candidates.isEmpty else {
            console.output("No movie matches \"\(query)\".")
            return
        }
        for candidate in candidates {
            console.output("\(candidate.id)\t\(candidate.title)\(candidate.year.map { " (\($0))" } ?? "")")
        }
        console.output("Add one with: sitegen fetch movie <id>, or take the first with --first.")
    }

    /// Prints every problem and the summary line; the exit status.
    private func summarise(_ reports: [ItemReport]) -> Int32 {
        for report in reports {
            for diagnostic in report.diagnostics where diagnostic.isError || !quiet { console.error(diagnostic.description) }
        }
        let count = { (outcome: ItemReport.Outcome) in reports.filter { $0.outcome == outcome }.count }
        let failed = count(.failed)
        console.output("Fetched \(count(.written)), unchanged \(count(.unchanged)), failed \(failed).")
        return failed > 0 ? 1 : 0
    }

    /// A count of finished items on a terminal.
    final class Progress: Sendable {
        private let console: Console
        private let done = Mutex(0)

        init(console: Console) { self.console = console }

        func advance() {
            let count = done.withLock {
                $0 += 1
                return $0
            }
            console.progress("Fetching: \(count) done")
        }

        func finish() { console.finishProgress() }
    }
}
