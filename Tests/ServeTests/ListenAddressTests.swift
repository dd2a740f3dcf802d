import FlyingFox
import Testing

@testable import Serve

/// `--bind` and `--port`: IP addresses only, shown as the address a browser opens.
@Suite struct ListenAddressTests {
    @Test func addresses() throws {
        #expect(try #require(ListenAddress(host: "127.0.0.1", port: 8000)).origin == "http://127.0.0.1:8000")
        #expect(try #require(ListenAddress(host: "localhost", port: 8000)).origin == "http://127.0.0.1:8000")
        #expect(try #require(ListenAddress(host: "0.0.0.0", port: 80)).origin == "http://0.0.0.0:80")
        #expect(try #require(ListenAddress(host: "::1", port: 8000)).origin == "http://[::1]:8000")
        #expect(try #require(ListenAddress(host: "[::1]", port: 8000)).origin == "http://[::1]:8000")
        #expect(try #require(ListenAddress(host: "127.0.0.1", port: 0)).with(port: 4321).origin == "http://127.0.0.1:4321")
    }

    @Test func hostNamesAndNonsenseAreRefused() {
        for host in ["example.org", "", "127.0.0.1:80", "300.1.1.1", "::g"] {
            #expect(ListenAddress(host: host, port: 8000) == nil, "\(host)")
            #expect(ListenAddress.problem(withHost: host) != nil, "\(host)")
        }
        #expect(ListenAddress.problem(withHost: "127.0.0.1") == nil)
    }

    @Test func theServerSendsEachWriteAtOnce() throws {
        let configuration = try #require(ListenAddress(host: "127.0.0.1", port: 0)).serverConfiguration(timeout: 15)
        #expect(configuration.pool is NoDelaySocketPool)
    }
}
