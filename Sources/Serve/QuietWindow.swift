/// When a burst of changes is over: a rebuild is due once no change came for `quiet`, or once the first
/// change of the burst is `longest` old, so that a stream of changes that never pauses still rebuilds.
/// A value type over given instants, so its rule is tested without waiting.
struct QuietWindow {
    let quiet: Duration
    let longest: Duration
    private var first: ContinuousClock.Instant?
    private var last: ContinuousClock.Instant?

    init(quiet: Duration, longest: Duration) {
        self.quiet = quiet
        self.longest = longest
    }

    /// A change at `instant`.
    mutating func record(at instant: ContinuousClock.Instant) {
        if first == nil { first = instant }
        last = instant
    }

    /// Whether changes are waiting.
    var isOpen: Bool { first != nil }

    /// When the waiting changes are due; nil when none wait.
    var deadline: ContinuousClock.Instant? {
        guard let first, let last else { return nil }
        return min(last + quiet, first + longest)
    }

    /// Closes the window when its deadline has passed at `now`: true when the changes are due.
    mutating func close(at now: ContinuousClock.Instant) -> Bool {
        guard let deadline, now >= deadline else { return false }
        first = nil
        last = nil
        return true
    }
}
