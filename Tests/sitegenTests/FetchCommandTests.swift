import Foundation
import TestSupport
import Testing

/// `sitegen fetch` as a user runs it: the real binary against a loopback server.
@Suite struct FetchCommandTests {
    static let token = "tmdb-read-token-for-tests"

    static func environment(_ server: ReplayServer, token: String? = Self.token) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["TMDB_READ_ACCESS_TOKEN", "TMDB_API_KEY", "GOOGLE_BOOKS_API_KEY"] { environment[name] = nil }
        let base = server.base.absoluteString
        for name in ["SITEGEN_TMDB_API", "SITEGEN_GOOGLE_BOOKS_API", "SITEGEN_XKCD"] { environment[name] = base }
        environment["SITEGEN_TMDB_IMAGES"] = base + "/t/p"
        environment["TMDB_READ_ACCESS_TOKEN"] = token
        return environment
    }

    @Test func moviesAreFetchedWithASummaryLine() async throws {
        let server = try await ReplayServer.start()
        let site = try SitegenProcess.makeSite(["content/movies/.keep": ""])
        defer { try? FileManager.default.removeItem(atPath: site) }
        await server.route("/3/movie/550", .json(200, APIFixtures.movie(550, title: "The Lamplighter")))
        let run = try SitegenProcess.run(["fetch", "movie", "550"], in: site, environment: Self.environment(server))
        await server.stop()
        #expect(run.status == 0)
        #expect(run.stdout == "Fetched 1, unchanged 0, failed 0.\n")
        #expect(FileManager.default.fileExists(atPath: site + "/content/movies/550.json"))
        let build = try SitegenProcess.run(["build", "--quiet"], in: site)
        #expect(build.status == 0)
    }

    @Test func aFailedItemExits1AndNeverPrintsTheToken() async throws {
        let server = try await ReplayServer.start()
        let site = try SitegenProcess.makeSite(["content/movies/.keep": ""])
        defer { try? FileManager.default.removeItem(atPath: site) }
        await server.route("/3/movie/550", .json(401, APIFixtures.tmdbUnauthorized))
        await server.route("/3/movie/680", .json(200, APIFixtures.movie(680, title: "Harbour Lights")))
        let run = try SitegenProcess.run(["fetch", "movie", "550", "680"], in: site, environment: Self.environment(server))
        await server.stop()
        #expect(run.status == 1)
        #expect(run.stderr.contains("content/movies/550.json:1:1: error: GET "))
        #expect(run.stderr.contains("HTTP 401 Unauthorized: Invalid API key"))
        #expect(!(run.stdout + run.stderr).contains(Self.token))
        #expect(run.stdout == "Fetched 1, unchanged 0, failed 1.\n")
    }

    @Test func usageErrorsAndMissingCredentialsExit2() async throws {
        let server = try await ReplayServer.start()
        let site = try SitegenProcess.makeSite(["content/movies/.keep": ""])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let environment = Self.environment(server)
        for arguments in [
            ["fetch"], ["fetch", "movie"], ["fetch", "film", "1"], ["fetch", "movie", "../1"],
            ["fetch", "--refresh", "--older-than", "soon"],
        ] {
            let run = try SitegenProcess.run(arguments, in: site, environment: environment)
            #expect(run.status == 2, "\(arguments)")
        }
        var noToken = environment
        noToken["TMDB_READ_ACCESS_TOKEN"] = nil
        let run = try SitegenProcess.run(["fetch", "movie", "550"], in: site, environment: noToken)
        #expect(run.status == 2)
        #expect(run.stderr.contains("TMDB_READ_ACCESS_TOKEN"))
        #expect(await server.allRequests().isEmpty)
        await server.stop()
    }

    @Test func searchListsCandidatesAndFirstTakesTheTopOne() async throws {
        let server = try await ReplayServer.start()
        let site = try SitegenProcess.makeSite(["content/movies/.keep": ""])
        defer { try? FileManager.default.removeItem(atPath: site) }
        await server.route(
            "/3/search/movie", .json(200, APIFixtures.movieSearch([(19, "Metropolis", "1927-01-10"), (20, "Metropolis", "2001-05-26")])))
        await server.route("/3/movie/19", .json(200, APIFixtures.movie(19, title: "Metropolis", released: "1927-01-10")))
        let list = try SitegenProcess.run(["fetch", "movie", "--search", "Metropolis"], in: site, environment: Self.environment(server))
        #expect(list.status == 0)
        #expect(list.stdout.hasPrefix("19\tMetropolis (1927)\n20\tMetropolis (2001)\n"))
        #expect(!FileManager.default.fileExists(atPath: site + "/content/movies/19.json"))
        let first = try SitegenProcess.run(
            ["fetch", "movie", "--search", "Metropolis", "--year", "1927", "--first"], in: site, environment: Self.environment(server))
        await server.stop()
        #expect(first.status == 0)
        #expect(FileManager.default.fileExists(atPath: site + "/content/movies/19.json"))
    }

    /// The process killed while one response hangs: every file is whole (old or new), and the next run tidies up.
    @Test func aKilledRunLeavesEveryFileWhole() async throws {
        let server = try await ReplayServer.start()
        var files: [String: String] = [:]
        for id in 1...6 { files["content/movies/\(id).json"] = APIFixtures.movie(id, title: "Old \(id)") }
        let site = try SitegenProcess.makeSite(files)
        defer { try? FileManager.default.removeItem(atPath: site) }
        for id in 1...5 { await server.route("/3/movie/\(id)", .json(200, APIFixtures.movie(id, title: "New \(id)"))) }
        await server.route("/3/movie/6", .slow(60, .json(200, APIFixtures.movie(6, title: "New 6"))))
        let (process, _, _) = try SitegenProcess.start(["fetch", "--refresh"], in: site, environment: Self.environment(server))
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, await server.requests(to: "/3/movie/6").isEmpty || changed(site) < 5 {
            try await Task.sleep(for: .milliseconds(20))
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        for id in 1...6 {
            let text = try String(contentsOfFile: site + "/content/movies/\(id).json", encoding: .utf8)
            #expect(text == APIFixtures.movie(id, title: "Old \(id)") || text == APIFixtures.movie(id, title: "New \(id)"))
        }
        await server.route("/3/movie/6", .json(200, APIFixtures.movie(6, title: "New 6")))
        let again = try SitegenProcess.run(["fetch", "--refresh"], in: site, environment: Self.environment(server))
        await server.stop()
        #expect(again.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: site + "/content/movies").sorted()
        #expect(names == (1...6).map { "\($0).json" }.sorted())
    }

    private func changed(_ site: String) -> Int {
        (1...6).filter { id in
            (try? String(contentsOfFile: site + "/content/movies/\(id).json", encoding: .utf8))?.contains("New \(id)") == true
        }.count
    }
}
