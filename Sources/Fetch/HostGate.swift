/// Lets requests to one host through at a pace: at most `concurrent` at once, starting at least
/// `1 / perSecond` seconds apart.
actor HostGate {
    private let pace: RequestPolicy.Pace
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var nextStart: ContinuousClock.Instant = .now

    init(pace: RequestPolicy.Pace) {
        self.pace = pace
    }

    /// Runs `request` when its turn comes.
    func pass<Result: Sendable>(_ request: @Sendable () async throws(FetchProblem) -> Result) async throws(FetchProblem) -> Result {
        await enter()
        defer { leave() }
        try await waitForSlot()
        return try await request()
    }

    private func enter() async {
        if running < pace.concurrent {
            running += 1
            return
        }
        // `leave` hands its place over directly, so `running` already counts this request when it resumes.
        await withCheckedContinuation { waiting.append($0) }
    }

    private func leave() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Takes the next start time and sleeps until it; the actor is free meanwhile.
    private func waitForSlot() async throws(FetchProblem) {
        let now = ContinuousClock.now
        let start = max(now, nextStart)
        nextStart = start + .seconds(1 / pace.perSecond)
        guard start > now else { return }
        do {
            try await Task.sleep(until: start, clock: .continuous)
        } catch {
            throw .cancelled
        }
    }
}
