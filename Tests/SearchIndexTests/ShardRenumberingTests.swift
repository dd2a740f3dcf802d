import TestSupport
import Testing

@testable import SearchIndex

/// A shard renumbered from its bytes is the shard written from its terms renumbered one by one: documents that went
/// taken out, the others moved, the terms of those that came put where `String` sorts them, ASCII or not.
@Suite struct ShardRenumberingTests {
    /// Terms that sort differently as bytes and as strings would show here: accented, CJK, and one that only differs
    /// from another after its first byte.
    private static let words = [
        "a", "ab", "abc", "b", "city", "é", "éa", "ea", "erdos", "erdős", "東京", "宇宙", "z", "zz", "ø", "ß", "1927", "x1",
    ]

    private typealias Terms = [(key: String, value: Postings.Lists)]

    private static func randomList(below count: Int, using generator: inout SeededGenerator) -> [Int] {
        let size = Int.random(in: 0...min(count, 12), using: &generator)
        return Array(Set((0..<size).map { _ in Int.random(in: 0..<count, using: &generator) })).sorted()
    }

    private static func randomShard(documents: Int, using generator: inout SeededGenerator) -> Terms {
        let chosen = words.filter { _ in Bool.random(using: &generator) }
        return chosen.compactMap { word in
            let lists = Postings.Lists(
                title: randomList(below: documents, using: &generator), other: randomList(below: documents, using: &generator))
            return lists.title.isEmpty && lists.other.isEmpty ? nil : (word, lists)
        }
    }

    /// The shard as the builder would write it for the new numbers, term by term.
    private static func expected(_ terms: Terms, _ numbers: DocumentRenumbering, _ additions: [ShardRenumbering.Addition]) -> [UInt8] {
        func moved(_ list: [Int]) -> [Int] { list.map(numbers.newNumber).filter { $0 >= 0 } }
        var renumbered = terms.map { ($0.key, Postings.Lists(title: moved($0.value.title), other: moved($0.value.other))) }
        for addition in additions {
            let place = renumbered.firstIndex { $0.0 == addition.term } ?? renumbered.endIndex
            if place == renumbered.endIndex { renumbered.append((addition.term, Postings.Lists())) }
            renumbered[place].1.title = Array(Set(renumbered[place].1.title + addition.lists.title)).sorted()
            renumbered[place].1.other = Array(Set(renumbered[place].1.other + addition.lists.other)).sorted()
        }
        return SearchIndexBuilder.shardBytes(renumbered.filter { !$0.1.title.isEmpty || !$0.1.other.isEmpty })
    }

    @Test func randomShardsRenumberedFromTheirBytesAreTheShardsWrittenFromTheirTerms() throws {
        var generator = SeededGenerator(seed: 27)
        var writtenAgain = 0
        for step in 0..<400 {
            let previousCount = Int.random(in: 1...60, using: &generator)
            let terms = Self.randomShard(documents: previousCount, using: &generator)
            let bytes = SearchIndexBuilder.shardBytes(terms)
            let removed = Set(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in Int.random(in: 0..<previousCount, using: &generator) })
            let count = previousCount - removed.count + Int.random(in: 0...3, using: &generator)
            var added = Set<Int>()
            while added.count < count - (previousCount - removed.count) { added.insert(Int.random(in: 0..<count, using: &generator)) }
            let numbers = try #require(DocumentRenumbering(previousCount: previousCount, removed: removed, added: added, count: count))
            let additions = Self.words.filter { _ in !added.isEmpty && Int.random(in: 0..<4, using: &generator) == 0 }.map { word in
                ShardRenumbering.Addition(
                    term: word,
                    lists: Postings.Lists(
                        title: added.filter { _ in Bool.random(using: &generator) }.sorted(),
                        other: added.filter { _ in Bool.random(using: &generator) }.sorted()))
            }.filter { !$0.lists.title.isEmpty || !$0.lists.other.isEmpty }
            let outcome = try #require(ShardRenumbering.renumbered(bytes, numbers, adding: additions.shuffled(using: &generator)))
            let result: [UInt8]
            switch outcome {
            case .kept: result = bytes
            case .written(let written):
                result = written
                writtenAgain += 1
            }
            let expected = Self.expected(terms, numbers, additions)
            #expect(
                result == expected,
                "step \(step): \(String(decoding: result, as: UTF8.self)) against \(String(decoding: expected, as: UTF8.self))")
        }
        #expect(writtenAgain > 100)
    }

    @Test func aShardNothingReachesIsKept() throws {
        let terms: Terms = [("a", Postings.Lists(title: [0, 1], other: [2])), ("b", Postings.Lists(title: [], other: [1]))]
        let numbers = try #require(DocumentRenumbering(previousCount: 5, removed: [4], added: [], count: 4))
        let outcome = try #require(ShardRenumbering.renumbered(SearchIndexBuilder.shardBytes(terms), numbers, adding: []))
        guard case .kept = outcome else {
            Issue.record("written again: \(outcome)")
            return
        }
    }

    @Test(arguments: [
        #"{"a":[[0,1],[9]]}"#, #"{"a":[[0,1],[1,9]]}"#, #"{"a":[[0,1],[1,"#, #"{"a":[[0,1],[1,1]]"#, #"{"a":[[0,1],[1,1x]]}"#,
        #"{"a\"b":[[0],[]]}"#, #"{"a":[[0],[1234567890123]]}"#, #"{"a":[[0],[]],}"#, "",
    ])
    func bytesTheBuilderDidNotWriteAreRefused(_ written: String) throws {
        let numbers = try #require(DocumentRenumbering(previousCount: 5, removed: [0], added: [], count: 4))
        #expect(ShardRenumbering.renumbered(Array(written.utf8), numbers, adding: []) == nil)
    }
}
