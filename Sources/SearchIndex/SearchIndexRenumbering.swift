import Support

/// An index brought up to date when documents came or went, from the files of the index built before: the
/// bytes `SearchIndexBuilder.build` gives for all the new documents, without making terms of those that
/// stayed (the terms of every document were 1.1 s of a one-movie add at 50k items, out of 3.1 s).
///
/// A document's number is its place in key order, so each one after the first that came or went moves. Every
/// shard is read and its lists renumbered; the card batches and facet rows from the first move on are put
/// together again from the previous files' bytes; only the documents that came are made into terms, cards and
/// facet rows; a label that came or went renumbers the labels after it (see `FacetRows`). It holds while the kinds keep
/// their labels and the index its number of shards: a first book, or a catalog that crossed a power of two, is left to
/// a full build.
public enum SearchIndexRenumbering {
    /// - Parameters:
    ///   - previousEntry: the entry file of the index to update.
    ///   - previousFile: a file of that index by name, as it was written; nil when it cannot be read. Asked on all
    ///     cores.
    ///   - removed: the numbers in the previous index of the documents that went, or changed.
    ///   - added: the documents that came, or changed, by their number in the new index.
    ///   - count: how many documents the new index has.
    /// - Returns: the files in the order `SearchIndexBuilder.build` gives them, the entry last; nil when the update
    ///   does not hold (see above), or a file it needs is missing or not one this builder wrote.
    public static func update(
        previousEntry: [UInt8], previousFile: @Sendable (String) -> [UInt8]?, removed: Set<Int>, added: [Int: SearchDocument],
        count: Int
    ) -> [SearchIndexUpdate.File]? {
        guard let entry = PreviousEntry(previousEntry), let labels = entry.facetLabels(),
            entry.shards.count == ShardKey.shardCount(forDocuments: entry.count),
            entry.shards.count == ShardKey.shardCount(forDocuments: count),
            entry.batches.count == batchCount(entry.count),
            let numbers = DocumentRenumbering(previousCount: entry.count, removed: removed, added: Set(added.keys), count: count),
            let facets = FacetRows(labels: labels, file: entry.facets, read: previousFile)?.updated(numbers, added: added),
            let head = entry.head(count: count, facetLabels: facets.labels),
            let shards = shards(entry.shards, numbers, added: added, read: previousFile),
            let batches = batches(entry, numbers, added: added, read: previousFile)
        else { return nil }
        return SearchIndexUpdate.files(
            shards: shards, batches: batches, facets: .written(facets.file), head: head, previous: entry)
    }

    private static func batchCount(_ documents: Int) -> Int {
        (documents + SearchIndexBuilder.batchSize - 1) / SearchIndexBuilder.batchSize
    }

    /// Every shard read and renumbered, and given the terms of the documents that came, on all cores.
    private static func shards(
        _ names: [String], _ numbers: DocumentRenumbering, added: [Int: SearchDocument], read: @Sendable (String) -> [UInt8]?
    ) -> [SearchIndexUpdate.File]? {
        var additions = [[String: ShardRenumbering.Addition]](repeating: [:], count: names.count)
        for (number, document) in added {
            let terms = Postings.terms(of: document)
            let placed: [(terms: Set<String>, list: WritableKeyPath<Postings.Lists, [Int]>)] = [
                (terms.titles, \.title), (terms.other, \.other),
            ]
            for (terms, list) in placed {
                for term in terms {
                    additions[ShardKey.shard(of: term, count: names.count)][term, default: .init(term: term)].lists[keyPath: list]
                        .insertSorted(number)
                }
            }
        }
        let files = Array(names.indices).concurrentMap { [additions] index -> SearchIndexUpdate.File? in
            guard let bytes = read(names[index]),
                let outcome = ShardRenumbering.renumbered(bytes, numbers, adding: Array(additions[index].values))
            else { return nil }
            switch outcome {
            case .kept: return .kept(names[index])
            case .written(let bytes): return .written(SearchIndexBuilder.named("shard", bytes))
            }
        }
        return files.contains { $0 == nil } ? nil : files.compactMap { $0 }
    }

    /// The card batches: those before the first document that moved kept, the others put together from the previous
    /// batches' cards and the cards of the documents that came.
    private static func batches(
        _ entry: PreviousEntry, _ numbers: DocumentRenumbering, added: [Int: SearchDocument], read: @Sendable (String) -> [UInt8]?
    ) -> [SearchIndexUpdate.File]? {
        let size = SearchIndexBuilder.batchSize
        let (count, previousCount) = (numbers.count, entry.count)
        let firstWritten = numbers.firstMoved / size
        let needed = Set((firstWritten * size..<count).compactMap { numbers.previousNumber(of: $0) }.map { $0 / size })
        let previousCards = Array(needed).concurrentMap { index -> (Int, PreviousCards?) in
            let cards = read(entry.batches[index]).flatMap(PreviousCards.init)
            return (index, cards?.ranges.count == min(size, previousCount - index * size) ? cards : nil)
        }
        let cards = Dictionary(uniqueKeysWithValues: previousCards)
        guard !cards.values.contains(where: { $0 == nil }) else { return nil }
        let files = Array(0..<batchCount(count)).concurrentMap { index -> SearchIndexUpdate.File? in
            let range = index * size..<min(index * size + size, count)
            if index < firstWritten && index < entry.batches.count && range.upperBound == min(range.lowerBound + size, previousCount) {
                return .kept(entry.batches[index])
            }
            var json = CompactJSON()
            var missing = false
            json.array(range) { json, number in
                if let previous = numbers.previousNumber(of: number), let batch = cards[previous / size] ?? nil {
                    json.raw(bytes: batch.card(previous % size))
                } else if let document = added[number] {
                    SearchIndexBuilder.writeCard(of: document, kinds: entry.kinds, into: &json)
                } else {
                    missing = true
                }
            }
            return missing ? nil : .written(SearchIndexBuilder.named("cards", json.bytes))
        }
        return files.contains { $0 == nil } ? nil : files.compactMap { $0 }
    }
}

/// A previous card batch, split into its cards as written.
private struct PreviousCards: Sendable {
    let bytes: [UInt8]
    let ranges: [Range<Int>]

    init?(_ bytes: [UInt8]) {
        var reader = IndexFileReader(bytes: bytes, position: 0)
        guard let ranges = reader.rawElements(), reader.isAtEnd else { return nil }
        (self.bytes, self.ranges) = (bytes, ranges)
    }

    func card(_ index: Int) -> ArraySlice<UInt8> { bytes[ranges[index]] }
}
