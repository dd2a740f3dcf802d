import Build
import Foundation
import HTML
import Testing

/// The process's peak resident set so far, in bytes (Linux reports `ru_maxrss` in kilobytes).
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
}

/// One bad or extreme file beside a valid movie: the build must end, without crashing, either
/// with the site built or with a `path:line:col` error naming the file.
@Suite struct InputLimitsTests {
    /// A site holding the valid `content/movies/1.json`.
    private func siteWithOneGoodMovie() throws -> ScratchSite {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(1), to: "content/movies/1.json")
        return site
    }

    @Test(.timeLimit(.minutes(1))) func aSymlinkLeadingOutsideTheSiteIsRefused() throws {
        let elsewhere = try ScratchSite()
        try elsewhere.write(plainMovieJSON(2, title: "Secret"), to: "secret/2.json")
        try elsewhere.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "secret/1.svg")
        try elsewhere.write("---\ntitle: Secret\n---\nSecret.\n", to: "secret/leak.md")
        let site = try siteWithOneGoodMovie()
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: site.root + "/content/movies/2.json", withDestinationPath: elsewhere.root + "/secret/2.json")
        try fm.createSymbolicLink(atPath: site.root + "/content/movies/3.json", withDestinationPath: "/etc/passwd")
        try fm.createSymbolicLink(atPath: site.root + "/content/movies/1.svg", withDestinationPath: elsewhere.root + "/secret/1.svg")
        try site.write("---\ntitle: Fine\n---\n", to: "content/pages/fine.md")
        try fm.createSymbolicLink(atPath: site.root + "/content/pages/leak.md", withDestinationPath: elsewhere.root + "/secret/leak.md")
        // Relative links that climb out are caught as well as absolute ones.
        let climb = String(repeating: "../", count: site.root.split(separator: "/").count + 2) + String(elsewhere.root.dropFirst()) + "/secret/2.json"
        try fm.createSymbolicLink(atPath: site.root + "/content/movies/4.json", withDestinationPath: climb)
        #expect(site.failure() == [
            "content/movies/1.svg:1:1: error: symlink leads outside the site folder",
            "content/movies/2.json:1:1: error: symlink leads outside the site folder",
            "content/movies/3.json:1:1: error: symlink leads outside the site folder",
            "content/movies/4.json:1:1: error: symlink leads outside the site folder",
            "content/pages/leak.md:1:1: error: symlink leads outside the site folder",
        ])
        #expect(!fm.fileExists(atPath: site.output), "nothing was published")
    }

    @Test(.timeLimit(.minutes(1))) func symlinksInsideTheSiteAreFollowed() throws {
        let site = try siteWithOneGoodMovie()
        try site.write(plainMovieJSON(2, title: "Shared"), to: "shared/2.json")
        try site.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "shared/poster.svg")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/content/movies/2.json", withDestinationPath: "../../shared/2.json")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/content/movies/2.svg", withDestinationPath: site.root + "/shared/poster.svg")
        _ = try site.build()
        let tree = site.outputTree()
        let page = try #require(ScratchSite.moviePage(2, in: tree))
        #expect(ParsedPage(tree[page] ?? []).text.contains("Shared"))
        #expect(tree.keys.contains { $0.hasPrefix("movies/2-shared/poster.svg") })
    }

    @Test(.timeLimit(.minutes(1))) func aContentFolderOutsideTheSiteStillWorks() throws {
        // `--content` may name a folder elsewhere, or content/ may be a symlink to one: its files are the site's own.
        let elsewhere = try ScratchSite()
        try elsewhere.write(plainMovieJSON(2, title: "Kept Elsewhere"), to: "content/movies/2.json")
        let site = try ScratchSite()
        try FileManager.default.removeItem(atPath: site.root + "/content")
        try FileManager.default.createSymbolicLink(atPath: site.root + "/content", withDestinationPath: elsewhere.root + "/content")
        _ = try site.build()
        #expect(ScratchSite.moviePage(2, in: site.outputTree()) != nil)
        let options = BuildOptions(siteRoot: site.root, contentDirectory: elsewhere.root + "/content", outputDirectory: "public2")
        _ = try SiteBuilder(options: options).build()
        #expect(FileManager.default.fileExists(atPath: site.root + "/public2/movies/2-kept-elsewhere/index.html"))
    }
}
