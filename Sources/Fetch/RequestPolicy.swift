/// How politely fetch talks to an API: timeouts, how many requests at once and how often per host, and how
/// it retries. The defaults stay well under each API's published limits.
public struct RequestPolicy: Sendable {
    /// Time to open a connection.
    public var connectTimeout: Duration = .seconds(10)
    /// Time to wait for the response to start, and then between two parts of its body.
    public var readTimeout: Duration = .seconds(30)
    /// Tries of one request in all: the first and the retries after a 429, a 5xx, a timeout or a broken connection.
    public var attempts = 4
    /// The first retry waits about this long, each later one twice as long, with random jitter.
    public var backoffBase: Duration = .milliseconds(500)
    /// No wait between retries is longer than this, unless the API asks for one with `Retry-After`.
    public var backoffCap: Duration = .seconds(30)
    /// A `Retry-After` longer than this fails the item instead of holding the whole run.
    public var longestRetryAfter: Duration = .seconds(120)
    /// The largest API response accepted (the largest real TMDB movie with credits is a few hundred kB).
    public var responseLimit = 20_000_000
    /// The largest image accepted.
    public var imageLimit = 15_000_000
    /// Overrides every API's pace, for tests.
    public var pace: Pace?

    public init() {}

    /// How many requests may run at once against one host, and how many start per second.
    public struct Pace: Sendable, Equatable {
        public var concurrent: Int
        public var perSecond: Double

        public init(concurrent: Int, perSecond: Double) {
            self.concurrent = max(1, concurrent)
            self.perSecond = max(0.01, perSecond)
        }

        /// TMDB allows about 50 requests a second per address; a catalog refresh needs far fewer.
        public static let tmdb = Pace(concurrent: 4, perSecond: 20)
        /// Google Books' quota is per day and per minute (about 100 a minute per user); keep to one a second.
        public static let googleBooks = Pace(concurrent: 2, perSecond: 1)
        /// xkcd publishes no limit; a fan site should not look like a crawler.
        public static let xkcd = Pace(concurrent: 2, perSecond: 4)
        /// Image hosts are CDNs, but the images are large.
        public static let images = Pace(concurrent: 4, perSecond: 8)
    }

    /// `pace`, unless the policy overrides every pace.
    func pace(_ pace: Pace) -> Pace { self.pace ?? pace }
}
