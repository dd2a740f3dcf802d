import Foundation
import SearchIndex
import Testing

/// An index updated for documents whose text changed is the index built from all documents, file for file,
/// with only the files that hold the changed documents written again.
@Suite struct SearchIndexUpdateTests {
    /// Forty documents: enough for two shards and three card batches.
    private static let documents = (0..<40).map { number in
        SearchIndexBuilderTests.document(
            String(format: "movie-%02d", number), "Film \(number)", text: ["word\(number % 7) shared", number % 2 == 0 ? "even" : "odd"],
            tags: number % 3 == 0 ? ["third"] : [])
    }

    private func update(
        _ previous: SearchIndexFiles, to documents: [SearchDocument], changed: [Int], from previousDocuments: [SearchDocument]? = nil,
        read: (String) -> Void = { _ in }
    ) -> [SearchIndexUpdate.File]? {
        let byName = Dictionary(previous.files.map { ($0.name, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let sorted = documents.sorted { $0.key < $1.key }
        let before = previousDocuments?.sorted { $0.key < $1.key }
        return SearchIndexUpdate.update(
            previousEntry: previous.entry.bytes,
            previousFile: { name in
                read(name)
                return byName[name]
            }, count: sorted.count,
            changed: Dictionary(uniqueKeysWithValues: changed.map { ($0, sorted[$0]) }),
            previousDocuments: before.map { before in Dictionary(uniqueKeysWithValues: changed.map { ($0, before[$0]) }) },
            batch: { index in
                Array(sorted[(index * SearchIndexBuilder.batchSize)..<min((index + 1) * SearchIndexBuilder.batchSize, sorted.count)])
            })
    }

    private func retexted(_ number: Int, _ text: [String], in documents: [SearchDocument] = Self.documents) -> [SearchDocument] {
        var documents = documents
        let old = documents[number]
        documents[number] = SearchDocument(key: old.key, card: old.card, facets: old.facets, titles: old.titles, text: text)
        return documents
    }

    @Test func anUpdateGivesTheFilesOfAFullBuild() throws {
        let previous = SearchIndexBuilder.build(Self.documents)
        for (number, text) in [(3, ["brand new words"]), (17, []), (39, ["word1 shared", "even", "extra"]), (0, ["Film 5"])] {
            let documents = retexted(number, text)
            let files = try #require(update(previous, to: documents, changed: [number]), "document \(number)")
            let full = SearchIndexBuilder.build(documents)
            #expect(files.map(\.name) == full.files.map(\.name), "document \(number)")
            let previousNames = Set(previous.files.map(\.name))
            for file in files {
                switch file {
                case .kept(let name): #expect(previousNames.contains(name))
                case .written(let written): #expect(full.files.contains(written), "\(written.name)")
                }
            }
        }
    }

    @Test func onlyTheFilesThatHoldTheDocumentAreWritten() throws {
        let previous = SearchIndexBuilder.build(Self.documents)
        let files = try #require(update(previous, to: retexted(3, ["brand new words"]), changed: [3]))
        let written = files.compactMap { file -> String? in
            if case .written(let written) = file { return written.name }
            return nil
        }
        // At most both shards, the first card batch, and the entry; never the facets or the other batches.
        #expect(written.count >= 2 && written.count <= 4, "\(written)")
        #expect(!written.contains { $0.hasPrefix("facets-") })
        #expect(written.last?.hasPrefix("search-") == true)
    }

    /// Four hundred documents, for sixteen shards: enough that a document's terms miss most of them.
    private static let many = (0..<400).map { number in
        SearchIndexBuilderTests.document(
            String(format: "movie-%03d", number), "Film \(number)", text: ["word\(number) shared", "theme\(number % 30)"])
    }

    @Test func knowingTheChangedDocumentsAsTheyWereReadsOnlyTheShardsOfTheirTerms() throws {
        let previous = SearchIndexBuilder.build(Self.many)
        let shards = Set(previous.files.map(\.name).filter { $0.hasPrefix("shard-") })
        #expect(shards.count > 8)
        for (number, text) in [(3, ["brand new words"]), (250, []), (399, ["word1 shared", "extra"])] {
            let documents = retexted(number, text, in: Self.many)
            var read = Set<String>()
            let files = try #require(update(previous, to: documents, changed: [number], from: Self.many) { read.insert($0) })
            #expect(files.map(\.name) == SearchIndexBuilder.build(documents).files.map(\.name), "document \(number)")
            #expect(read.count < shards.count / 2, "document \(number) read \(read.count) of \(shards.count) shards")
            var all = Set<String>()
            _ = update(previous, to: documents, changed: [number]) { all.insert($0) }
            #expect(all == shards, "without the previous document, every shard is read")
        }
    }

    /// An edit of a few words touches only the shards of the words that came or went: the lists of the terms the
    /// document kept would be the same after it was taken out and put back.
    @Test func aWordAddedReadsOnlyTheShardOfThatWord() throws {
        let previous = SearchIndexBuilder.build(Self.many)
        let shardCount = previous.files.filter { $0.name.hasPrefix("shard-") }.count
        for (number, word) in [(3, "extra"), (250, "another")] {
            let documents = retexted(number, Self.many[number].text + [word], in: Self.many)
            var read = Set<String>()
            let files = try #require(update(previous, to: documents, changed: [number], from: Self.many) { read.insert($0) })
            #expect(files.map(\.name) == SearchIndexBuilder.build(documents).files.map(\.name), "document \(number)")
            #expect(read.count == 1, "document \(number) read \(read.count) of \(shardCount) shards")
        }
        var read = Set<String>()
        let unchanged = try #require(update(previous, to: Self.many, changed: [7], from: Self.many) { read.insert($0) })
        #expect(read.isEmpty, "a document whose terms are all kept reads no shard")
        #expect(unchanged.map(\.name) == previous.files.map(\.name))
    }

    @Test func aPreviousDocumentTheIndexDoesNotListIsNoUpdate() throws {
        let previous = SearchIndexBuilder.build(Self.many)
        let documents = retexted(3, ["brand new words"], in: Self.many)
        // Document 3 as the index never had it: a term it was never listed under.
        let wrong = retexted(3, ["word3 shared", "neverindexed"], in: Self.many)
        #expect(update(previous, to: documents, changed: [3], from: wrong) == nil)
    }

    @Test func anIndexThatCannotBeReadIsNoUpdate() throws {
        let previous = SearchIndexBuilder.build(Self.documents)
        let documents = retexted(3, ["new"])
        let sorted = documents.sorted { $0.key < $1.key }
        let noShard = SearchIndexUpdate.update(
            previousEntry: previous.entry.bytes, previousFile: { _ in nil }, count: 40, changed: [3: sorted[3]], batch: { _ in [] })
        #expect(noShard == nil)
        let otherCount = SearchIndexUpdate.update(
            previousEntry: previous.entry.bytes, previousFile: { _ in Array("{}".utf8) }, count: 41, changed: [:], batch: { _ in [] })
        #expect(otherCount == nil)
        let damaged = SearchIndexUpdate.update(
            previousEntry: Array(previous.entry.bytes.dropLast()), previousFile: { _ in Array("{}".utf8) }, count: 40, changed: [:],
            batch: { _ in [] })
        #expect(damaged == nil)
        let escaped = SearchIndexUpdate.update(
            previousEntry: previous.entry.bytes, previousFile: { _ in Array(#"{"a\"b":[[0],[]]}"#.utf8) }, count: 40, changed: [:],
            batch: { _ in [] })
        #expect(escaped == nil)
    }
}
