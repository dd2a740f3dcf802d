import Fetch
import Foundation
import Model
import Support
import TestSupport
import Testing

@Suite struct TMDBFetchTests {
    @Test func aMovieIsStoredAsFetchedWithTheTokenAsABearerHeader() async throws {
        try await FetchHarness.with { harness in
            let body = APIFixtures.movie(550, title: "The Lamplighter")
            await harness.server.route("/3/movie/550", .json(200, body))
            let reports = try await harness.run { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.written])
            #expect(harness.file("movies/550.json") == Array(body.utf8))
            let request = try #require(await harness.server.requests(to: "/3/movie/550").first)
            #expect(request.headers["authorization"] == "Bearer \(FetchHarness.token)")
            #expect(request.query["append_to_response"] == "credits,recommendations,images")
            #expect(request.query["language"] == "en")
            #expect(request.query["api_key"] == nil)
        }
    }

    @Test func theSameResponseAgainLeavesTheFileAlone() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route("/3/movie/550", .json(200, APIFixtures.movie(550, title: "The Lamplighter")))
            _ = try await harness.run { try await $0.movies(["550"]) }
            let path = harness.site.content + "/movies/550.json"
            let old = Date(timeIntervalSince1970: 1_000_000)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
            let reports = try await harness.run { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.unchanged])
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == old)
        }
    }

    @Test func theV3KeyGoesInTheQueryAndIsNeverShown() async throws {
        try await FetchHarness.with(credentials: APICredentials(tmdb: .apiKey("v3-secret-key-123"), googleBooks: nil)) { harness in
            await harness.server.route("/3/movie/550", .json(401, APIFixtures.tmdbUnauthorized))
            let reports = try await harness.run { try await $0.movies(["550"]) }
            #expect(await harness.server.requests(to: "/3/movie/550").first?.query["api_key"] == "v3-secret-key-123")
            let text = reports.flatMap(\.diagnostics).map(\.description).joined(separator: "\n")
            #expect(!text.contains("v3-secret-key-123"))
            #expect(text.contains("/3/movie/550?append_to_response="))
        }
    }

    @Test func a401SaysWhatTMDBSaidAndIsNotRetried() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route("/3/movie/550", .json(401, APIFixtures.tmdbUnauthorized))
            let reports = try await harness.run { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.failed])
            let message = try #require(reports.first?.diagnostics.first?.description)
            #expect(message.hasPrefix("content/movies/550.json:1:1: error: GET \(harness.server.base.absoluteString)/3/movie/550?"))
            #expect(message.hasSuffix("HTTP 401 Unauthorized: Invalid API key: You must be granted a valid key."))
            #expect(!message.contains(FetchHarness.token))
            #expect(await harness.server.requests(to: "/3/movie/550").count == 1)
            #expect(harness.file("movies/550.json") == nil)
        }
    }

    @Test func a404FailsTheItemAtOnceAndTheOthersAreStillWritten() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route("/3/movie/680", .json(200, APIFixtures.movie(680, title: "Harbour Lights")))
            let reports = try await harness.run { try await $0.movies(["999999", "680"]) }
            #expect(reports.map(\.outcome) == [.failed, .written])
            #expect(
                reports[0].diagnostics.first?.message.hasSuffix("HTTP 404 Not Found: The resource you requested could not be found.")
                    == true)
            #expect(await harness.server.requests(to: "/3/movie/999999").count == 1)
        }
    }

    @Test func a429WaitsForRetryAfterThenSucceeds() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route(
                "/3/movie/550",
                .json(
                    429, #"{"status_code": 25, "status_message": "Your request count is over the limit."}"#, headers: ["Retry-After": "1"]),
                .json(200, APIFixtures.movie(550, title: "The Lamplighter")))
            let started = ContinuousClock.now
            let reports = try await harness.run { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.written])
            #expect(ContinuousClock.now - started >= .milliseconds(950))
            #expect(await harness.server.requests(to: "/3/movie/550").count == 2)
        }
    }

    @Test func twoServerErrorsThenASuccess() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route(
                "/3/movie/550", .json(500, #"{"status_code": 11, "status_message": "Internal error."}"#), .json(503, "{}"),
                .json(200, APIFixtures.movie(550, title: "The Lamplighter")))
            let reports = try await harness.run { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.written])
            #expect(await harness.server.requests(to: "/3/movie/550").count == 3)
        }
    }

    @Test func serverErrorsThatLastFailAfterEveryTry() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route("/3/movie/550", .json(502, "bad gateway"))
            let reports = try await harness.run { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.failed])
            #expect(reports[0].diagnostics.first?.message.hasSuffix("HTTP 502 Bad Gateway") == true)
            #expect(await harness.server.requests(to: "/3/movie/550").count == RequestPolicy().attempts)
        }
    }

    @Test func aSlowResponseTimesOutAndLeavesTheOldFile() async throws {
        try await FetchHarness.with { harness in
            let old = APIFixtures.movie(550, title: "The Lamplighter")
            try harness.write("movies/550.json", old)
            await harness.server.route("/3/movie/550", .slow(3, .json(200, APIFixtures.movie(550, title: "Changed"))))
            let reports = try await harness.run { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.failed])
            #expect(reports[0].diagnostics.first?.message.hasSuffix("no response within the timeout") == true)
            #expect(harness.file("movies/550.json") == Array(old.utf8))
            #expect(harness.names(in: "movies") == ["550.json"])
        }
    }

    @Test func aTruncatedBodyIsNotWritten() async throws {
        try await FetchHarness.with { harness in
            let old = APIFixtures.movie(550, title: "The Lamplighter")
            try harness.write("movies/550.json", old)
            let full = APIFixtures.movie(550, title: "Changed")
            await harness.server.route("/3/movie/550", .truncated(declared: full.utf8.count, sent: String(full.prefix(100))))
            let reports = try await harness.run { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.failed])
            #expect(reports[0].diagnostics.first?.message.contains("connection failed") == true)
            #expect(harness.file("movies/550.json") == Array(old.utf8))
        }
    }

    @Test func aBodyThatIsNotJSONPointsAtWhereItBreaks() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route("/3/movie/550", .bytes(200, contentType: "text/html", Array("<html>maintenance</html>".utf8)))
            let reports = try await harness.run { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.failed])
            let first = try #require(reports[0].diagnostics.first)
            #expect(first.path == "content/movies/550.json" && first.line == 1 && first.column == 1 && first.isError)
            #expect(reports[0].diagnostics.last?.message.hasPrefix("not written: the response of GET") == true)
            #expect(harness.file("movies/550.json") == nil)
        }
    }

    @Test func aResponseThatWouldNotBuildIsNotWritten() async throws {
        try await FetchHarness.with { harness in
            // The id inside disagrees with the one asked for: the build would refuse the file.
            await harness.server.route("/3/movie/550", .json(200, APIFixtures.movie(551, title: "Someone Else")))
            let reports = try await harness.run { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.failed])
            let problem = try #require(reports[0].diagnostics.first { $0.isError })
            #expect(problem.path == "content/movies/550.json" && problem.line > 0)
            #expect(problem.message.contains("551"))
            #expect(harness.file("movies/550.json") == nil)
        }
    }

    @Test func searchListsCandidatesInTMDBsOrder() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route(
                "/3/search/movie",
                .json(200, APIFixtures.movieSearch([(19, "Metropolis", "1927-01-10"), (10_000, "Metropolis", "2001-05-26")])))
            let result = try await harness.run { try await $0.searchMovies("Metropolis", year: 1927) }
            #expect(
                try result.get() == [
                    SearchCandidate(id: "19", title: "Metropolis", year: "1927"), .init(id: "10000", title: "Metropolis", year: "2001"),
                ])
            let request = try #require(await harness.server.requests(to: "/3/search/movie").first)
            #expect(request.query["query"] == "Metropolis" && request.query["year"] == "1927")
        }
    }

    @Test func noCredentialsIsAUsageError() async throws {
        try await FetchHarness.with(credentials: APICredentials(tmdb: nil, googleBooks: nil)) { harness in
            await #expect(throws: FetchUsageError.self) { try await harness.run { try await $0.movies(["550"]) } }
            #expect(await harness.server.allRequests().isEmpty)
        }
    }

    @Test func aPosterIsDownloadedBesideTheMovie() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route("/3/movie/550", .json(200, APIFixtures.movie(550, title: "The Lamplighter", poster: "/lamp.png")))
            await harness.server.route("/t/p/w500/lamp.png", .bytes(200, contentType: "image/png", APIFixtures.png))
            let reports = try await harness.run(images: true) { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.written])
            #expect(harness.file("movies/550.png") == APIFixtures.png)
        }
    }

    @Test func anImageOverTheSizeLimitIsRefusedAndNothingOfItIsWritten() async throws {
        try await FetchHarness.with(imageLimit: 40) { harness in
            await harness.server.route("/3/movie/550", .json(200, APIFixtures.movie(550, title: "The Lamplighter", poster: "/lamp.png")))
            await harness.server.route("/t/p/w500/lamp.png", .bytes(200, contentType: "image/png", APIFixtures.png))
            let reports = try await harness.run(images: true) { try await $0.movies(["550"]) }
            #expect(reports.map(\.outcome) == [.failed])
            #expect(reports[0].diagnostics.last?.message.hasSuffix("the response is larger than the limit of 40 bytes") == true)
            #expect(harness.names(in: "movies") == ["550.json"])
        }
    }
}
