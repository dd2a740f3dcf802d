import Synchronization
import TestSupport
import Testing

@testable import SiteCheck

/// The checker's limits with a probe that answers after a short wait and records how many were waiting at
/// once; the same checker over the real HTTP client and a loopback server is tested in sitegenTests.
@Suite struct ExternalLinkCheckerTests {
    /// Answers each URL with the status its path names (`/404`), after `delay`, counting requests at once per host.
    final class CountingProbe: LinkProbe {
        private let state = Mutex<(now: [String: Int], most: [String: Int], total: Int, mostOverall: Int, asked: [String])>(
            ([:], [:], 0, 0, []))
        let delay: Duration

        init(delay: Duration) {
            self.delay = delay
        }

        func probe(_ url: String) async -> LinkProbeOutcome {
            let host = ExternalLinkChecker.host(of: url)
            state.withLock { state in
                state.now[host, default: 0] += 1
                state.total += 1
                state.most[host] = max(state.most[host] ?? 0, state.now[host]!)
                state.mostOverall = max(state.mostOverall, state.total)
                state.asked.append(url)
            }
            try? await Task.sleep(for: delay)
            state.withLock { state in
                state.now[host, default: 0] -= 1
                state.total -= 1
            }
            if url.hasSuffix("/timeout") { return .timedOut }
            return .status(Int(url.split(separator: "/").last ?? "") ?? 200)
        }

        var mostPerHost: [String: Int] { state.withLock { $0.most } }
        var mostOverall: Int { state.withLock { $0.mostOverall } }
        var asked: [String] { state.withLock { $0.asked } }
    }

    @Test func neverPassesThePerHostOrTheOverallLimitAndAsksEachURLOnce() async {
        let probe = CountingProbe(delay: .milliseconds(20))
        let checker = ExternalLinkChecker(probe: probe, policy: ExternalLinkPolicy(concurrent: 5, perHost: 2))
        let urls = (0..<12).flatMap { i in ["https://a.example/\(i)", "https://b.example/\(i)", "https://c.example:8443/\(i)"] }
        let outcomes = await checker.outcomes(for: Set(urls))
        #expect(outcomes.count == 36)
        #expect(probe.asked.count == 36 && Set(probe.asked).count == 36)
        #expect(probe.mostPerHost == ["a.example": 2, "b.example": 2, "c.example:8443": 2])
        #expect(probe.mostOverall == 5)
    }

    @Test func reportsEveryLinkToAURLThatFailedAndCountsAllAsChecked() async throws {
        let fixture = try OutputFixture([
            "index.html": OutputFixture.page(
                """
                <a href="https://ok.example/200">fine</a>
                <a href="https://gone.example/404#part">gone</a>
                <img src="https://slow.example/timeout" alt="slow">
                <a href="https://gone.example/404">gone again</a>
                """)
        ])
        defer { fixture.site.remove() }
        let probe = CountingProbe(delay: .zero)
        let checker = ExternalLinkChecker(probe: probe, policy: ExternalLinkPolicy(timeout: .milliseconds(1500)))
        let report = await checker.check(try fixture.report())
        #expect(
            report.problemLines == [
                #"public/index.html:4: error: href "https://gone.example/404#part" is broken: HTTP 404"#,
                #"public/index.html:5: error: src "https://slow.example/timeout" is broken: no response within 1.5 s"#,
                #"public/index.html:6: error: href "https://gone.example/404" is broken: HTTP 404"#,
            ])
        #expect(report.links == 4 && probe.asked.count == 3)
    }
}
