import FlyingFox
import FlyingSocks
import Foundation

/// The address `serve` listens on, from `--bind` and `--port`: an IPv4 or IPv6 address (`localhost` is
/// the IPv4 loopback), never a host name to look up.
public struct ListenAddress: Sendable {
    let host: String
    let isIP6: Bool
    public let port: UInt16
    private let socketAddress: any SocketAddress

    /// Nil, with the problem in `problem(withHost:)`, when `host` is not an IP address.
    public init?(host: String, port: UInt16) {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let literal = bare == "localhost" ? "127.0.0.1" : bare
        if let ip4 = try? sockaddr_in.inet(ip4: literal, port: port) {
            socketAddress = ip4
            isIP6 = false
        } else if let ip6 = try? sockaddr_in6.inet6(ip6: literal, port: port) {
            socketAddress = ip6
            isIP6 = true
        } else {
            return nil
        }
        self.host = literal
        self.port = port
    }

    /// Why `host` cannot be listened on, or nil when it can.
    public static func problem(withHost host: String) -> String? {
        ListenAddress(host: host, port: 0) == nil
            ? "'\(host)' is not an IP address: give one such as 127.0.0.1 (the default), ::1 or 0.0.0.0" : nil
    }

    /// The address with another port (the one the system chose for port 0).
    func with(port: UInt16) -> ListenAddress {
        ListenAddress(host: host, port: port) ?? self
    }

    /// `http://127.0.0.1:8000` or `http://[::1]:8000`.
    public var origin: String {
        isIP6 ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
    }

    /// A FlyingFox configuration listening here.
    func serverConfiguration(timeout: TimeInterval) -> HTTPServer.Configuration {
        HTTPServer.Configuration(
            address: socketAddress, timeout: timeout, pool: NoDelaySocketPool(base: HTTPServer.defaultPool()), logger: .disabled)
    }
}
