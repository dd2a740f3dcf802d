public import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// A loopback HTTP server started by a test, which replays API responses: each path has a script of replies,
/// given in order, the last one again once they run out. Every request is recorded.
///
/// It runs on SwiftNIO's event-loop threads, not on Swift's cooperative pool: a test run keeps that pool busy
/// with builds, and a server waiting for a turn there would make the client's timeouts fire.
public final class ReplayServer: Sendable {
    public let base: URL
    private let channel: any Channel
    private let state: ReplayScripts

    /// One reply of a script.
    public enum Reply: Sendable {
        case json(Int, String, headers: [String: String] = [:])
        case bytes(Int, contentType: String, [UInt8])
        /// The reply after `seconds` of silence.
        indirect case slow(Double, Reply)
        /// A JSON reply whose connection closes after `sent` of the `declared` bytes.
        case truncated(declared: Int, sent: String)
    }

    /// A request as the server saw it.
    public struct Recorded: Sendable {
        /// `GET`, `HEAD` …
        public let method: String
        public let path: String
        public let query: [String: String]
        public let headers: [String: String]
    }

    public static func start() async throws -> ReplayServer {
        let state = ReplayScripts()
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(ReplayHandler(state: state))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        let port = channel.localAddress?.port ?? 0
        return ReplayServer(base: URL(string: "http://127.0.0.1:\(port)")!, channel: channel, state: state)
    }

    private init(base: URL, channel: any Channel, state: ReplayScripts) {
        (self.base, self.channel, self.state) = (base, channel, state)
    }

    public func stop() async {
        try? await channel.close()
    }

    /// Replies to requests for `path` with `replies`, in order.
    public func route(_ path: String, _ replies: Reply...) async {
        state.set(path, replies)
    }

    /// The requests made for `path`, in order.
    public func requests(to path: String) async -> [Recorded] {
        state.recorded.filter { $0.path == path }
    }

    /// Every request made.
    public func allRequests() async -> [Recorded] {
        state.recorded
    }

    /// The most requests to `host` (the `Host` header, `127.0.0.1:port` or `localhost:port`) that were
    /// being answered at one time: received and not yet replied to.
    public func mostAtOnce(host: String) -> Int {
        state.mostAtOnce(host: host)
    }
}

/// The scripts and the record, shared by the connections' handlers.
final class ReplayScripts: Sendable {
    private let scripts = Mutex<[String: (replies: [ReplayServer.Reply], served: Int)]>([:])
    private let log = Mutex<[ReplayServer.Recorded]>([])
    /// Requests being answered now, and the most there ever were, by `Host` header.
    private let load = Mutex<(now: [String: Int], most: [String: Int])>(([:], [:]))

    func set(_ path: String, _ replies: [ReplayServer.Reply]) {
        scripts.withLock { $0[path] = (replies, 0) }
    }

    var recorded: [ReplayServer.Recorded] { log.withLock { $0 } }

    func mostAtOnce(host: String) -> Int {
        load.withLock { $0.most[host] ?? 0 }
    }

    /// Counts a request to `host` as being answered.
    func started(host: String) {
        load.withLock { load in
            load.now[host, default: 0] += 1
            load.most[host] = max(load.most[host] ?? 0, load.now[host] ?? 0)
        }
    }

    /// Counts a request to `host` as answered (or given up by its client).
    func finished(host: String) {
        load.withLock { $0.now[host, default: 0] -= 1 }
    }

    /// Records `head` and takes its path's next reply.
    func reply(to head: HTTPRequestHead) -> ReplayServer.Reply {
        let components = URLComponents(string: head.uri)
        let path = components?.path ?? head.uri
        let query = Dictionary((components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        let headers = Dictionary(head.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        log.withLock { $0.append(.init(method: head.method.rawValue, path: path, query: query, headers: headers)) }
        return scripts.withLock { scripts in
            guard let script = scripts[path], !script.replies.isEmpty else {
                return .json(404, #"{"status_message":"The resource you requested could not be found.","status_code":34}"#)
            }
            scripts[path]?.served += 1
            return script.replies[min(script.served, script.replies.count - 1)]
        }
    }
}

/// Answers each request of one connection from the scripts.
final class ReplayHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart
    private let state: ReplayScripts
    private var head: HTTPRequestHead?

    init(state: ReplayScripts) {
        self.state = state
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head
        case .body: break
        case .end:
            guard let head else { return }
            let host = head.headers.first(name: "Host") ?? ""
            state.started(host: host)
            send(state.reply(to: head), to: head, host: host, context: context)
        }
    }

    /// A reply is counted as answered before its bytes go out: once they do, the client may send its next
    /// request, which another connection's thread could count before this one, making the load look one higher.
    private func send(_ reply: ReplayServer.Reply, to head: HTTPRequestHead, host: String, context: ChannelHandlerContext) {
        let version = head.version
        // A reply to HEAD has the headers of the GET reply and no body.
        let withBody = head.method != .HEAD
        switch reply {
        case .json(let status, let text, let extra):
            let fields = ["Content-Type": "application/json;charset=utf-8"].merging(extra) { $1 }
            state.finished(host: host)
            write(status, fields, Array(text.utf8), withBody: withBody, version, context)
        case .bytes(let status, let type, let bytes):
            state.finished(host: host)
            write(status, ["Content-Type": type], bytes, withBody: withBody, version, context)
        case .slow(let seconds, let later):
            context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(Int64(seconds * 1000))) {
                guard context.channel.isActive else {
                    self.state.finished(host: host)
                    return
                }
                self.send(later, to: head, host: host, context: context)
            }
        case .truncated(let declared, let sent):
            state.finished(host: host)
            var headers = HTTPHeaders([("Content-Type", "application/json"), ("Content-Length", String(declared))])
            headers.add(name: "Connection", value: "close")
            context.write(wrapOutboundOut(.head(HTTPResponseHead(version: version, status: .ok, headers: headers))), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: sent)))), promise: nil)
            context.flush()
            context.close(promise: nil)
        }
    }

    private func write(
        _ status: Int, _ fields: [String: String], _ body: [UInt8], withBody: Bool, _ version: HTTPVersion, _ context: ChannelHandlerContext
    ) {
        var headers = HTTPHeaders(fields.map { ($0.key, $0.value) })
        headers.add(name: "Content-Length", value: String(body.count))
        let head = HTTPResponseHead(version: version, status: HTTPResponseStatus(statusCode: status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if withBody { context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil) }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }
}
