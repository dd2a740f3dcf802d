import Foundation
import Testing

/// `sitegen serve` as a user meets it: the real binary on a free loopback port, over a copy of a small site.
@Suite(.serialized) struct ServeCommandTests {
    /// A small site with the default theme exported into `Templates/`, so that a test can edit templates.
    private func makeSite(items: Int) throws -> String {
        let root = try SitegenProcess.makeSite(SitegenProcess.generatedCatalog(count: items, title: "Serve"))
        let export = try SitegenProcess.run(["theme", "export", "Templates"], in: root)
        #expect(export.status == 0, "\(export.stderr)")
        return root
    }

    private func edit(_ root: String, _ path: String, replacing old: String, with new: String) throws {
        let full = root + "/" + path
        let text = try String(contentsOfFile: full, encoding: .utf8)
        #expect(text.contains(old), "\(path) does not hold \(old)")
        try text.replacingOccurrences(of: old, with: new).write(toFile: full, atomically: false, encoding: .utf8)
    }

    /// What a finished serve must leave: the output as a build writes it, nothing of serve's own in it.
    private func expectCleanOutput(_ root: String) {
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter {
            $0.contains("sitegen-") || $0.hasSuffix(".sitegen.lock")
        }
        #expect(leftovers.isEmpty, "left beside the output: \(leftovers)")
        let injected = SitegenProcess.tree(root + "/public").filter { String(decoding: $0.value, as: UTF8.self).contains("__sitegen") }
        #expect(injected.isEmpty, "the live-reload script is in \(injected.keys.sorted())")
    }

    @Test func servesRebuildsReloadsAndShowsFailures() async throws {
        let root = try makeSite(items: 24)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let serve = try ServeSession(site: root)
        try await LiveReloadClient.with(origin: serve.origin) { client in
            try await expectStaticHosting(client, root: root)
            client.listen()
            #expect(await client.event { $0.name == "hello" } != nil)
            try await expectContentAndTemplateEdits(client, root: root)
            try await expectFailureOverlay(client, serve: serve, root: root)
            #expect(serve.stop(SIGINT) == 0, "serve stopped by SIGINT: \(serve.stderr.all)")
            #expect(await client.streamEnded(timeout: .seconds(5)), "the event stream ends with the server")
        }
        expectCleanOutput(root)
        let after = try SitegenProcess.run(["build"], in: root)
        #expect(after.status == 0 && after.stdout.hasPrefix("Nothing changed"), "a build after serve: \(after.stdout) \(after.stderr)")
    }

    private func expectStaticHosting(_ client: LiveReloadClient, root: String) async throws {
        let home = try await client.get("/")
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.body.contains(#"<script src="/__sitegen/live.js""#))
        let folder = try await client.get("/movies")
        #expect(folder.status == 301 && folder.headers["location"] == "/movies/")
        #expect(try await client.get("/movies/").status == 200)
        let missing = try await client.get("/no/such/page/")
        #expect(missing.status == 404)
        let notFoundPage = try String(contentsOfFile: root + "/public/404.html", encoding: .utf8)
        #expect(missing.body.replacing(#/<script src="\/__sitegen\/live.js"[^>]*><\/script>/#, with: "") == notFoundPage)
        for (path, type) in [
            ("/assets/style.css", "text/css; charset=utf-8"), ("/assets/site.js", "text/javascript; charset=utf-8"),
            ("/assets/favicon.svg", "image/svg+xml"), ("/__sitegen/live.js", "text/javascript; charset=utf-8"),
        ] {
            let response = try await client.get(path)
            #expect(response.status == 200 && response.headers["content-type"] == type, "\(path): \(response.status) \(response.headers)")
        }
        let shard = try #require(SitegenProcess.tree(root + "/public").keys.first { $0.hasPrefix("search/") && $0.hasSuffix(".json") })
        #expect(try await client.get("/" + shard).headers["content-type"] == "application/json")
        let traversal = try await client.get("/%2e%2e/%2e%2e/%2e%2e/etc/passwd")
        #expect(traversal.status == 400 && !traversal.body.contains("root:"))
    }

    private func expectContentAndTemplateEdits(_ client: LiveReloadClient, root: String) async throws {
        var seen = client.events.count
        try edit(root, "content/movies/1.json", replacing: "The 1th film", with: "The edited first film")
        let reload = await client.event(after: seen) { $0.name == "reload" }
        let pages = try #require(reload?.json["pages"] as? [String], "a reload naming pages: \(client.events)")
        #expect(pages.contains("/movies/1-movie-number-1/"))
        #expect(try await client.get("/movies/1-movie-number-1/").body.contains("The edited first film"))

        seen = client.events.count
        // The footer's words come from the strings table: a paragraph of the template's own is what changes the page.
        try edit(root, "Templates/layout.html", replacing: "Built with sitegen</p>", with: "Built with sitegen</p><p>Footer edited</p>")
        let layoutReload = await client.event(after: seen) { $0.name == "reload" }
        let everything = layoutReload?.json["pages"] is NSNull || (layoutReload?.json["pages"] as? [String])?.contains("/") == true
        #expect(everything, "a layout edit reloads the home page: \(String(describing: layoutReload))")
        #expect(try await client.get("/").body.contains("Footer edited"))

        seen = client.events.count
        let stylesheet = try String(contentsOfFile: root + "/Templates/assets/style.css", encoding: .utf8)
        try (stylesheet + "\n.edited { color: teal; }\n").write(
            toFile: root + "/Templates/assets/style.css", atomically: false, encoding: .utf8)
        let swap = await client.event(after: seen) { $0.name == "css" || $0.name == "reload" }
        #expect(swap?.name == "css" && swap?.json["stylesheets"] as? [String] == ["/assets/style.css"], "\(String(describing: swap))")
        #expect(try await client.get("/assets/style.css").body.contains(".edited { color: teal; }"))
    }

    private func expectFailureOverlay(_ client: LiveReloadClient, serve: ServeSession, root: String) async throws {
        let seen = client.events.count
        try edit(root, "Templates/layout.html", replacing: "<p>Footer edited</p>", with: "<p data-text=\"noSuchKey\"></p>")
        let failed = try #require(await client.event(after: seen) { $0.name == "failed" }, "\(client.events)")
        let diagnostics = failed.json["diagnostics"] as? [String] ?? []
        #expect(diagnostics.contains { $0.contains(#/^Templates\/layout\.html:\d+:\d+: error: .*noSuchKey/#) }, "\(diagnostics)")
        let shown = serve.waitForLine(in: serve.stderr, timeout: 10) { $0.contains(#/Templates\/layout\.html:\d+:\d+: error: /#) }
        #expect(shown != nil, "the terminal shows it too: \(serve.stderr.all)")
        #expect(try await client.get("/").body.contains("Footer edited"), "the last good site is still served")

        // A page opened while the build is broken hears of it at once.
        try await LiveReloadClient.with(origin: serve.origin) { late in
            late.listen()
            #expect(await late.event(timeout: .seconds(10)) { $0.name == "failed" } != nil)
        }

        try edit(root, "Templates/layout.html", replacing: "<p data-text=\"noSuchKey\"></p>", with: "<p>Built with sitegen, fixed</p>")
        #expect(await client.event(after: seen) { $0.name == "ok" } != nil, "the overlay is cleared: \(client.events)")
        #expect(try await client.get("/").body.contains("Built with sitegen, fixed"))
    }

    @Test func aBurstOfEditsEndsInTheSiteAFreshBuildMakes() async throws {
        let root = try makeSite(items: 30)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let serve = try ServeSession(site: root)
        let started = Date()
        for edit in 0..<100 {
            let id = edit % 10 + 1
            let movie = SitegenProcess.generatedCatalog(count: 30, title: "Serve")["content/movies/\(id).json"] ?? ""
            let edited = movie.replacingOccurrences(of: "of the generated shelf.", with: "of the shelf, burst edit \(edit).")
            try edited.write(toFile: root + "/content/movies/\(id).json", atomically: false, encoding: .utf8)
            usleep(8_000)
        }
        // About a second; a loaded machine may stretch it, but not into edits far apart.
        #expect(Date().timeIntervalSince(started) < 5, "the edits took longer than a burst")
        try await LiveReloadClient.with(origin: serve.origin) { client in
            for id in 1...10 {
                let marker = "burst edit \(90 + id - 1)."
                let deadline = ContinuousClock.now + .seconds(60)
                var page = ""
                while ContinuousClock.now < deadline && !page.contains(marker) {
                    page = try await client.get("/movies/\(id)-movie-number-\(id)/").body
                    if !page.contains(marker) { try await Task.sleep(for: .milliseconds(50)) }
                }
                #expect(page.contains(marker), "movie \(id) never showed its last edit")
            }
        }
        serve.waitUntilQuiet(1.5, timeout: 60)
        #expect(serve.stop(SIGTERM) == 0)
        let rebuilds = serve.stdout.lines.filter { $0.hasPrefix("Changed: ") }.count
        #expect(rebuilds < 100, "\(rebuilds) rebuilds for 100 edits: the bursts were not coalesced")
        expectCleanOutput(root)

        // The same content, built afresh elsewhere, gives the same files.
        let fresh = try SitegenProcess.makeSite([:])
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        for item in ["content", "Templates", "sitegen.toml"] {
            try FileManager.default.copyItem(atPath: root + "/" + item, toPath: fresh + "/" + item)
        }
        let build = try SitegenProcess.run(["build"], in: fresh)
        #expect(build.status == 0, "\(build.stderr)")
        let served = SitegenProcess.tree(root + "/public").filter { $0.key != ".sitegen-manifest.json" }
        let built = SitegenProcess.tree(fresh + "/public").filter { $0.key != ".sitegen-manifest.json" }
        #expect(served.keys.sorted() == built.keys.sorted())
        #expect(served.filter { built[$0.key] != $0.value }.keys.sorted() == [], "files that differ from a fresh build")
    }

    /// The polling watcher, on a site below a base path, which is served under that path.
    @Test func thePollingWatcherAndABasePath() async throws {
        let root = try makeSite(items: 6)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "title = \"Serve\"\nbase_url = \"https://example.org/catalog/\"\n".write(
            toFile: root + "/sitegen.toml", atomically: false, encoding: .utf8)
        let serve = try ServeSession(site: root, arguments: ["--poll"])
        #expect(serve.stdout.all.contains("Serving http://127.0.0.1:\(serve.port)/catalog/"))
        try await LiveReloadClient.with(origin: serve.origin) { client in
            #expect(try await client.get("/catalog/").body.contains(#"href="/catalog/movies/""#))
            let top = try await client.get("/")
            #expect(top.status == 302 && top.headers["location"] == "/catalog/")
            #expect(try await client.get("/catalog").headers["location"] == "/catalog/")
            #expect(try await client.get("/movies/").status == 404)
            client.listen()
            #expect(await client.event { $0.name == "hello" } != nil)
            try edit(root, "content/movies/2.json", replacing: "The 2th film", with: "The polled film")
            let reload = await client.event { $0.name == "reload" }
            #expect((reload?.json["pages"] as? [String])?.contains("/catalog/movies/2-movie-number-2/") == true, "\(client.events)")
            #expect(try await client.get("/catalog/movies/2-movie-number-2/").body.contains("The polled film"))
        }
        #expect(serve.stop(SIGINT) == 0)
        expectCleanOutput(root)
    }

    /// Ctrl-C while serve's first build runs: the build is interrupted as `build`'s is, the previous output
    /// stays exactly as it was, and serve ends at once with nothing left behind.
    @Test func aSignalDuringABuildLeavesThePreviousOutput() throws {
        let root = try SitegenProcess.makeSite(SitegenProcess.generatedCatalog(count: 1500, title: "First"))
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try SitegenProcess.run(["build", "--quiet"], in: root).status == 0)
        try SitegenProcess.write(["sitegen.toml": "title = \"Second\"\npage_size = 10\n"], into: root)
        let before = SitegenProcess.tree(root + "/public")
        let (process, _, _) = try SitegenProcess.start(["serve", "--port", "0"], in: root)
        let deadline = Date().addingTimeInterval(60)
        var partWay = false
        while !partWay && Date() < deadline && process.isRunning {
            let staging = (try? FileManager.default.contentsOfDirectory(atPath: root))?.first { $0.contains("sitegen-staging") }
            partWay =
                staging.map { ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\($0)/movies")) ?? []).count > 50 } ?? false
            usleep(2_000)
        }
        #expect(partWay, "the build finished before it could be interrupted")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        if partWay { #expect(SitegenProcess.tree(root + "/public") == before, "the output changed") }
        expectCleanOutput(root)
    }

    @Test func usageErrors() throws {
        let root = try makeSite(items: 1)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try SitegenProcess.run(["serve", "--bind", "example.org"], in: root).status == 2)
        #expect(try SitegenProcess.run(["serve", "--port", "70000"], in: root).status == 2)
        let help = try SitegenProcess.run(["serve", "--help"], in: root)
        for option in ["--port", "--bind", "--poll", "--content", "--templates", "--output", "--base-url"] {
            #expect(help.stdout.contains(option), "serve --help does not mention \(option)")
        }
    }
}
