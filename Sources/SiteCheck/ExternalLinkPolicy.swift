/// How `--external` requests other sites: a bounded number of requests at once, fewer to any one host.
public struct ExternalLinkPolicy: Sendable, Equatable {
    /// Requests in flight at most, over all hosts.
    public var concurrent: Int
    /// Requests in flight at most to one host (`host:port`).
    public var perHost: Int
    /// How long the probe waits for an answer; used in messages (the probe enforces it).
    public var timeout: Duration

    public init(concurrent: Int = 8, perHost: Int = 2, timeout: Duration = .seconds(10)) {
        self.concurrent = max(1, concurrent)
        self.perHost = max(1, perHost)
        self.timeout = timeout
    }
}
