import Foundation
import SearchIndex
import Testing

@Suite struct SearchIndexBuilderTests {
    static func document(_ key: String, _ title: String, kind: String = "Movie", text: [String] = [], tags: [String] = []) -> SearchDocument
    {
        SearchDocument(
            key: key, card: .init(title: title, kind: kind, year: "1927", url: "/x/\(key)/", thumbnail: nil),
            facets: ["kind": [kind], "decade": ["1920s"], "tag": tags], titles: [title], text: text)
    }

    static let documents = [
        document("movie-19", "Metropolis", text: ["Fritz Lang", "A city of the future"], tags: ["silent"]),
        document("book-a", "Letters from Erdős", kind: "Book", text: ["A mathematician's city"]),
        document("comic-1", "宇宙の話", kind: "Comic"),
    ]

    func json(_ file: SearchIndexFiles.File) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(file.bytes))
    }

    func entry(_ files: SearchIndexFiles) throws -> [String: Any] {
        try #require(try json(files.entry) as? [String: Any])
    }

    /// The term's title and other lists, decoded from differences, from whichever shard has it.
    func postings(_ term: String, in files: SearchIndexFiles) throws -> [[Int]]? {
        let shardNames = try #require((try entry(files)["files"] as? [String: Any])?["shards"] as? [String])
        for file in files.files where shardNames.contains(file.name) {
            guard let lists = (try json(file) as? [String: [[Int]]])?[term] else { continue }
            return lists.map { deltas in deltas.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1) } }
        }
        return nil
    }

    @Test func termsPointAtDocumentsByKeyOrderTitlesApart() throws {
        let files = SearchIndexBuilder.build(Self.documents)
        // Key order: book-a (0), comic-1 (1), movie-19 (2).
        #expect(try postings("metropolis", in: files) == [[2], []])
        #expect(try postings("city", in: files) == [[], [0, 2]])
        #expect(try postings("erdos", in: files) == [[0], []])
        #expect(try postings("宇宙", in: files) == [[1], []])
        #expect(try postings("nothing", in: files) == nil)
    }

    @Test func postingsStaySortedAcrossTheChunksTheirTermsAreMadeIn() throws {
        // More documents than two chunks: every third has "shared" in its title, every fifth in its text.
        let count = 2 * 2048 + 70
        let many = (0..<count).map { number in
            Self.document(
                String(format: "movie-%05d", number), number % 3 == 0 ? "Shared \(number)" : "Film \(number)",
                text: number % 5 == 0 ? ["shared scene"] : [])
        }
        let files = SearchIndexBuilder.build(many.reversed())
        let titles = (0..<count).filter { $0 % 3 == 0 }
        let others = (0..<count).filter { $0 % 5 == 0 && $0 % 3 != 0 }
        #expect(try postings("shared", in: files) == [titles, others])
        #expect(try postings("4165", in: files) == [[4165], []])
    }

    @Test func theEntryNamesEveryOtherFileAndTheFacetLabels() throws {
        let files = SearchIndexBuilder.build(Self.documents)
        let entry = try entry(files)
        #expect(entry["count"] as? Int == 3)
        #expect(entry["kinds"] as? [String] == ["Book", "Comic", "Movie"])
        #expect((entry["facets"] as? [String: [String]])?["tag"] == ["silent"])
        let named = try #require(entry["files"] as? [String: Any])
        let listed = Set((named["shards"] as? [String] ?? []) + (named["cards"] as? [String] ?? []) + [named["facets"] as? String ?? ""])
        #expect(listed == Set(files.files.dropLast().map(\.name)))
        #expect(files.entry.name.hasPrefix("search-"))
    }

    @Test func cardsComeInBatchesInKeyOrder() throws {
        let many = (0..<70).map { Self.document(String(format: "movie-%03d", $0), "Film \($0)") }
        let files = SearchIndexBuilder.build(many)
        let names = try #require((try entry(files)["files"] as? [String: Any])?["cards"] as? [String])
        #expect(names.count == 5)
        let first = try #require(files.files.first { $0.name == names[0] })
        let cards = try #require(try json(first) as? [[Any]])
        #expect(cards.count == SearchIndexBuilder.batchSize)
        #expect(cards[1][0] as? String == "Film 1" && cards[1][3] as? String == "/x/movie-001/")
    }

    @Test func theSameDocumentsInAnyOrderGiveTheSameBytes() {
        #expect(SearchIndexBuilder.build(Self.documents) == SearchIndexBuilder.build(Self.documents.reversed()))
    }

    @Test func anEditRewritesOnlyTheFilesThatHoldTheItem() {
        let many = (0..<600).map { Self.document(String(format: "movie-%03d", $0), "Film \($0)", text: ["overview \($0)"]) }
        var edited = many
        edited[300] = Self.document("movie-300", "Film 300", text: ["overview 300 zeppelin"])
        let before = Set(SearchIndexBuilder.build(many).files.map(\.name))
        let after = Set(SearchIndexBuilder.build(edited).files.map(\.name))
        // The shard of "ze", and the entry that names it; the card batch is the same.
        #expect(after.subtracting(before).count == 2)
    }

    @Test func hostileTextStaysInsideItsString() throws {
        let files = SearchIndexBuilder.build([Self.document("m", "</script><script>alert(1)</script>\u{2028}\"\\")])
        for file in files.files {
            #expect(!String(decoding: file.bytes, as: UTF8.self).contains("</script>"))
            _ = try json(file)
        }
    }

    /// Titles with nothing to escape are copied as they are; any character the writer escapes is escaped wherever it
    /// stands, and every title reads back as it was.
    @Test func cardTitlesReadBackAsTheyWereWithWhatMustBeEscapedEscaped() throws {
        let titles = [
            "Plain title", "Émile — an “épopée”", "a<b", "b>c", "c&d", "line\u{2028}", "separator\u{2029}", "quote \"",
            "backslash \\", "tab\t", "new\nline", "\u{1}", "宇宙の話", "",
        ]
        let many = titles.enumerated().map { Self.document(String(format: "movie-%02d", $0.offset), $0.element) }
        let files = SearchIndexBuilder.build(many)
        let names = try #require((try entry(files)["files"] as? [String: Any])?["cards"] as? [String])
        let batch = try #require(files.files.first { $0.name == names[0] })
        let cards = try #require(try json(batch) as? [[Any]])
        #expect(cards.map { $0[0] as? String } == titles)
        let text = String(decoding: batch.bytes, as: UTF8.self)
        #expect(text.contains(#""Plain title""#) && text.contains(#""Émile — an “épopée”""#))
        for raw in ["<", ">", "&", "\u{2028}", "\u{2029}", "\t", "\u{1}"] {
            #expect(!text.contains(raw), "\(raw.unicodeScalars.first!.value)")
        }
    }

    /// The facet table is made a chunk of documents at a time: labels found in any chunk are listed once, sorted, and
    /// every document's numbers point at its own labels, in key order.
    @Test func facetsAreNumberedAcrossTheChunksTheyAreMadeIn() throws {
        let count = 2 * 2048 + 70
        let many = (0..<count).map { number in
            Self.document(String(format: "movie-%05d", number), "Film \(number)", tags: number == count - 1 ? ["last"] : ["t\(number % 3)"])
        }
        let files = SearchIndexBuilder.build(many.reversed())
        let entry = try entry(files)
        #expect((entry["facets"] as? [String: [String]])?["tag"] == ["last", "t0", "t1", "t2"])
        let name = try #require((entry["files"] as? [String: Any])?["facets"] as? String)
        let file = try #require(files.files.first { $0.name == name })
        let table = try #require(try json(file) as? [[[Int]]])
        #expect(table.count == count)
        #expect(table.enumerated().allSatisfy { number, facets in facets[3] == [number == count - 1 ? 0 : 1 + number % 3] })
    }

    @Test func shardsWithTheSameBytesAreOneFile() throws {
        let many = (0..<300).map { Self.document(String(format: "movie-%03d", $0), "Film") }
        let files = SearchIndexBuilder.build(many)
        let names = files.files.map(\.name)
        #expect(Set(names).count == names.count)
        let shards = try #require((try entry(files)["files"] as? [String: Any])?["shards"] as? [String])
        #expect(shards.count == 16 && Set(shards).count < 16)
    }
}
