import Build
import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a cancelled build, so the build stops between pages, removes its
/// temporary folder and leaves the previous output as it was; `serve` also hears of it, to stop.
final class SignalTrap {
    /// What the handlers share with the build's threads.
    private final class State: Sendable {
        let cancellation = BuildCancellation()
        let received = Atomic<Int32>(0)
        let handler = Mutex<(@Sendable () -> Void)?>(nil)
    }

    private let state = State()
    /// Kept alive for as long as the trap: a released source stops delivering.
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for signalNumber in [SIGINT, SIGTERM] {
            // The default action would kill the process before it could clean up.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global(qos: .userInteractive))
            source.setEventHandler { [state] in
                state.received.store(signalNumber, ordering: .relaxed)
                state.cancellation.cancel()
                state.handler.withLock { $0 }?()
            }
            source.resume()
            sources.append(source)
        }
    }

    var cancellation: BuildCancellation { state.cancellation }

    /// Calls `handler` when a signal arrives, or at once when one already has.
    func whenSignalled(_ handler: @escaping @Sendable () -> Void) {
        state.handler.withLock { $0 = handler }
        if state.received.load(ordering: .relaxed) != 0 { handler() }
    }

    /// The conventional exit status for the signal that stopped the build: 130 for SIGINT, 143 for SIGTERM.
    var exitStatus: Int32 {
        128 + state.received.load(ordering: .relaxed)
    }
}
