import Foundation
import Synchronization

/// The open event streams, one a page, and what a newly opened one must hear first: which server and
/// build it talks to, and a failed build's diagnostics while the site is broken.
final class EventBroadcaster: Sendable {
    private struct State {
        var streams: [UInt64: AsyncStream<[UInt8]>.Continuation] = [:]
        var nextID: UInt64 = 0
        /// The last build's failure, sent to every stream that opens until a build succeeds.
        var failure: ServerSentEvent?
        var build = 0
        var closed = false
    }

    /// Tells this server apart from an earlier one, so that pages it did not serve reload on reconnecting.
    let session = String(UInt64.random(in: 1...UInt64.max), radix: 36)
    private let state = Mutex(State())

    /// The number of successful builds that changed the site (1 after the first).
    var build: Int { state.withLock { $0.build } }

    /// A new stream, which starts with the hello and the current failure, if any. Closed streams end at once.
    func open() -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let id: UInt64? = state.withLock { state in
            guard !state.closed else { return nil }
            continuation.yield(ServerSentEvent.hello(session: session, build: state.build))
            if let failure = state.failure { continuation.yield(failure.bytes) }
            state.nextID += 1
            state.streams[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.streams.removeValue(forKey: id) }
        }
        return stream
    }

    /// A successful build: counts it when it changed the site, clears a failure, and sends `change`.
    func built(_ change: ChangeNotice) {
        state.withLock { state in
            if change != .none { state.build += 1 }
            if state.failure != nil {
                state.failure = nil
                send(ServerSentEvent(name: "ok", [:]).bytes, in: &state)
            }
            if let event = change.event(build: state.build) { send(event.bytes, in: &state) }
        }
    }

    /// A failed build: its diagnostics, for the pages open now and those opened until the next success.
    func failed(_ diagnostics: [String]) {
        state.withLock { state in
            let event = ServerSentEvent(name: "failed", ["diagnostics": diagnostics])
            state.failure = event
            send(event.bytes, in: &state)
        }
    }

    func keepAlive() {
        state.withLock { send(ServerSentEvent.keepAlive, in: &$0) }
    }

    /// Ends every stream, and every one opened later, so that the server can finish its responses.
    func close() {
        let streams = state.withLock { state in
            state.closed = true
            defer { state.streams = [:] }
            return Array(state.streams.values)
        }
        for stream in streams { stream.finish() }
    }

    private func send(_ bytes: [UInt8], in state: inout State) {
        for (id, stream) in state.streams {
            if case .terminated = stream.yield(bytes) { state.streams.removeValue(forKey: id) }
        }
    }
}
