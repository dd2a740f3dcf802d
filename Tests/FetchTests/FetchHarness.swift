import Fetch
import Foundation
import Model
import TestSupport

/// A loopback API server, an empty site, and `CatalogFetch` pointed at both, with a policy fast enough for
/// tests: short backoff and timeouts, no pacing.
struct FetchHarness {
    let server: ReplayServer
    let site: TemporarySite
    let content: ContentFolder
    let endpoints: APIEndpoints
    var policy = RequestPolicy()
    var credentials = APICredentials(tmdb: .readAccessToken(Self.token), googleBooks: Self.googleKey)

    static let token = "eyJhbGciOiJIUzI1NiJ9.test-read-access-token"
    static let googleKey = "AIzaSyTestGoogleBooksKey"

    /// Runs `body` with a new harness (credentials set when given), and stops it afterwards, whatever happened.
    static func with(
        credentials: APICredentials? = nil, imageLimit: Int? = nil, _ body: (FetchHarness) async throws -> Void
    ) async throws {
        var harness = try await start()
        if let credentials { harness.credentials = credentials }
        if let imageLimit { harness.policy.imageLimit = imageLimit }
        do {
            try await body(harness)
        } catch {
            await harness.stop()
            throw error
        }
        await harness.stop()
    }

    static func start() async throws -> FetchHarness {
        let server = try await ReplayServer.start()
        let site = try TemporarySite()
        try FileManager.default.createDirectory(atPath: site.content, withIntermediateDirectories: true)
        let base = server.base.absoluteString
        let endpoints = try APIEndpoints(environment: [
            "SITEGEN_TMDB_API": base, "SITEGEN_TMDB_IMAGES": base + "/t/p", "SITEGEN_GOOGLE_BOOKS_API": base,
            "SITEGEN_GOOGLE_BOOKS_COVERS": base + "/covers", "SITEGEN_XKCD": base, "SITEGEN_XKCD_IMAGES": base + "/xkcd-images",
        ])
        var policy = RequestPolicy()
        policy.backoffBase = .milliseconds(20)
        policy.readTimeout = .milliseconds(700)
        policy.connectTimeout = .seconds(2)
        policy.pace = .init(concurrent: 4, perSecond: 1000)
        return FetchHarness(
            server: server, site: site, content: ContentFolder(path: site.content, shownPath: "content"), endpoints: endpoints,
            policy: policy)
    }

    /// Runs `body` with a `CatalogFetch` over a real HTTP client.
    func run<Result: Sendable>(images: Bool = false, _ body: (CatalogFetch) async throws -> Result) async throws -> Result {
        let outcome = await AsyncHTTPTransport.withTransport(policy: policy, userAgent: "sitegen-tests") { transport in
            let fetch = CatalogFetch(
                http: PoliteHTTPClient(transport: transport, policy: policy), content: content, endpoints: endpoints,
                credentials: credentials, language: "en", images: images)
            do {
                return Swift.Result<Result, any Error>.success(try await body(fetch))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// The bytes of `relative` under the content folder; nil when it does not exist.
    func file(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: site.content + "/" + relative).map { [UInt8]($0) }
    }

    func write(_ relative: String, _ text: String) throws {
        try site.write("content/" + relative, text)
    }

    /// The names in a content subfolder, hidden ones included.
    func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: site.content + "/" + folder)) ?? []).sorted()
    }

    func stop() async {
        await server.stop()
        site.remove()
    }
}
