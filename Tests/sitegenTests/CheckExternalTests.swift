import Foundation
import TestSupport
import Testing

/// `sitegen check --external` against a loopback server started by the test: the only network it reaches.
@Suite struct CheckExternalTests {
    /// A site whose one page links to `urls`, one a line from line 3.
    static func site(linking urls: [String]) throws -> String {
        try SitegenProcess.makeSite([
            "public/index.html": CheckCommandTests.page(urls.map { "<a href=\"\($0)\">x</a>" }.joined(separator: "\n"))
        ])
    }

    @Test func successesPassA404IsReportedAndASlowHostTimesOut() async throws {
        let server = try await ReplayServer.start()
        let base = server.base.absoluteString
        await server.route("/ok", .json(200, "{}"))
        await server.route("/moved", .json(301, "{}", headers: ["Location": base + "/ok"]))
        await server.route("/slow", .slow(4, .json(200, "{}")))
        let site = try Self.site(linking: [base + "/ok", base + "/missing", base + "/slow", base + "/moved#part", base + "/ok"])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let run = try SitegenProcess.run(["check", "--external", "--timeout", "1"], in: site)
        await server.stop()
        #expect(run.status == 1)
        #expect(
            Array(run.stderr.split(separator: "\n").dropLast()) == [
                "public/index.html:4: error: href \"\(base)/missing\" is broken: HTTP 404",
                "public/index.html:5: error: href \"\(base)/slow\" is broken: no response within 1 s",
            ])
        #expect(run.stderr.hasSuffix(": 2 problems.\n") && run.stderr.contains("5 links"))
        // Each URL once, with HEAD, the redirect followed.
        #expect(await server.requests(to: "/ok").count == 2)
        #expect(await server.requests(to: "/moved").count == 1)
        #expect(await server.allRequests().allSatisfy { $0.method == "HEAD" })
    }

    @Test func aServerThatRefusesHEADIsAskedWithGET() async throws {
        let server = try await ReplayServer.start()
        await server.route("/no-head", .json(405, "{}"), .json(200, "{}"))
        let site = try Self.site(linking: [server.base.absoluteString + "/no-head"])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let run = try SitegenProcess.run(["check", "--external"], in: site)
        await server.stop()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(await server.requests(to: "/no-head").map(\.method) == ["HEAD", "GET"])
    }

    @Test func requestsToOneHostStayWithinThePerHostLimitWhileOtherHostsGoOn() async throws {
        let server = try await ReplayServer.start()
        let port = server.base.port!
        for i in 0..<8 { await server.route("/p/\(i)", .slow(0.25, .json(200, "{}"))) }
        let urls = (0..<8).flatMap { i in ["http://127.0.0.1:\(port)/p/\(i)", "http://localhost:\(port)/p/\(i)"] }
        let site = try Self.site(linking: urls)
        defer { try? FileManager.default.removeItem(atPath: site) }
        let run = try SitegenProcess.run(["check", "--external", "--per-host", "2", "--concurrency", "8"], in: site)
        await server.stop()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(await server.allRequests().count == 16)
        #expect(server.mostAtOnce(host: "127.0.0.1:\(port)") == 2)
        #expect(server.mostAtOnce(host: "localhost:\(port)") == 2)
    }

    @Test func withoutTheFlagNothingIsRequested() async throws {
        let server = try await ReplayServer.start()
        let site = try Self.site(linking: [server.base.absoluteString + "/missing"])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let run = try SitegenProcess.run(["check"], in: site)
        await server.stop()
        #expect(run.status == 0)
        #expect(await server.allRequests().isEmpty)
    }
}
