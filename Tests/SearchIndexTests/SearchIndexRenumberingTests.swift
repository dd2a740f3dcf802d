import Foundation
import SearchIndex
import TestSupport
import Testing

/// An index updated for documents that came and went is the index built from all the new documents, file for
/// file, labels that came or went included; an update that would change the kinds or the number of shards is refused.
@Suite struct SearchIndexRenumberingTests {
    private static func document(_ number: Int, suffix: String = "", text: String = "") -> SearchDocument {
        let title = number % 5 == 0 ? "Film \"\(number)\" <&> \(suffix)" : "Film \(number)\(suffix)"
        return SearchIndexBuilderTests.document(
            String(format: "movie-%04d", number) + suffix, title, kind: number % 4 == 0 ? "Book" : "Movie",
            text: ["word\(number % 9) shared", "theme\(number % 13) \(text)"], tags: number % 3 == 0 ? ["third"] : [])
    }

    /// `document` with `facets` in place of its own of those names.
    private static func with(_ facets: [String: [String]], _ document: SearchDocument) -> SearchDocument {
        SearchDocument(
            key: document.key, card: document.card, facets: document.facets.merging(facets) { $1 }, titles: document.titles,
            text: document.text)
    }

    /// Two hundred documents: eight shards and thirteen card batches.
    private static let documents = (0..<200).map { document($0) }

    /// `previous` updated to `documents`, with the documents of `removed` keys gone and those of `added` keys come.
    private func update(
        _ previous: [String: [UInt8]], entry: String, from before: [SearchDocument], to documents: [SearchDocument],
        changed: Set<String> = []
    ) -> [SearchIndexUpdate.File]? {
        let (before, after) = (before.sorted { $0.key < $1.key }, documents.sorted { $0.key < $1.key })
        let (beforeKeys, afterKeys) = (Set(before.map(\.key)), Set(after.map(\.key)))
        let removed = Set(before.indices.filter { !afterKeys.contains(before[$0].key) || changed.contains(before[$0].key) })
        let added = Dictionary(
            uniqueKeysWithValues: after.indices.filter { !beforeKeys.contains(after[$0].key) || changed.contains(after[$0].key) }
                .map { ($0, after[$0]) })
        let entryBytes = previous[entry] ?? []
        return SearchIndexRenumbering.update(
            previousEntry: entryBytes, previousFile: { previous[$0] }, removed: removed, added: added, count: after.count)
    }

    private func files(_ index: SearchIndexFiles) -> [String: [UInt8]] {
        Dictionary(index.files.map { ($0.name, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    }

    /// Checks `updated` against a full build of `documents`, and gives the new index's files by name.
    private func expectFullBuild(
        _ updated: [SearchIndexUpdate.File]?, of documents: [SearchDocument], previous: [String: [UInt8]], _ step: String
    ) throws -> (files: [String: [UInt8]], entry: String) {
        let updatedFiles = try #require(updated, "\(step)")
        let full = SearchIndexBuilder.build(documents)
        #expect(updatedFiles.map(\.name) == full.files.map(\.name), "\(step)")
        let fullFiles = files(full)
        var next: [String: [UInt8]] = [:]
        for file in updatedFiles {
            switch file {
            case .kept(let name):
                #expect(previous[name] != nil, "\(step): \(name)")
                next[name] = previous[name]
            case .written(let written):
                // Compared here rather than in the expectation, which would print every byte of both.
                let isFullBuilds = fullFiles[written.name] == written.bytes
                #expect(isFullBuilds, "\(step): \(written.name)")
                next[written.name] = written.bytes
            }
        }
        return (next, full.entry.name)
    }

    @Test func documentsThatComeAndGoGiveTheFilesOfAFullBuild() throws {
        let previous = SearchIndexBuilder.build(Self.documents)
        let cases: [(String, [SearchDocument])] = [
            ("one added first", [Self.document(0, suffix: "a")] + Self.documents),
            ("one added in the middle", Self.documents + [Self.document(99, suffix: "a")]),
            ("one added last", Self.documents + [Self.document(300)]),
            ("one removed first", Array(Self.documents.dropFirst())),
            ("one removed in the middle", Self.documents.filter { $0.key != Self.documents[77].key }),
            ("one removed last", Array(Self.documents.dropLast())),
            ("one for another", Self.documents.filter { $0.key != Self.documents[40].key } + [Self.document(120, suffix: "b")]),
            ("sixteen removed", Array(Self.documents.dropFirst(16))),
        ]
        for (name, documents) in cases {
            let updated = update(files(previous), entry: previous.entry.name, from: Self.documents, to: documents)
            _ = try expectFullBuild(updated, of: documents, previous: files(previous), name)
        }
    }

    @Test func changedDocumentsAmongThoseThatComeAndGo() throws {
        let previous = SearchIndexBuilder.build(Self.documents)
        var documents = Array(Self.documents.dropFirst(3)) + [Self.document(150, suffix: "c")]
        documents[60] = Self.document(63, text: "rewritten")
        let updated = update(
            files(previous), entry: previous.entry.name, from: Self.documents, to: documents, changed: [documents[60].key])
        _ = try expectFullBuild(updated, of: documents, previous: files(previous), "changed")
    }

    @Test func aRandomChainOfAddsAndRemovesStaysAFullBuild() throws {
        var generator = SeededGenerator(seed: 16)
        var documents = Self.documents
        let built = SearchIndexBuilder.build(documents)
        var (previous, entry) = (files(built), built.entry.name)
        var nextNumber = 1000
        for step in 0..<40 {
            var next = documents
            for _ in 0..<Int.random(in: 0...3, using: &generator) where next.count > 140 {
                next.remove(at: Int.random(in: next.indices, using: &generator))
            }
            for _ in 0..<Int.random(in: 0...3, using: &generator) where next.count < 250 {
                // Numbers that are multiples of 3 keep the `third` tag in use; some bring a tag of their own, which
                // goes when they do.
                let base = Int.random(in: 0..<200, using: &generator)
                let document = Self.document(base, suffix: "-\(nextNumber)")
                let ownTag = ["tag": (document.facets["tag"] ?? []) + ["own-\(nextNumber % 7)"]]
                next.append(Bool.random(using: &generator) ? Self.with(ownTag, document) : document)
                nextNumber += 1
            }
            guard next.count > 128, next.count <= 256 else { continue }
            let updated = update(previous, entry: entry, from: documents, to: next)
            (previous, entry) = try expectFullBuild(updated, of: next, previous: previous, "step \(step)")
            documents = next
        }
    }

    @Test func anAddAtTheEndWritesOnlyWhatHoldsIt() throws {
        let previous = SearchIndexBuilder.build(Self.documents)
        let documents = Self.documents + [Self.document(300)]
        let updated = try #require(update(files(previous), entry: previous.entry.name, from: Self.documents, to: documents))
        let written = updated.compactMap { file -> String? in
            if case .written(let written) = file { return written.name }
            return nil
        }
        // The shards of its terms (at most all eight), one card batch, the facets and the entry.
        #expect(written.filter { $0.hasPrefix("cards-") }.count == 1, "\(written)")
        #expect(written.filter { $0.hasPrefix("facets-") }.count == 1)
        #expect(written.filter { $0.hasPrefix("shard-") }.count <= 8)
        #expect(written.last?.hasPrefix("search-") == true)
    }

    /// A label that comes (a new tag, genre or decade) or goes (the last document with it) renumbers the labels after
    /// it in every row: the files are those of a full build.
    @Test func aLabelThatComesOrGoesGivesTheFilesOfAFullBuild() throws {
        let previous = SearchIndexBuilder.build(Self.documents)
        let newDecade = Self.with(
            ["decade": ["1890s"], "genre": ["Western"]], SearchIndexBuilderTests.document("movie-9998", "Old", tags: ["aaa-first"]))
        let cases: [(String, [SearchDocument])] = [
            ("a new tag", Self.documents + [SearchIndexBuilderTests.document("movie-9999", "New", tags: ["brand-new"])]),
            ("a new tag, decade and genre sorting first", Self.documents + [newDecade]),
            ("the last with a tag gone", Self.documents.filter { $0.facets["tag"] == [] }),
            ("one tag gone, another come", Self.documents.filter { $0.facets["tag"] == [] } + [newDecade]),
        ]
        for (name, documents) in cases {
            let updated = update(files(previous), entry: previous.entry.name, from: Self.documents, to: documents)
            _ = try expectFullBuild(updated, of: documents, previous: files(previous), name)
        }
    }

    /// Labels that are written with escapes (`&` as `\u0026`) are read back as the text they are, and sorted with it.
    @Test func labelsWrittenWithEscapesAreRenumberedAsAFullBuildWould() throws {
        let before = Self.documents + [SearchIndexBuilderTests.document("movie-9997", "Old", tags: ["B&W", "Rock & Roll"])]
        let previous = SearchIndexBuilder.build(before)
        let after = before + [SearchIndexBuilderTests.document("movie-9998", "New", tags: ["B <new>", "Rock"])]
        let updated = update(files(previous), entry: previous.entry.name, from: before, to: after)
        _ = try expectFullBuild(updated, of: after, previous: files(previous), "new labels among escaped ones")
    }

    /// Cards refer to kinds by number: a kind that comes or goes, like a number of shards that changes, is left to a
    /// full build.
    @Test func anotherKindOrShardCountIsLeftToAFullBuild() {
        let previous = SearchIndexBuilder.build(Self.documents)
        let withComic = Self.documents + [SearchIndexBuilderTests.document("movie-9999", "New", kind: "Comic")]
        #expect(update(files(previous), entry: previous.entry.name, from: Self.documents, to: withComic) == nil)
        let withoutBooks = Self.documents.filter { $0.facets["kind"] != ["Book"] }
        #expect(update(files(previous), entry: previous.entry.name, from: Self.documents, to: withoutBooks) == nil)
        let small = Array(Self.documents.prefix(32))
        let smallBuilt = SearchIndexBuilder.build(small)
        let crossing = small + [Self.document(400)]
        #expect(update(files(smallBuilt), entry: smallBuilt.entry.name, from: small, to: crossing) == nil)
    }

    @Test func aMissingOrForeignFileIsLeftToAFullBuild() {
        let previous = SearchIndexBuilder.build(Self.documents)
        let documents = Array(Self.documents.dropFirst())
        for victim in ["shard-", "cards-", "facets-"] {
            var broken = files(previous)
            let name = previous.files.first { $0.name.hasPrefix(victim) }!.name
            broken[name] = nil
            #expect(update(broken, entry: previous.entry.name, from: Self.documents, to: documents) == nil, "\(victim) missing")
            broken[name] = Array("[[1,2".utf8)
            #expect(update(broken, entry: previous.entry.name, from: Self.documents, to: documents) == nil, "\(victim) cut short")
        }
    }
}
