import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import TestSupport
import Testing

/// The README's nginx configuration, run as written by Debian's nginx on loopback over the built sample: the
/// deployment section promises snippets that work, and this keeps the nginx ones honest.
@Suite(.serialized) struct NginxDeploymentTests {
    static let nginx = ExternalTool("nginx")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test(.enabled(if: nginx.testsRun, "\(nginx.skipReason)"))
    func theServerBlockServesTheSiteWithItsStatusesTypesAndCacheHeaders() async throws {
        let site = try Self.builtSample(arguments: [])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let port = try LoopbackPort.free()
        let block = try Self.readmeSnippet(0)
            .replacingOccurrences(of: "listen 80;", with: "listen 127.0.0.1:\(port);")
            .replacingOccurrences(of: "/var/www/shelf/public", with: site + "/public")
        try await Self.withNginx(serving: block, in: site, port: port) { get in
            let home = try await get("/", [:])
            #expect(home.status == .ok)
            #expect(home.headers["Content-Type"] == ["text/html; charset=utf-8"])
            #expect(home.headers["Cache-Control"] == ["public, max-age=3600"])

            let folder = try await get("/movies", [:])
            #expect(folder.status == .movedPermanently)
            #expect(folder.headers["Location"] == ["/movies/"])

            let missing = try await get("/no-such-page/", [:])
            #expect(missing.status == .notFound)
            #expect(missing.body == FileManager.default.contents(atPath: site + "/public/404.html"))

            let indexFile = try #require(try FileManager.default.contentsOfDirectory(atPath: site + "/public/search/index").sorted().first)
            let shard = try await get("/search/index/" + indexFile, [:])
            #expect(shard.status == .ok)
            #expect(shard.headers["Content-Type"] == ["application/json; charset=utf-8"])
            #expect(shard.headers["Cache-Control"] == ["public, max-age=31536000, immutable"])

            let stylesheet = try await get("/assets/style.css", ["Accept-Encoding": "gzip"])
            #expect(stylesheet.headers["Content-Type"] == ["text/css; charset=utf-8"])
            #expect(stylesheet.headers["Content-Encoding"] == ["gzip"])

            #expect(try await get("/feed.xml", [:]).headers["Content-Type"] == ["text/xml; charset=utf-8"])
            #expect(try await get("/sitemap.xml", [:]).status == .ok)
            #expect(try await get("/movies/19-metropolis/poster.svg", [:]).headers["Content-Type"] == ["image/svg+xml"])
        }
    }

    @Test(.enabled(if: nginx.testsRun, "\(nginx.skipReason)"))
    func theSubfolderLocationServesASiteBuiltForIt() async throws {
        let site = try Self.builtSample(arguments: ["--base-url", "/shelf/"])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let port = try LoopbackPort.free()
        let location = try Self.readmeSnippet(1).replacingOccurrences(of: "/var/www/shelf/public/", with: site + "/public/")
        let block = "server {\n    listen 127.0.0.1:\(port);\n\(location)\n}\n"
        try await Self.withNginx(serving: block, in: site, port: port) { get in
            #expect(try await get("/shelf/", [:]).status == .ok)
            let folder = try await get("/shelf/movies", [:])
            #expect(folder.status == .movedPermanently)
            #expect(folder.headers["Location"] == ["/shelf/movies/"])
            let missing = try await get("/shelf/no-such-page/", [:])
            #expect(missing.status == .notFound)
            #expect(missing.body == FileManager.default.contents(atPath: site + "/public/404.html"))
            let indexFile = try #require(try FileManager.default.contentsOfDirectory(atPath: site + "/public/search/index").sorted().first)
            #expect(
                try await get("/shelf/search/index/" + indexFile, [:]).headers["Cache-Control"] == ["public, max-age=31536000, immutable"])
        }
    }

    struct Reply {
        let status: HTTPResponseStatus
        let headers: HTTPHeaders
        let body: Data
    }

    /// The `index`th ```nginx block of README.md.
    static func readmeSnippet(_ index: Int) throws -> String {
        let readme = try String(contentsOfFile: repository + "/README.md", encoding: .utf8)
        let blocks = readme.components(separatedBy: "```nginx\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        return try #require(blocks.dropFirst(index).first)
    }

    /// The repository's sample catalog built by the sitegen binary into a new folder's `public/`.
    static func builtSample(arguments: [String]) throws -> String {
        let site = try SitegenProcess.makeSite([:])
        try FileManager.default.copyItem(atPath: repository + "/content", toPath: site + "/content")
        try FileManager.default.copyItem(atPath: repository + "/sitegen.toml", toPath: site + "/sitegen.toml")
        let run = try SitegenProcess.run(["build", "--quiet"] + arguments, in: site)
        #expect(run.status == 0, "\(run.stderr)")
        return site
    }

    /// Runs nginx in the foreground with `block` inside the `http` section Debian's own configuration has, calls
    /// `body` with a GET that does not follow redirects, and stops nginx.
    static func withNginx(
        serving block: String, in folder: String, port: Int,
        _ body: (_ get: (String, [String: String]) async throws -> Reply) async throws -> Void
    ) async throws {
        let prefix = folder + "/nginx"
        try FileManager.default.createDirectory(atPath: prefix, withIntermediateDirectories: true)
        // One process, as the user running the test: no workers switching to another user, no files outside `prefix`.
        let configuration = """
            daemon off;
            master_process off;
            pid \(prefix)/nginx.pid;
            error_log \(prefix)/error.log;
            events { worker_connections 64; }
            http {
                include /etc/nginx/mime.types;
                default_type application/octet-stream;
                access_log off;
                client_body_temp_path \(prefix)/body;
                proxy_temp_path \(prefix)/proxy;
                fastcgi_temp_path \(prefix)/fastcgi;
                uwsgi_temp_path \(prefix)/uwsgi;
                scgi_temp_path \(prefix)/scgi;
            \(block)
            }
            """
        try configuration.write(toFile: prefix + "/nginx.conf", atomically: false, encoding: .utf8)
        guard let executable = nginx.executable else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "nginx"]) }
        let server = Process()
        server.executableURL = executable
        server.arguments = ["-p", prefix, "-e", prefix + "/error.log", "-c", prefix + "/nginx.conf"]
        try server.run()
        defer {
            // Not SIGTERM: Foundation's Process starts a program with the signals of the test's thread still
            // blocked, so nginx would never see it. Nothing of nginx's outlives it but files in `prefix`.
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        let log = { (try? String(contentsOfFile: prefix + "/error.log", encoding: .utf8)) ?? "" }
        // Generous: the rest of the suite runs beside this test, and a loaded CI machine starts programs slowly.
        let listening = await LoopbackPort.waitUntilListening(port, timeout: .seconds(90)) { server.isRunning }
        try #require(listening, "nginx did not start (running: \(server.isRunning)): \(log())")
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: .init(redirectConfiguration: .disallow))
        do {
            try await body { path, headers in
                var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
                for (name, value) in headers { request.headers.add(name: name, value: value) }
                let response = try await client.execute(request, timeout: .seconds(10))
                let bytes = try await response.body.collect(upTo: 16 << 20)
                return Reply(status: response.status, headers: response.headers, body: Data(bytes.readableBytesView))
            }
        } catch {
            try await client.shutdown()
            throw error
        }
        try await client.shutdown()
    }
}
