import Build
import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a cancelled build, so the build stops between pages, removes its
/// temporary folder and leaves the previous output as it was.
final class SignalTrap: Sendable {
    let cancellation = BuildCancellation()
    private let received = Atomic<Int32>(0)
    private let sources: Mutex<[any DispatchSourceSignal]> = Mutex([])

    init() {
        for signalNumber in [SIGINT, SIGTERM] {
            // The default action would kill the process before it could clean up.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global(qos: .userInteractive))
            source.setEventHandler { [cancellation, received] in
                received.store(signalNumber, ordering: .relaxed)
                cancellation.cancel()
            }
            source.resume()
            sources.withLock { $0.append(source) }
        }
    }

    /// The conventional exit status for the signal that stopped the build: 130 for SIGINT, 143 for SIGTERM.
    var exitStatus: Int32 {
        128 + received.load(ordering: .relaxed)
    }
}
