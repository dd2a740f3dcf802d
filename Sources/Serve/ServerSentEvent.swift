import Foundation

/// One message of the event stream (`text/event-stream`): a name and one line of JSON.
struct ServerSentEvent: Sendable, Equatable {
    let name: String
    let data: String

    /// The stream's framing: `event:` and `data:` lines and a blank line. JSON from `JSONSerialization`
    /// holds no raw line break, so the data is always a single `data:` line.
    var bytes: [UInt8] {
        Array("event: \(name)\ndata: \(data)\n\n".utf8)
    }

    /// A comment line: it keeps idle connections open and finds the ones that are gone.
    static let keepAlive: [UInt8] = Array(": keep-alive\n\n".utf8)

    /// Sent first on every connection: which server and which build the client is talking to. `retry`
    /// makes a browser reconnect within a second when the server restarts.
    static func hello(session: String, build: Int) -> [UInt8] {
        Array("retry: 1000\n".utf8) + ServerSentEvent(name: "hello", ["session": session, "build": build]).bytes
    }

    init(name: String, data: String) {
        self.name = name
        self.data = data
    }

    /// An event whose data is `object` as JSON (keys sorted, so the same event is always the same bytes).
    init(name: String, _ object: [String: Any]) {
        let json = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        self.init(name: name, data: json.map { String(decoding: $0, as: UTF8.self) } ?? "{}")
    }
}
