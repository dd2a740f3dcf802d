public import Foundation
import Model
public import Support

/// What `sitegen fetch` does: add items by id, by search or by ISBN, bring comics up to date, and refresh what
/// is there; each run records in the fetch log when every item it got was fetched.
public struct CatalogFetch: Sendable {
    let http: PoliteHTTPClient
    let content: ContentFolder
    let endpoints: APIEndpoints
    let credentials: APICredentials
    /// `language` from sitegen.toml: what TMDB answers in.
    let language: String
    let images: Bool
    let onItem: @Sendable (ItemReport) -> Void

    public init(
        http: PoliteHTTPClient, content: ContentFolder, endpoints: APIEndpoints, credentials: APICredentials,
        language: String, images: Bool, onItem: @escaping @Sendable (ItemReport) -> Void = { _ in }
    ) {
        self.http = http
        self.content = content
        self.endpoints = endpoints
        self.credentials = credentials
        self.language = language
        self.images = images
        self.onItem = onItem
    }

    /// The movies with TMDB ids `ids`.
    public func movies(_ ids: [String]) async throws(FetchUsageError) -> [ItemReport] {
        try Self.check(ids, as: .movie)
        return recorded([await fetch(ids, from: try tmdb(), replacingImages: false)])
    }

    /// TMDB's candidates for `query`, released in `year` when given.
    public func searchMovies(_ query: String, year: Int?) async throws(FetchUsageError) -> Result<[SearchCandidate], Diagnostic> {
        let source = try tmdb()
        let request = source.searchRequest(query, year: year)
        return await reply(to: request, pace: source.pace).flatMap { reply in
            Result { () throws(FetchProblem) in try source.candidates(in: reply) }.mapError { problem(request, $0) }
        }
    }

    /// The books with Google Books volume ids `ids`.
    public func books(_ ids: [String]) async throws(FetchUsageError) -> [ItemReport] {
        try Self.check(ids, as: .book)
        return recorded([await fetch(ids, from: googleBooks, replacingImages: false)])
    }

    /// The volumes Google Books lists for `isbn`.
    public func volumes(isbn: String) async throws(FetchUsageError) -> Result<[SearchCandidate], Diagnostic> {
        let digits = isbn.filter { $0 != "-" && $0 != " " }.uppercased()
        guard [10, 13].contains(digits.count), digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "X") }) else {
            throw FetchUsageError("--isbn: expected 10 or 13 digits (hyphens allowed), found \"\(isbn)\"")
        }
        let request = googleBooks.isbnRequest(digits)
        return await reply(to: request, pace: googleBooks.pace).flatMap { reply in
            Result { () throws(FetchProblem) in try googleBooks.volumeIDs(in: reply) }.mapError { problem(request, $0) }
        }
    }

    /// The latest comic and every number up to it that `content` lacks, within `range` when given.
    public func comics(in range: ClosedRange<Int>?) async -> [ItemReport] {
        let source = XKCDSource(endpoints: endpoints, policy: http.policy)
        let latest: Int
        switch await reply(to: source.latestRequest, pace: source.pace) {
        case .failure(let diagnostic): return [ItemReport(item: "the latest comic", outcome: .failed, diagnostics: [diagnostic])]
        case .success(let reply):
            do throws(FetchProblem) {
                latest = try source.number(in: reply)
            } catch {
                return [ItemReport(item: "the latest comic", outcome: .failed, diagnostics: [problem(source.latestRequest, error)])]
            }
        }
        let have = Set(content.stems(of: .comic))
        let wanted = (range ?? 1...latest).clamped(to: 1...max(1, latest))
        let missing = wanted.filter { !have.contains(String($0)) && $0 != XKCDSource.knownGap || $0 == latest }.map(String.init)
        return recorded([await fetch(missing, from: source, replacingImages: false)])
    }

    /// Fetches again every item not fetched within `age` (all of them when nil), rewriting only what changed.
    public func refresh(olderThan age: Duration?, now: Date = Date()) async throws(FetchUsageError) -> [ItemReport] {
        let log = FetchLog(reading: content)
        func due(_ kind: CachedResponse.Kind) -> [String] {
            content.stems(of: kind).filter { stem in
                guard let age, let last = log.lastFetched(kind, stem) else { return true }
                return now.timeIntervalSince(last) >= Double(age.components.seconds)
            }
        }
        let (movies, books, comics) = (due(.movie), due(.book), due(.comic))
        var batches: [Batch] = []
        if !movies.isEmpty { batches.append(await fetch(movies, from: try tmdb(), replacingImages: true)) }
        if !books.isEmpty { batches.append(await fetch(books, from: googleBooks, replacingImages: true)) }
        if !comics.isEmpty {
            batches.append(await fetch(comics, from: XKCDSource(endpoints: endpoints, policy: http.policy), replacingImages: true))
        }
        return recorded(batches, in: log)
    }

    private var googleBooks: GoogleBooksSource {
        GoogleBooksSource(endpoints: endpoints, key: credentials.googleBooks, policy: http.policy)
    }

    private func tmdb() throws(FetchUsageError) -> TMDBSource {
        guard let tmdb = credentials.tmdb else {
            throw FetchUsageError(
                "TMDB needs credentials: set TMDB_READ_ACCESS_TOKEN (the API Read Access Token) or TMDB_API_KEY "
                    + "(https://www.themoviedb.org/settings/api)")
        }
        return TMDBSource(endpoints: endpoints, credentials: tmdb, language: language, policy: http.policy)
    }

    /// The items of one kind a run fetched, and how each went.
    private struct Batch {
        let kind: CachedResponse.Kind
        let stems: [String]
        let reports: [ItemReport]
    }

    private func fetch(_ stems: [String], from source: some ItemSource, replacingImages: Bool) async -> Batch {
        let fetcher = Fetcher(
            http: http, content: content, credentials: credentials, images: images, replacesImages: replacingImages, onItem: onItem)
        return Batch(kind: source.kind, stems: stems, reports: await fetcher.fetch(stems, from: source))
    }

    /// The reports of `batches`, after recording the items that came in the fetch log: read once (or given,
    /// as the refresh read it) and written once a run.
    private func recorded(_ batches: [Batch], in log: FetchLog? = nil) -> [ItemReport] {
        var log = log ?? FetchLog(reading: content)
        let now = Date()
        for batch in batches {
            for (stem, report) in zip(batch.stems, batch.reports) where report.outcome != .failed {
                log.record(batch.kind, stem, at: now)
            }
        }
        let reports = batches.flatMap(\.reports)
        do throws(Diagnostic) {
            try log.write(to: content)
            return reports
        } catch {
            return reports + [ItemReport(item: "the fetch log", outcome: .failed, diagnostics: [error])]
        }
    }

    /// The successful reply to `request`, or the error that names it.
    private func reply(to request: APIRequest, pace: RequestPolicy.Pace) async -> Result<HTTPReply, Diagnostic> {
        do throws(FetchProblem) {
            let reply = try await http.get(request, pace: pace)
            guard reply.isSuccess else { return .failure(problem(request, APIErrorBody.problem(reply))) }
            return .success(reply)
        } catch {
            return .failure(problem(request, error))
        }
    }

    private func problem(_ request: APIRequest, _ problem: FetchProblem) -> Diagnostic {
        .error("fetch", credentials.scrubbed("GET \(request.shownURL): \(problem)"))
    }

    /// Ids become file names: each must follow the folder's naming rule, so that none leads out of it.
    private static func check(_ ids: [String], as kind: CachedResponse.Kind) throws(FetchUsageError) {
        for id in ids {
            let valid =
                switch kind {
                case .movie, .comic: Int(id).map { $0 > 0 && String($0) == id } ?? false
                case .book: Book.ID(id) != nil
                }
            guard valid else {
                throw FetchUsageError(
                    "\"\(id)\" is not a \(kind == .book ? "Google Books volume id (letters, digits, _ and -)" : "positive whole number")")
            }
        }
    }
}
