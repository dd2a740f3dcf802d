import Build
import Foundation
import TestSupport
import Testing

/// A detail page's HTML and the stylesheet it links, each compressed with gzip as a web server sends them,
/// come to less than 30 kB together: a visitor on a slow phone connection has the page's text and layout
/// in one or two round trips. A size, not a timing, so the same on every machine.
@Suite struct PageWeightTests {
    static let budget = 30_000

    /// The repository's `sitegen.toml` and `content/`, as they are.
    static func sampleSite() throws -> ScratchSite {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let site = try ScratchSite(config: try String(contentsOfFile: repository + "/sitegen.toml", encoding: .utf8))
        try FileManager.default.removeItem(atPath: site.root + "/content")
        try FileManager.default.copyItem(atPath: repository + "/content", toPath: site.root + "/content")
        return site
    }

    /// `kind/<page>/index.html`: a movie's, book's or comic's own page, not a list page or the latest-comic redirect.
    static func isDetailPage(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.count == 3 && ["movies", "books", "comics"].contains(parts[0]) && !["page", "latest"].contains(parts[1])
            && parts[2] == "index.html"
    }

    /// Each detail page's weight, HTML and stylesheet compressed, by path; the page must link that one stylesheet.
    static func weights(of output: String) throws -> [String: Int] {
        let tree = ScratchFolder.tree(output)
        let stylesheet = try #require(tree["assets/style.css"])
        let css = try #require(gzipSize(stylesheet))
        var weights: [String: Int] = [:]
        for (path, html) in tree where isDetailPage(path) {
            let text = String(decoding: html, as: UTF8.self)
            #expect(text.components(separatedBy: "rel=\"stylesheet\"").count == 2, "\(path): one stylesheet")
            #expect(text.contains("assets/style.css\">"), "\(path) links the stylesheet weighed")
            weights[path] = try #require(gzipSize(html)) + css
        }
        return weights
    }

    @Test func everyDetailPageOfTheSampleIsUnderBudget() throws {
        let site = try Self.sampleSite()
        _ = try site.build()
        let weights = try Self.weights(of: site.output)
        for kind in ["movies", "books", "comics"] {
            let pages = weights.filter { $0.key.hasPrefix(kind + "/") }
            #expect(pages.count >= 30, "\(kind): \(pages.count) pages")
            let heaviest = try #require(pages.max { $0.value < $1.value })
            #expect(heaviest.value < Self.budget, "\(heaviest.key): \(heaviest.value) bytes")
            // The stylesheet alone is some 3.8 kB compressed: a weight below it would mean nothing was weighed.
            #expect(heaviest.value > 4_000, "\(heaviest.key): \(heaviest.value) bytes")
        }
    }

    /// The heaviest page a catalog is likely to have: a movie with everything TMDB sends and sitegen shows
    /// (twelve of its cast, twenty recommendations with posters, remote poster and backdrop with their
    /// `srcset`s, an overview of 1,000 characters) and a page of the owner's notes. The words are drawn at
    /// random, so that they compress no better than prose.
    @Test func aMovieWithEverythingIsUnderBudget() throws {
        var random = SeededGenerator(seed: 16)
        let vocabulary = [
            "the", "a", "of", "and", "city", "night", "river", "stranger", "letter", "station", "winter", "returns", "finds",
            "secret", "house", "brother", "music", "train", "mirror", "garden", "lost", "burns", "village", "crowd", "doctor",
            "machine", "sister", "ship", "storm", "dance", "harbour", "silence", "thief", "clock", "tower", "promise",
        ]
        func words(_ count: Int) -> String {
            (0..<count).map { _ in vocabulary.randomElement(using: &random) ?? "" }.joined(separator: " ")
        }
        func name() -> String { words(2).capitalized + " " + String(random.next() % 10_000) }
        func path() -> String { "/" + String(random.next(), radix: 36) + String(random.next(), radix: 36) + ".jpg" }
        let cast = (1...40).map { _ in #"{"name": "\#(name())", "character": "\#(name())"}"# }
        let recommendations = (1...20).map {
            #"{"id": \#(5000 + $0), "title": "\#(words(4))", "release_date": "19\#(10 + $0)-01-01", "poster_path": "\#(path())"}"#
        }
        try expectUnderBudget(
            movie: """
                {"id": 42, "title": "Everything at Once", "original_title": "\(words(4))", "release_date": "1931-03-07",
                 "runtime": 153, "tagline": "\(words(8))", "overview": "\(words(160))",
                 "genres": [{"id": 18, "name": "Drama"}, {"id": 878, "name": "Science Fiction"}],
                 "poster_path": "/posterEverything0123456789ab.jpg", "backdrop_path": "\(path())",
                 "credits": {"cast": [\(cast.joined(separator: ", "))],
                             "crew": [{"name": "\(name())", "job": "Director"}, {"name": "\(name())", "job": "Director"}]},
                 "recommendations": {"results": [\(recommendations.joined(separator: ", "))]}}
                """,
            notes: "---\nrating: 5\nwatched: 2024-10-31\ntags: [silent, long, favourite]\n---\n"
                + (1...8).map { "\(words(40).capitalized), *\(words(3))* [\(words(2))](https://example.org/\($0))." }
                .joined(separator: "\n\n") + "\n")
    }

    /// Builds a site of the movie `movie` (its cache file) with `notes`, and weighs its page.
    private func expectUnderBudget(movie: String, notes: String) throws {
        let site = try ScratchSite()
        try site.write(movie, to: "content/movies/42.json")
        try site.write(notes, to: "content/movies/42.md")
        _ = try site.build()
        let weights = try Self.weights(of: site.output)
        let page = try #require(weights["movies/42-everything-at-once/index.html"])
        let bytes = try #require(ScratchFolder.tree(site.output)["movies/42-everything-at-once/index.html"])
        let html = String(decoding: bytes, as: UTF8.self)
        #expect(html.contains("w780/posterEverything0123456789ab.jpg 780w"), "the poster's srcset is weighed")
        #expect(html.components(separatedBy: "<img class=\"thumbnail\"").count == 21, "twenty recommendations with posters")
        #expect(html.components(separatedBy: "<li><a class=\"cast-name\"").count == 13, "twelve of the cast")
        #expect(page < Self.budget, "\(page) bytes")
        #expect(page > 6_000, "\(page) bytes")
    }
}
