import FlyingFox
import Foundation
import TestSupport
import Testing

@testable import Serve

/// The server's answers, from requests made in memory.
@Suite struct SiteHandlerTests {
    private func site(basePath: String = "/") throws -> (TemporarySite, SiteHandler) {
        let site = try TemporarySite()
        try site.write("public/index.html", "<!DOCTYPE html><html><body><h1>Home</h1></body></html>")
        try site.write("public/404.html", "<!DOCTYPE html><html><body><h1>Lost</h1></body></html>")
        try site.write("public/movies/index.html", "<!DOCTYPE html><html><body>Movies</body></html>")
        try site.write("public/assets/style.css", "body { color: black }")
        try site.write("public/feed.xml", "<feed/>")
        try site.write("secret.txt", "outside the output")
        return (site, SiteHandler(site: LiveSite(output: OutputFolder(root: site.root + "/public"), basePath: basePath)))
    }

    private func get(_ target: String, _ handler: SiteHandler, method: HTTPMethod = .GET) async throws -> (HTTPResponse, String) {
        let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
        let request = HTTPRequest(
            method: method, version: .http11, target: HTTPRequest.Target(path: parts[0], query: parts.count > 1 ? parts[1] : ""),
            headers: [:], body: HTTPBodySequence(data: Data()))
        let response = try await handler.handleRequest(request)
        return (response, String(decoding: try await response.bodyData, as: UTF8.self))
    }

    @Test func pagesGetTheScriptOtherFilesDoNot() async throws {
        let (site, handler) = try site()
        defer { site.remove() }
        let (home, body) = try await get("/", handler)
        #expect(home.statusCode == .ok)
        #expect(home.headers[.contentType] == "text/html; charset=utf-8")
        #expect(home.headers[.cacheControl] == "no-store")
        #expect(
            body
                == #"<!DOCTYPE html><html><body><h1>Home</h1><script src="/__sitegen/live.js" data-sitegen-build="0" defer></script></body></html>"#
        )
        let (css, cssBody) = try await get("/assets/style.css", handler)
        #expect(css.headers[.contentType] == "text/css; charset=utf-8")
        #expect(cssBody == "body { color: black }")
        #expect(try await get("/feed.xml", handler).1 == "<feed/>")
        let onDisk = try String(contentsOfFile: site.root + "/public/index.html", encoding: .utf8)
        #expect(!onDisk.contains("__sitegen"), "the file on disk is never changed")
    }

    @Test func foldersAndMissingFiles() async throws {
        let (site, handler) = try site()
        defer { site.remove() }
        let (redirect, _) = try await get("/movies?sort=new", handler)
        #expect(redirect.statusCode == .movedPermanently)
        #expect(redirect.headers[.location] == "/movies/?sort=new")
        #expect(try await get("/movies/", handler).0.statusCode == .ok)
        let (missing, body) = try await get("/no/such/page/", handler)
        #expect(missing.statusCode == .notFound)
        #expect(body.contains("<h1>Lost</h1>") && body.contains("/__sitegen/live.js"))
    }

    @Test(arguments: [
        "/../secret.txt", "/%2e%2e/secret.txt", "/movies/%2E%2E/%2e%2e/secret.txt", "/secret.txt%00.html", "/..%2fsecret.txt",
    ])
    func nothingOutsideTheOutputIsServed(path: String) async throws {
        let (site, handler) = try site()
        defer { site.remove() }
        let (response, body) = try await get(path, handler)
        #expect(response.statusCode == .badRequest)
        #expect(!body.contains("outside the output"))
    }

    @Test func headAndOtherMethods() async throws {
        let (site, handler) = try site()
        defer { site.remove() }
        let (head, body) = try await get("/assets/style.css", handler, method: .HEAD)
        #expect(head.statusCode == .ok && body.isEmpty)
        #expect(head.headers[.contentLength] == "21")
        #expect(try await get("/", handler, method: .POST).0.statusCode == .methodNotAllowed)
    }

    @Test func aSiteBelowABasePath() async throws {
        let (site, handler) = try site(basePath: "/catalog/")
        defer { site.remove() }
        #expect(try await get("/catalog/", handler).1.contains("<h1>Home</h1>"))
        let (root, _) = try await get("/", handler)
        #expect(root.statusCode == .found && root.headers[.location] == "/catalog/")
        let (bare, _) = try await get("/catalog", handler)
        #expect(bare.statusCode == .movedPermanently && bare.headers[.location] == "/catalog/")
        #expect(try await get("/catalog/movies", handler).0.headers[.location] == "/catalog/movies/")
        let (outside, body) = try await get("/movies/", handler)
        #expect(outside.statusCode == .notFound && body.contains("<h1>Lost</h1>"))
    }

    @Test func theScriptIsServed() async throws {
        let (site, handler) = try site()
        defer { site.remove() }
        let (script, body) = try await get("/__sitegen/live.js", handler)
        #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
        #expect(body.contains("new EventSource(\"/__sitegen/events\")"))
    }
}
