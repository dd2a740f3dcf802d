import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Synchronization

/// Talks to `sitegen serve` as a browser does: plain requests whose redirects are not followed, and the
/// live-reload event stream, whose events are collected as they arrive.
final class LiveReloadClient: Sendable {
    struct Response {
        let status: Int
        let headers: [String: String]
        let body: String
    }

    struct Event: Equatable {
        let name: String
        let data: String

        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any] ?? [:]
        }
    }

    let origin: String
    private let client = HTTPClient(
        eventLoopGroupProvider: .singleton, configuration: HTTPClient.Configuration(redirectConfiguration: .disallow))
    private let received = Mutex<[Event]>([])
    private let listening = Mutex<Task<Void, Never>?>(nil)
    private let ended = Mutex(false)

    init(origin: String) {
        self.origin = origin
    }

    /// Runs `body` with a client, which is shut down afterwards whatever happens.
    static func with<T>(origin: String, _ body: (LiveReloadClient) async throws -> T) async throws -> T {
        let client = LiveReloadClient(origin: origin)
        do {
            let result = try await body(client)
            await client.shutdown()
            return result
        } catch {
            await client.shutdown()
            throw error
        }
    }

    func get(_ path: String) async throws -> Response {
        let response = try await client.execute(HTTPClientRequest(url: origin + path), timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 32 << 20)
        var headers: [String: String] = [:]
        for (name, value) in response.headers { headers[name.lowercased()] = value }
        return Response(status: Int(response.status.code), headers: headers, body: String(buffer: body))
    }

    /// Opens the event stream; its events are collected until the server ends it.
    func listen() {
        let task = Task { [self] in
            defer { ended.withLock { $0 = true } }
            guard let response = try? await client.execute(HTTPClientRequest(url: origin + "/__sitegen/events"), timeout: .minutes(10))
            else { return }
            var pending = ""
            do {
                for try await chunk in response.body {
                    pending += String(buffer: chunk)
                    while let end = pending.range(of: "\n\n") {
                        let message = String(pending[..<end.lowerBound])
                        pending.removeSubrange(..<end.upperBound)
                        if let event = Self.parse(message) { received.withLock { $0.append(event) } }
                    }
                }
            } catch {}
        }
        listening.withLock { $0 = task }
    }

    /// Waits up to `timeout` for the event stream to end (the server closed it); whether it did.
    func streamEnded(timeout: Duration) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if ended.withLock({ $0 }) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return ended.withLock { $0 }
    }

    var events: [Event] { received.withLock { $0 } }

    /// The first event after the first `skipping` events that matches, waiting up to `timeout` for it.
    func event(after skipping: Int = 0, timeout: Duration = .seconds(60), where matches: (Event) -> Bool) async -> Event? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let event = events.dropFirst(skipping).first(where: matches) { return event }
            try? await Task.sleep(for: .milliseconds(10))
        }
        // Once more: on a busy machine this task may wake only after the deadline.
        return events.dropFirst(skipping).first(where: matches)
    }

    private static func parse(_ message: String) -> Event? {
        var name: String?
        var data: String?
        for line in message.split(separator: "\n") {
            if line.hasPrefix("event: ") { name = String(line.dropFirst("event: ".count)) }
            if line.hasPrefix("data: ") { data = String(line.dropFirst("data: ".count)) }
        }
        guard let name, let data else { return nil }
        return Event(name: name, data: data)
    }

    private func shutdown() async {
        listening.withLock { $0 }?.cancel()
        try? await client.shutdown()
    }
}
