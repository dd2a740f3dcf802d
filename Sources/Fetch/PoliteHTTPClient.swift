import Foundation

/// Sends GETs the way a good API client does: at each host's pace, with timeouts, retrying a 429, a 5xx, a
/// timeout or a broken connection with exponential backoff and jitter (or after the `Retry-After` the API
/// asked for), and never retrying an answer another try would not change (401, 403, 404).
public struct PoliteHTTPClient: Sendable {
    let transport: any HTTPTransport
    let policy: RequestPolicy
    private let gates = HostGates()

    public init(transport: any HTTPTransport, policy: RequestPolicy) {
        self.transport = transport
        self.policy = policy
    }

    /// The final reply to `request`: a success, or an error status that retrying would not change or that
    /// stayed after every try. Throws when no reply came at all.
    public func get(_ request: APIRequest, pace: RequestPolicy.Pace) async throws(FetchProblem) -> HTTPReply {
        let gate = await gates.gate(for: request.host, pace: policy.pace(pace))
        var attempt = 1
        while true {
            let outcome = try await gate.pass { [transport] () async throws(FetchProblem) -> Result<HTTPReply, TransportFailure> in
                do throws(TransportFailure) {
                    return .success(try await transport.get(request))
                } catch {
                    return .failure(error)
                }
            }
            switch RetryPlan.after(outcome, attempt: attempt, policy: policy, jitter: Double.random(in: 0...1)) {
            case .keep(let reply): return reply
            case .fail(let problem): throw problem
            case .retry(let delay):
                do {
                    try await Task.sleep(for: delay)
                } catch {
                    throw .cancelled
                }
                attempt += 1
            }
        }
    }
}
