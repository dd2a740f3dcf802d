import Build
import Foundation
import Testing

@testable import sitegen

/// The composition root that the command line builds with can build every page kind.
@Suite struct CompositionRootTests {
    @Test func theCompositionRootBuildsEveryPageKind() throws {
        let root = try SitegenProcess.makeSite([
            // A full address, for the sitemap, robots.txt and the feeds.
            "sitegen.toml": "title = \"Shelf\"\nbase_url = \"https://example.org/\"\n",
            "content/movies/550.json":
                #"{"id": 550, "title": "Fight Club", "release_date": "1999-10-15", "genres": [{"id": 18, "name": "Drama"}]}"#,
            // A date of the owner's, for the years in review.
            "content/movies/550.md": "---\nwatched: 2024-05-01\nrating: 4\n---\n",
            "content/books/abc123.json": #"{"id": "abc123", "volumeInfo": {"title": "Frankenstein", "authors": ["Mary Shelley"]}}"#,
            "content/comics/1.json":
                #"{"num": 1, "title": "Barrel", "safe_title": "Barrel", "img": "https://example.org/1.png", "alt": "A barrel", "year": "2006", "month": "1", "day": "1"}"#,
            "content/pages/about.md": "---\ntitle: About\n---\nHello.\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = try CompositionRoot.builder(BuildOptions(siteRoot: root)).build()
        #expect(CompositionRoot.components.kinds.map(\.name) == PageKinds.standard.map(\.name))
        for kind in PageKinds.standard.map(\.name) {
            #expect((report.pagesByKind[kind] ?? 0) > 0, "no \(kind) page was built")
        }
        #expect(FileManager.default.fileExists(atPath: root + "/.public.sitegen.cache"), "decoded items are kept for the next build")
    }
}
