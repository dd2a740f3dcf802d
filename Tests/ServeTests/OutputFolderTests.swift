import Foundation
import TestSupport
import Testing

@testable import Serve

/// What a decoded path is on disk: a file, a folder without its slash, or nothing, never outside the folder.
@Suite struct OutputFolderTests {
    private func folder() throws -> (TemporarySite, OutputFolder) {
        let site = try TemporarySite()
        try site.write("public/index.html", "home")
        try site.write("public/movies/index.html", "movies")
        try site.write("public/movies/550/poster.png", "png")
        try site.write("public/empty/.keep", "")
        try site.write("secret.txt", "outside")
        return (site, OutputFolder(root: site.root + "/public"))
    }

    @Test func filesFoldersAndIndexes() throws {
        let (site, output) = try folder()
        defer { site.remove() }
        #expect(output.lookup([], trailingSlash: true) == .file(site.root + "/public/index.html"))
        #expect(output.lookup(["movies"], trailingSlash: true) == .file(site.root + "/public/movies/index.html"))
        #expect(output.lookup(["movies"], trailingSlash: false) == .folderWithoutSlash)
        #expect(output.lookup(["movies", "550", "poster.png"], trailingSlash: false) == .file(site.root + "/public/movies/550/poster.png"))
        #expect(output.lookup(["movies", "550", "poster.png"], trailingSlash: true) == .notFound)
        #expect(output.lookup(["movies", "550"], trailingSlash: true) == .notFound, "a folder without index.html")
        #expect(output.lookup(["nope.html"], trailingSlash: false) == .notFound)
    }

    @Test func symbolicLinksLeadingOutsideAreNotServed() throws {
        let (site, output) = try folder()
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.root + "/public/leak.txt", withDestinationPath: site.root + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/public/up", withDestinationPath: site.root)
        #expect(output.lookup(["leak.txt"], trailingSlash: false) == .notFound)
        #expect(output.lookup(["up", "secret.txt"], trailingSlash: false) == .notFound)
        #expect(output.lookup(["up", "public", "index.html"], trailingSlash: false) != .notFound, "a link back inside is fine")
    }

    @Test func whatABuildWritesIsNotAnEdit() {
        let output = OutputFolder(root: "/site/content/public")
        for path in [
            "/site/content/public", "/site/content/public/index.html", "/site/content/.public.sitegen.lock",
            "/site/content/.public.sitegen.stamps", "/site/content/.public.sitegen-staging-42/movies/index.html",
        ] {
            #expect(output.isWrittenByBuild(path), "\(path)")
        }
        for path in [
            "/site/content/movies/1.json", "/site/content/publication.md", "/site/content/.other.sitegen.lock", "/site/sitegen.toml",
        ] {
            #expect(!output.isWrittenByBuild(path), "\(path)")
        }
    }
}
