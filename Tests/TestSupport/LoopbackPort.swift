import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP port on 127.0.0.1 that nothing listens on, for a server a test starts as another program (which
/// must be told its port, unlike a server the test binds itself to port 0).
public enum LoopbackPort {
    /// A port the kernel just handed out and released; another program could take it before the test's
    /// server does, which on a test machine does not happen in practice.
    public static func free() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Waits until something accepts connections on `port`, `timeout` passes or `isAlive` (the server's
    /// process, say) says there is no point waiting; returns whether something accepts.
    public static func waitUntilListening(
        _ port: Int, timeout: Duration = .seconds(10), while isAlive: () -> Bool = { true }
    ) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline && isAlive() {
            if accepts(port) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        // Once more after the deadline: this task may have waited past it for a thread while tests that build held
        // every thread of the pool, and so never looked after the server started. On a loaded machine nginx was twice
        // reported not listening after 90 s, running and with nothing in its error log.
        return isAlive() && accepts(port)
    }

    private static func accepts(_ port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
