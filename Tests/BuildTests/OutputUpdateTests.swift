import Foundation
import Support
import Testing

@testable import Build

/// The in-place update: what a rebuild writes, removes and refuses, and how it ends when a move fails.
@Suite struct OutputUpdateTests {
    @Test func aThemeFileThatBecomesAFolderIsReplacedInPlace() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.write("one", to: "Templates/assets/icons")
            _ = try site.build()
            try FileManager.default.removeItem(atPath: site.root + "/Templates/assets/icons")
            try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "Templates/assets/icons/a.svg")
        }
        #expect(site.page("assets/icons/a.svg").hasPrefix("<svg"))
        let (back, _) = try FixtureSite.expectSameAsFullBuild { site in
            try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "Templates/assets/icons/a.svg")
            _ = try site.build()
            try FileManager.default.removeItem(atPath: site.root + "/Templates/assets/icons")
            try site.write("one", to: "Templates/assets/icons")
        }
        #expect(back.page("assets/icons") == "one")
    }

    /// The manifest sits in the published folder, often restored from a cache: a path in it that leads
    /// out of the output is not trusted, so nothing outside is ever deleted.
    @Test func aManifestPathLeadingOutOfTheOutputIsNotTrusted() throws {
        let site = try FixtureSite()
        _ = try site.build()
        try site.write("keep me", to: "victim.txt")
        let manifest = try #require(FileManager.default.contents(atPath: site.output + "/" + OutputManifest.fileName))
        let tampered = String(decoding: manifest, as: UTF8.self)
            .replacingOccurrences(of: "  \"files\": {\n", with: "  \"files\": {\n    \"../victim.txt\": \"0\",\n")
        try site.write(tampered, to: "public/" + OutputManifest.fileName)
        try site.edit("content/movies/780.json", replacing: "Jeanne", with: "Jehanne")
        let report = try site.build()
        #expect(report.warnings.map(\.description).contains { $0.contains("the manifest is damaged; doing a full build") })
        #expect(FileManager.default.fileExists(atPath: site.root + "/victim.txt"))
        for unsafe in ["../victim.txt", "a/../b", "a//b", "/etc/passwd", "a/", "", ".", "a/./b", "a\u{0}b", "..", "a/..", "./a", "/"] {
            #expect(!FileSystem.isSafeRelativePath(unsafe), "\(unsafe)")
        }
        for safe in ["movies/1-x/index.html", "...", "a/..b/c", ".gitkeep", "assets/x.y.css", "404.html"] {
            #expect(FileSystem.isSafeRelativePath(safe), "\(safe)")
        }
    }

    /// A move that fails after the commit point leaves no manifest behind, so the next build is a full one
    /// instead of trusting files that are not there.
    @Test func aFailedMoveMakesTheNextBuildAFullOne() throws {
        let site = try FixtureSite()
        _ = try site.build()
        let update = try OutputUpdate(outputPath: site.output)
        #expect(update.write(Array("new".utf8), to: "index.html/blocked") == nil, "staged fine; index.html is a file in the output")
        #expect(throws: BuildFailure.self) {
            try update.commit(removing: [], writingManifest: { FileSystem.write(Array("{}".utf8), to: $0) })
        }
        #expect(
            FileManager.default.contents(atPath: site.output + "/" + OutputManifest.fileName).map([UInt8].init) == OutputManifest.incomplete
        )
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root).filter { $0.contains("sitegen-") }
        #expect(leftovers.isEmpty)
        let next = try site.build()
        #expect(next.update == nil, "a full build")
        #expect(next.warnings.map(\.description).contains { $0.contains("the previous build could not finish updating the output") })
    }
}
