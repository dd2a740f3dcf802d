import Synchronization

/// Gathers the changes a watcher reports, from any thread, into batches: `nextBatch` returns once a
/// burst of changes is over (see `QuietWindow`). Changes reported while a batch is rebuilt make the next one.
final class ChangeCoalescer: Sendable {
    private struct State {
        var window: QuietWindow
        var paths: Set<String> = []
        var waiter: CheckedContinuation<Void, Never>?
        var closed = false
    }

    private let state: Mutex<State>

    init(quiet: Duration, longest: Duration) {
        state = Mutex(State(window: QuietWindow(quiet: quiet, longest: longest)))
    }

    /// A change of `path`, now.
    func record(_ path: String) {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.closed else { return nil }
            state.window.record(at: .now)
            state.paths.insert(path)
            return state.waiter.take()
        }
        waiter?.resume()
    }

    private enum Step {
        case closed
        case waitForChange
        case waitUntil(ContinuousClock.Instant)
    }

    /// The paths of the next burst of changes, once it is over; nil once closed.
    func nextBatch() async -> Set<String>? {
        while true {
            let step = state.withLock { state -> Step in
                if state.closed { return .closed }
                return state.window.deadline.map(Step.waitUntil) ?? .waitForChange
            }
            switch step {
            case .closed:
                return nil
            case .waitForChange:
                await waitForChange()
            case .waitUntil(let deadline):
                try? await Task.sleep(until: deadline, clock: .continuous)
                let batch = state.withLock { state -> Set<String>? in
                    guard !state.closed, state.window.close(at: .now) else { return nil }
                    defer { state.paths = [] }
                    return state.paths
                }
                if let batch { return batch }
            }
        }
    }

    /// Suspends until a change is recorded or the coalescer is closed.
    private func waitForChange() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                guard !state.closed, !state.window.isOpen else { return true }
                state.waiter = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Whether `close` was called.
    var isClosed: Bool { state.withLock { $0.closed } }

    /// Ends `nextBatch`: it returns nil from now on.
    func close() {
        let waiter = state.withLock { state in
            state.closed = true
            return state.waiter.take()
        }
        waiter?.resume()
    }
}
