import Build
import Foundation
import Support
import Testing

/// A sitemap, robots.txt and feeds need absolute addresses: with a base URL that is only a path, a build
/// warns once and leaves them out, and no page links a feed.
@Suite struct AbsoluteBaseURLNoteTests {
    static let siteFiles = ["sitemap.xml", "robots.txt", "feed.xml", "movies/feed.xml"]

    @Test func aBasePathWarnsOnceAndLeavesTheFilesOut() throws {
        let site = try ScratchSite(config: "title = \"Scratch\"\nbase_url = \"/catalog/\"\n")
        try site.write(plainMovieJSON(550, title: "Fight Club"), to: "content/movies/550.json")
        for build in ["first", "incremental"] {
            if build == "incremental" { try site.write(plainMovieJSON(551), to: "content/movies/551.json") }
            let report = try site.build()
            #expect(report.warnings.count == 1, "\(build): \(report.warnings)")
            #expect(report.warnings.first?.path == "sitegen.toml")
            #expect(report.warnings.first?.message.hasPrefix(#"base_url "/catalog/" is not an absolute URL"#) == true)
            let tree = site.outputTree()
            for file in Self.siteFiles { #expect(tree[file] == nil, "\(build): \(file)") }
            let pages = tree.filter { $0.key.hasSuffix(".html") }
            #expect(pages.count > 5)
            for (path, bytes) in pages { #expect(!String(decoding: bytes, as: UTF8.self).contains("application/atom+xml"), "\(path)") }
        }
    }

    /// Changing the base URL between builds adds or removes the files, and the links to the feeds, as a
    /// full build would.
    @Test func changingTheBaseURLRebuildsAsAFullBuild() throws {
        let (site, report) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("sitegen.toml", replacing: #"base_url = "https://example.org/catalog/""#, with: #"base_url = "/catalog/""#)
        }
        #expect(report.warnings.map(\.path) == ["sitegen.toml"])
        for file in Self.siteFiles { #expect(site.page(file).isEmpty, "\(file) is left") }
        try site.edit("sitegen.toml", replacing: #"base_url = "/catalog/""#, with: #"base_url = "https://example.org/catalog/""#)
        #expect(try site.build().warnings.isEmpty)
        try site.expectOutputMatchesFullBuild()
        for file in Self.siteFiles { #expect(!site.page(file).isEmpty, "\(file) is missing") }
    }
}
