/// Asks whether a URL of another site answers: the seam between the checker and an HTTP client, so that
/// the checker's limits can be tested without one, and the checker needs no network library of its own.
public protocol LinkProbe: Sendable {
    /// What requesting `url` gave, once any redirects were followed. An implementation gives up on a
    /// server that does not answer within its timeout.
    func probe(_ url: String) async -> LinkProbeOutcome
}

/// The answer to one probe.
public enum LinkProbeOutcome: Sendable, Equatable {
    /// The final response's status code.
    case status(Int)
    /// No answer within the timeout.
    case timedOut
    /// No answer at all, with the reason (refused, reset, a name that does not resolve).
    case failed(String)
}
