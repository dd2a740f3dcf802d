import Build
import Foundation
import TestSupport
import Testing

/// Chains of random content changes, each rebuilt in place and compared with a full build: whatever
/// changed (titles, dates, genres, casts and directors, recommendations, tags, drafts, images, settings,
/// items added and removed, ratings, watched, read and purchased dates, runtimes and page counts, which the
/// statistics, the years in review and the random page show, and the text of overviews, descriptions, alt
/// texts and notes, which a rebuild plans from the previous plan), a rebuild gives exactly what a full build
/// gives, and leaves the plan a full build leaves. Seeded, so a failure can be replayed.
@Suite struct RandomChangeChainTests {
    @Test(arguments: 1...10 as ClosedRange<UInt64>)
    func aChainOfRandomChangesMatchesAFullBuildAfterEveryStep(seed: UInt64) throws {
        try runChain(seed: seed, steps: 12, among: ContentEditor.allChanges)
    }

    /// Changes of what orders and groups items (titles, dates, genres, credits, tags, ratings and the owner's
    /// dates) between changes of text only: the structural changes go through the full plan and the others
    /// through the previous plan, each leaving the plan the next one starts from.
    @Test(arguments: 11...16 as ClosedRange<UInt64>)
    func orderingKeysAndTermsChangedBetweenTextEditsMatchAFullBuild(seed: UInt64) throws {
        let reports = try runChain(seed: seed, steps: 14, among: ContentEditor.orderingKeysAndTerms + ContentEditor.textOnly)
        #expect(reports.contains { report in report.update.map { $0.declared < report.pagesWritten } ?? false })
    }

    @discardableResult
    private func runChain(seed: UInt64, steps: Int, among changes: [Int]) throws -> [BuildReport] {
        let site = try FixtureSite()
        _ = try site.build()
        var editor = ContentEditor(site: site, seed: seed)
        var applied: [String] = []
        var reports: [BuildReport] = []
        for _ in 0..<steps {
            applied.append(try editor.applyRandomChange(among: changes))
            reports.append(try site.build())
            try site.expectOutputMatchesFullBuild("seed \(seed), after: \(applied.joined(separator: "; "))")
        }
        return reports
    }
}

/// Makes one random, valid change to a fixture site's content and says what it did.
private struct ContentEditor {
    let site: FixtureSite
    var random: SeededGenerator

    init(site: FixtureSite, seed: UInt64) {
        self.site = site
        random = SeededGenerator(seed: seed)
    }

    private static let titles = ["Metropolis", "Nosferatu", "Zardoz", "Ärger im Paradies", "東京物語", "A", "Zz top"]
    /// One date twice, so that ties in date order come up.
    private static let dates = ["1927-01-10", "2001", "1999-05", "", "2024-12-31", "1927-01-10"]
    private static let genres = [(878, "Science Fiction"), (18, "Drama"), (27, "Horror"), (35, "Comedy")]
    private static let tags = ["silent", "city", "gothic", "new tag", "Ünïcode"]
    private static let people = ["Mary Shelley", "Лев Толстой", "Ada Lovelace"]
    /// Names that share slugs ("bjork", "bjork-2"), so that people's addresses move as names come and go.
    private static let credited = ["Fritz Lang", "Brigitte Helm", "Björk", "Bjork", "BJORK", "Bjork 2", "黒澤明", "Mary Shelley"]
    private static let characters: [String?] = ["Maria", "The Robot", nil]
    /// The owner's dates: to the day, the month or the year, across a few years, one of them twice.
    private static let ownerDates = ["2023-02-01", "2024-10", "2024", "2024-10-31", "2022-12-31", "2024-10-31"]

    /// Every change the editor makes.
    static let allChanges = Array(0..<17)
    /// Changes of titles, dates, genres, authors and categories, credits, tags, ratings and the owner's dates.
    static let orderingKeysAndTerms = [0, 1, 2, 7, 8, 9, 11]
    /// Changes of text alone: an overview, tagline, description, alt text or transcript, or the notes' body.
    static let textOnly = [15, 16]

    mutating func applyRandomChange(among changes: [Int]) throws -> String {
        switch changes.randomElement(using: &random)! {
        case 0: return try editJSON("movies", "title") { movie, random in movie["title"] = Self.titles.randomElement(using: &random) }
        case 1: return try editJSON("movies", "date") { movie, random in movie["release_date"] = Self.dates.randomElement(using: &random) }
        case 2:
            return try editJSON("movies", "genres") { movie, random in
                movie["genres"] = Self.someOf(Self.genres, using: &random).map { ["id": $0.0, "name": $0.1] }
            }
        case 3:
            let ids = try stems("movies").compactMap(Int.init) + [999]
            return try editJSON("movies", "recommendations") { movie, random in
                movie["recommendations"] = ["results": Self.someOf(ids, using: &random).map { ["id": $0, "title": "Film \($0)"] }]
            }
        case 4: return try addCopy(of: "movies", idKey: "id")
        case 5: return try addCopy(of: "comics", idKey: "num")
        case 6: return try removeItem()
        case 7: return try writeNotes()
        case 8:
            return try editJSON("books", "authors, date and categories") { book, random in
                var info = book["volumeInfo"] as? [String: Any] ?? [:]
                info["authors"] = Self.someOf(Self.people, using: &random)
                info["publishedDate"] = ["2008", "1818-01-01", "1869-03"].randomElement(using: &random)
                info["categories"] = Self.someOf(["Fiction", "History", "Horror"], using: &random)
                book["volumeInfo"] = info
            }
        case 9: return try editJSON("comics", "title") { comic, random in comic["safe_title"] = Self.titles.randomElement(using: &random) }
        case 10: return try togglePoster()
        case 11: return try editCredits()
        case 12:
            return try editJSON("movies", "runtime") { movie, random in
                movie["runtime"] = [nil, 0, 67, 153, 200].randomElement(using: &random)!
            }
        case 13:
            return try editJSON("books", "page count") { book, random in
                var info = book["volumeInfo"] as? [String: Any] ?? [:]
                info["pageCount"] = [nil, 0, 280, 418].randomElement(using: &random)!
                book["volumeInfo"] = info
            }
        case 15: return try editText()
        case 16: return try editNotesBody()
        default:
            let size = Int.random(in: 1...3, using: &random)
            try site.write(
                "title = \"Shelf \(size)\"\nbase_url = \"https://example.org/catalog/\"\npage_size = \(size)\n",
                to: "sitegen.toml")
            return "page_size \(size)"
        }
    }

    /// A random part of `items` (perhaps none), in their order.
    private static func someOf<T>(_ items: [T], using random: inout SeededGenerator) -> [T] {
        items.filter { _ in Bool.random(using: &random) }
    }

    private func stems(_ kind: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: site.root + "/content/" + kind)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    private func path(_ kind: String, _ stem: String, _ ext: String) -> String {
        site.root + "/content/\(kind)/\(stem).\(ext)"
    }

    private mutating func pickStem(_ kind: String) throws -> String? {
        try stems(kind).randomElement(using: &random)
    }

    private func readJSON(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func writeJSON(_ object: [String: Any], to path: String) throws {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
    }

    /// Changes one random item of `kind`; with none left, changes nothing.
    private mutating func editJSON(_ kind: String, _ what: String, _ change: (inout [String: Any], inout SeededGenerator) -> Void) throws
        -> String
    {
        guard let stem = try pickStem(kind) else { return "no \(kind) to edit" }
        var object = try readJSON(path(kind, stem, "json"))
        change(&object, &random)
        try writeJSON(object, to: path(kind, stem, "json"))
        return "\(what) of \(kind)/\(stem)"
    }

    /// A copy of a random item under the next free number, as a new item.
    private mutating func addCopy(of kind: String, idKey: String) throws -> String {
        guard let stem = try pickStem(kind) else { return "no \(kind) to copy" }
        let next = (try stems(kind).compactMap(Int.init).max() ?? 0) + 1
        var object = try readJSON(path(kind, stem, "json"))
        object[idKey] = next
        try writeJSON(object, to: path(kind, String(next), "json"))
        return "added \(kind)/\(next)"
    }

    /// Removes a random movie, book or comic with its notes and image, keeping one of each kind.
    private mutating func removeItem() throws -> String {
        let kind = ["movies", "books", "comics"].randomElement(using: &random)!
        guard try stems(kind).count > 1, let stem = try pickStem(kind) else { return "kept the last of \(kind)" }
        for ext in ["json", "md", "svg"] { try? FileManager.default.removeItem(atPath: path(kind, stem, ext)) }
        return "removed \(kind)/\(stem)"
    }

    /// New notes for a random item (tags, rating, sometimes a draft), or none.
    private mutating func writeNotes() throws -> String {
        let kind = ["movies", "books", "comics"].randomElement(using: &random)!
        guard let stem = try pickStem(kind) else { return "no \(kind) for notes" }
        if Int.random(in: 0..<4, using: &random) == 0 {
            try? FileManager.default.removeItem(atPath: path(kind, stem, "md"))
            return "removed the notes of \(kind)/\(stem)"
        }
        let tags = Self.someOf(Self.tags, using: &random).map { "\"\($0)\"" }.joined(separator: ", ")
        let draft = Int.random(in: 0..<5, using: &random) == 0
        let rating = Int.random(in: 0...5, using: &random)
        // Some of the dates each kind has: watched for movies, purchased and read for books.
        let keys = ["movies": ["watched"], "books": ["purchased", "read"]][kind] ?? []
        let dates = Self.someOf(keys, using: &random).map { "\($0): \(Self.ownerDates.randomElement(using: &random)!)\n" }.joined()
        try site.write(
            "---\nrating: \(rating)\ntags: [\(tags)]\ndraft: \(draft)\n\(dates)---\nNotes \(rating).\n", to: "content/\(kind)/\(stem).md")
        return "notes of \(kind)/\(stem): [\(tags)] \(dates.split(separator: "\n").joined(separator: ", "))\(draft ? ", draft" : "")"
    }

    /// New directors and cast for a random movie: some of `credited`, each actor with a random character.
    private mutating func editCredits() throws -> String {
        try editJSON("movies", "credits") { movie, random in
            let cast = Self.someOf(Self.credited, using: &random).shuffled(using: &random).enumerated().map { order, name in
                ["name": name, "character": Self.characters.randomElement(using: &random)! ?? NSNull(), "order": order] as [String: Any]
            }
            let crew = Self.someOf(Self.credited, using: &random).map { ["name": $0, "job": "Director"] }
            movie["credits"] = ["cast": cast, "crew": crew]
        }
    }

    private static let texts = ["A quiet <em>film</em> & more.", "", "   ", "Zweite Fassung, überarbeitet.", "長い話。", "Tout change."]

    /// New text for a random item: a movie's overview or tagline, a book's description, a comic's alt text or transcript.
    private mutating func editText() throws -> String {
        let text = Self.texts.randomElement(using: &random)!
        switch ["movies", "books", "comics"].randomElement(using: &random)! {
        case "movies":
            let field = ["overview", "tagline"].randomElement(using: &random)!
            return try editJSON("movies", field) { movie, _ in movie[field] = text }
        case "books":
            return try editJSON("books", "description") { book, _ in
                var info = book["volumeInfo"] as? [String: Any] ?? [:]
                info["description"] = text
                book["volumeInfo"] = info
            }
        default:
            let field = ["alt", "transcript"].randomElement(using: &random)!
            return try editJSON("comics", field) { comic, _ in comic[field] = text }
        }
    }

    /// A new body for the notes of a random item that has notes, its front matter kept.
    private mutating func editNotesBody() throws -> String {
        let kind = ["movies", "books", "comics"].randomElement(using: &random)!
        let annotated = try stems(kind).filter { FileManager.default.fileExists(atPath: path(kind, $0, "md")) }
        guard let stem = annotated.randomElement(using: &random) else { return "no \(kind) with notes" }
        let notes = try String(contentsOfFile: path(kind, stem, "md"), encoding: .utf8)
        let parts = notes.components(separatedBy: "---\n")
        let body = "\(Self.texts.randomElement(using: &random)!)\n\nSecond *paragraph* \(Int.random(in: 0..<100, using: &random)).\n"
        let frontMatter = parts.count >= 3 ? parts[0..<2].joined(separator: "---\n") + "---\n" : ""
        try site.write(frontMatter + body, to: "content/\(kind)/\(stem).md")
        return "notes body of \(kind)/\(stem)"
    }

    /// Gives a random movie a local poster, or takes it away.
    private mutating func togglePoster() throws -> String {
        guard let stem = try pickStem("movies") else { return "no movie for a poster" }
        let poster = path("movies", stem, "svg")
        if FileManager.default.fileExists(atPath: poster) {
            try FileManager.default.removeItem(atPath: poster)
            return "removed the poster of movies/\(stem)"
        }
        try site.write(#"<svg xmlns="http://www.w3.org/2000/svg" width="2" height="3"/>"#, to: "content/movies/\(stem).svg")
        return "added a poster to movies/\(stem)"
    }
}
