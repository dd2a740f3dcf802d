import FlyingSocks
import Foundation

/// The server's socket pool (FlyingFox's own), which also turns off Nagle's algorithm on every socket it
/// is handed. FlyingFox writes a response's header and body in separate writes; with Nagle's algorithm the
/// body then waits for the browser's delayed acknowledgement of the header, about 40 ms on every response
/// after a connection's first, which a page reload pays for each stylesheet and script. The listening
/// socket is handed over before the first connection arrives (waiting for one), and Linux gives accepted
/// connections the listening socket's setting; connections handed over later are set directly.
struct NoDelaySocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool

    func prepare() async throws {
        try await base.prepare()
    }

    func run() async throws {
        try await base.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        Self.sendAtOnce(socket)
        try await base.suspendSocket(socket, untilReadyFor: events)
    }

    static var noDelay: BoolSocketOption { BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY) }

    /// Turns off Nagle's algorithm on `socket`. A socket that is not TCP (none here) refuses the option,
    /// and is served all the same.
    static func sendAtOnce(_ socket: Socket) {
        try? socket.setValue(true, for: noDelay)
    }
}
