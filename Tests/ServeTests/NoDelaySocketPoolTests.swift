import FlyingSocks
import Foundation
import Testing

@testable import Serve

/// The server's sockets send each write at once instead of waiting for the previous one's acknowledgement.
@Suite struct NoDelaySocketPoolTests {
    @Test func aTCPSocketSendsAtOnce() throws {
        let socket = try Socket(domain: AF_INET, type: .stream)
        defer { try? socket.close() }
        #expect(try socket.getValue(for: NoDelaySocketPool.noDelay) == false, "Nagle's algorithm is on by default")
        NoDelaySocketPool.sendAtOnce(socket)
        #expect(try socket.getValue(for: NoDelaySocketPool.noDelay) == true)
    }

    @Test func aConnectionAcceptedFromAListenerThatSendsAtOnceDoesToo() throws {
        let listener = try Socket(domain: AF_INET, type: .stream)
        defer { try? listener.close() }
        try listener.bind(to: sockaddr_in.inet(ip4: "127.0.0.1", port: 0))
        try listener.listen()
        NoDelaySocketPool.sendAtOnce(listener)
        guard case .ip4(_, let port) = try listener.sockname() else {
            Issue.record("not an IPv4 socket")
            return
        }
        let client = try Socket(domain: AF_INET, type: .stream)
        defer { try? client.close() }
        try client.connect(to: sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        let accepted = Socket(file: try listener.accept().file)
        defer { try? accepted.close() }
        #expect(try accepted.getValue(for: NoDelaySocketPool.noDelay) == true, "Linux passes the setting on")
    }
}
