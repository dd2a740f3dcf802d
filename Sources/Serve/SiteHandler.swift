import FlyingFox
import Foundation

/// Answers every request: the live-reload script and event stream under `/__sitegen/`, and otherwise the
/// built site's files, as a static host would serve them (the site's 404 page with status 404, folders
/// redirected to their trailing slash), with the live-reload script added to every HTML page.
struct SiteHandler: HTTPHandler {
    let site: LiveSite
    // Made once rather than on every request.
    private static let liveScript = Array(LiveReloadScript.source.utf8)
    private static let (scriptType, textType, pageType) = (ContentType.of("live.js"), ContentType.of("x.txt"), ContentType.of("404.html"))

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return HTTPResponse(statusCode: .methodNotAllowed, headers: HTTPHeaders([HTTPHeader("Allow"): "GET, HEAD"]))
        }
        let path = request.target.path()
        switch path {
        case ScriptInjection.scriptPath:
            return file(Self.liveScript, type: Self.scriptType, for: request)
        case LiveReloadScript.eventsPath:
            return eventStream()
        default:
            return sitePage(path, for: request)
        }
    }

    private func sitePage(_ path: String, for request: HTTPRequest) -> HTTPResponse {
        let basePath = site.basePath
        switch RequestPath.parse(path, basePath: basePath) {
        case .rejected:
            return HTTPResponse(
                statusCode: .badRequest, headers: [.contentType: Self.textType],
                body: Data("This address cannot name a file of the site.\n".utf8))
        case .outside where path == "/":
            return redirect(to: basePath, status: .found, request: request)
        case .outside:
            return notFound(for: request)
        case .baseWithoutSlash:
            return redirect(to: basePath, status: .movedPermanently, request: request)
        case .site(let segments, let trailingSlash):
            switch site.output.lookup(segments, trailingSlash: trailingSlash) {
            case .file(let file):
                guard let data = FileManager.default.contents(atPath: file) else { return notFound(for: request) }
                return self.file(Array(data), type: ContentType.of(file), for: request)
            case .folderWithoutSlash:
                let location = RequestPath.encode(segments, basePath: basePath, trailingSlash: true)
                return redirect(to: location, status: .movedPermanently, request: request)
            case .notFound:
                return notFound(for: request)
            }
        }
    }

    /// The site's own 404 page, or a plain one while the site has none (before a first good build).
    private func notFound(for request: HTTPRequest) -> HTTPResponse {
        let page = site.output.lookup(["404.html"], trailingSlash: false)
        var bytes = Array("<!DOCTYPE html>\n<html><head><title>Not found</title></head><body><h1>Not found</h1></body></html>\n".utf8)
        if case .file(let path) = page, let data = FileManager.default.contents(atPath: path) { bytes = Array(data) }
        return file(bytes, type: Self.pageType, status: .notFound, for: request)
    }

    /// A file's bytes, with the live-reload script added when it is a page. Nothing is cached: a preview
    /// must show the latest build at once.
    private func file(_ bytes: [UInt8], type: String, status: HTTPStatusCode = .ok, for request: HTTPRequest) -> HTTPResponse {
        let body = ContentType.isHTML(type) ? ScriptInjection.inject(ScriptInjection.tag(build: site.events.build), into: bytes) : bytes
        var headers: HTTPHeaders = [.contentType: type, .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff"]
        headers[.contentLength] = String(body.count)
        return HTTPResponse(statusCode: status, headers: headers, body: request.method == .HEAD ? Data() : Data(body))
    }

    private func redirect(to location: String, status: HTTPStatusCode, request: HTTPRequest) -> HTTPResponse {
        let query = request.target.query()
        // The query goes back as it came, unless it holds what a header line must not.
        let safeQuery = query.isEmpty || query.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F } ? "" : "?" + query
        return HTTPResponse(statusCode: status, headers: [.location: location + safeQuery, .cacheControl: "no-store"])
    }

    private func eventStream() -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
            body: HTTPBodySequence(from: EventStreamBody(stream: site.events.open())))
    }
}
