import Foundation
import Support

/// Requests each distinct URL of other sites once, through a `LinkProbe`, at most `policy.concurrent` at
/// once and `policy.perHost` to any one host, and reports every link to a URL that did not answer with a
/// success.
public struct ExternalLinkChecker: Sendable {
    public let probe: any LinkProbe
    public let policy: ExternalLinkPolicy

    public init(probe: any LinkProbe, policy: ExternalLinkPolicy) {
        self.probe = probe
        self.policy = policy
    }

    /// `report` with its links to other sites checked: their problems added, and counted as links checked.
    public func check(_ report: SiteCheckReport) async -> SiteCheckReport {
        var report = report
        let outcomes = await outcomes(for: Set(report.externalLinks.map(\.url)))
        for link in report.externalLinks {
            report.links += 1
            guard let outcome = outcomes[link.url], let problem = problem(outcome) else { continue }
            report.problems.append(.error(link.displayPath, line: link.line, "\(link.attribute) \"\(link.value)\" is broken: \(problem)"))
        }
        return report
    }

    /// The outcome of each URL. Requests start in host order, each time for the first host with a free place,
    /// so that neither limit is ever passed and no request waits for a place held by another host's.
    func outcomes(for urls: Set<String>) async -> [String: LinkProbeOutcome] {
        var queues: [String: [String]] = [:]
        for url in urls.sorted() { queues[Self.host(of: url), default: []].append(url) }
        let hosts = queues.keys.sorted()
        var running: [String: Int] = [:]
        var outcomes: [String: LinkProbeOutcome] = [:]
        let probe = self.probe
        await withTaskGroup(of: (host: String, url: String, outcome: LinkProbeOutcome).self) { group in
            var inFlight = 0
            func startMore() {
                while inFlight < policy.concurrent,
                    let host = hosts.first(where: { !(queues[$0]?.isEmpty ?? true) && running[$0, default: 0] < policy.perHost })
                {
                    let url = queues[host]!.removeFirst()
                    running[host, default: 0] += 1
                    inFlight += 1
                    group.addTask { (host, url, await probe.probe(url)) }
                }
            }
            startMore()
            while let done = await group.next() {
                outcomes[done.url] = done.outcome
                running[done.host, default: 0] -= 1
                inFlight -= 1
                startMore()
            }
        }
        return outcomes
    }

    /// Why `outcome` is a problem, or nil for a success.
    private func problem(_ outcome: LinkProbeOutcome) -> String? {
        switch outcome {
        case .status(let code) where (200..<300).contains(code): nil
        case .status(let code): "HTTP \(code)"
        case .timedOut: "no response within \(Self.seconds(policy.timeout))"
        case .failed(let reason): reason
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return value == value.rounded() ? "\(Int(value)) s" : String(format: "%g s", value)
    }

    /// `host:port` of an `http(s)` URL, the key of the per-host limit.
    static func host(of url: String) -> String {
        guard let absolute = AbsoluteURL(url) else { return "" }
        return absolute.authority ?? ""
    }
}
