import Support

/// An index brought up to date for documents whose text or card changed, from the files of the index built
/// before, without the other documents: the bytes `SearchIndexBuilder.build` would give for all of them.
///
/// It holds only while every document keeps its key, its place and its facets (a change of text or images,
/// not of what orders or groups items), which the caller knows. The previous shards are read back to find
/// where a changed document was; only the shards that gain or lose it, the card batches that hold it and
/// the entry are written again.
public enum SearchIndexUpdate {
    /// A file of the updated index.
    public enum File: Sendable, Equatable {
        /// A file the previous index has, with these bytes already.
        case kept(String)
        /// A file to write.
        case written(SearchIndexFiles.File)

        public var name: String {
            switch self {
            case .kept(let name): name
            case .written(let file): file.name
            }
        }
    }

    /// - Parameters:
    ///   - previousEntry: the entry file of the index to update.
    ///   - previousFile: a file of that index by name, as it was written; nil when it cannot be read.
    ///   - count: how many documents the index has, as before.
    ///   - changed: the changed documents, by their number in key order.
    ///   - previousDocuments: the changed documents as the previous index holds them, when known: then only the
    ///     shards of their terms and of the new ones are read, instead of every shard to find where they were.
    ///   - batch: the documents of a card batch by its number (`SearchIndexBuilder.batchSize` from its start),
    ///     asked for the batches that hold a changed document.
    /// - Returns: the files in the order `SearchIndexBuilder.build` gives them, the entry last; nil when the
    ///   previous index is not one of `count` documents that this builder wrote, a file of it that is needed
    ///   is missing, or a previous document has a term the index does not list it under.
    public static func update(
        previousEntry: [UInt8], previousFile: (String) -> [UInt8]?, count: Int, changed: [Int: SearchDocument],
        previousDocuments: [Int: SearchDocument]? = nil, batch: (Int) -> [SearchDocument]
    ) -> [File]? {
        guard let entry = PreviousEntry(previousEntry), entry.count == count,
            entry.shards.count == ShardKey.shardCount(forDocuments: count),
            entry.batches.count == (count + SearchIndexBuilder.batchSize - 1) / SearchIndexBuilder.batchSize
        else { return nil }
        var shards = Shards(names: entry.shards)
        if let previousDocuments, previousDocuments.keys.sorted() == changed.keys.sorted() {
            // Only the terms a document lost or gained: after an edit of a few words, the lists of its other terms
            // would be the same once it was taken out and put back, and their shards (125 of 299 for a movie at
            // 50k items) are then neither read nor written again.
            for (number, document) in changed {
                guard let previous = previousDocuments[number] else { return nil }
                let (before, now) = (Postings.terms(of: previous), Postings.terms(of: document))
                let lost = (titles: before.titles.subtracting(now.titles), other: before.other.subtracting(now.other))
                let gained = (titles: now.titles.subtracting(before.titles), other: now.other.subtracting(before.other))
                guard shards.remove(number, lost, read: previousFile), shards.add(number, gained, read: previousFile) else {
                    return nil
                }
            }
        } else {
            guard shards.remove(Set(changed.keys), read: previousFile) else { return nil }
            for (number, document) in changed {
                guard shards.add(number, Postings.terms(of: document), read: previousFile) else { return nil }
            }
        }
        let shardFiles = shards.files()
        var batchFiles = entry.batches.map(File.kept)
        for index in Set(changed.keys.map { $0 / SearchIndexBuilder.batchSize }) {
            batchFiles[index] = .written(
                SearchIndexBuilder.named("cards", SearchIndexBuilder.cardBytes(batch(index)[...], kinds: entry.kinds)))
        }
        return files(shards: shardFiles, batches: batchFiles, facets: .kept(entry.facets), head: entry.head, previous: entry)
    }

    /// The updated index's files in the order `SearchIndexBuilder.build` gives them, each once, with its new entry
    /// (`head` and the list of files) last.
    static func files(shards: [File], batches: [File], facets: File, head: [UInt8], previous entry: PreviousEntry) -> [File] {
        var files = CompactJSON()
        SearchIndexBuilder.appendFiles(shards: shards.map(\.name), batches: batches.map(\.name), facets: facets.name, to: &files)
        let newEntry = SearchIndexBuilder.named("search", head + files.bytes)
        let previousNames = Set(entry.shards + entry.batches + [entry.facets])
        var seen = Set<String>()
        let unique = (shards + batches + [facets]).filter { seen.insert($0.name).inserted }
        // A rewritten file whose bytes the previous index already had under its name is kept.
        return unique.map { previousNames.contains($0.name) ? .kept($0.name) : $0 } + [.written(newEntry)]
    }
}

/// The previous index's shards, each read once and only when a change reaches it, and changed where a changed
/// document is gained or lost.
private struct Shards {
    let names: [String]
    /// Each shard's terms, by place; nil for a shard left as it was.
    private var changed: [[String: Postings.Lists]?]
    /// The shards read so far, by name: shards with the same bytes share a name.
    private var parsed: [String: [(key: String, value: Postings.Lists)]] = [:]

    init(names: [String]) {
        (self.names, changed) = (names, Array(repeating: nil, count: names.count))
    }

    /// The terms of the shard at `index`, as changed so far; nil when its file cannot be read.
    private mutating func lists(at index: Int, read: (String) -> [UInt8]?) -> [String: Postings.Lists]? {
        if let lists = changed[index] { return lists }
        guard let terms = terms(named: names[index], read: read) else { return nil }
        return Dictionary(terms, uniquingKeysWith: { first, _ in first })
    }

    private mutating func terms(named name: String, read: (String) -> [UInt8]?) -> [(key: String, value: Postings.Lists)]? {
        if let terms = parsed[name] { return terms }
        guard let bytes = read(name), let terms = IndexFileReader.shard(bytes) else { return nil }
        parsed[name] = terms
        return terms
    }

    /// Takes `numbers` out of every list that has them, reading every shard; false when one cannot be read.
    mutating func remove(_ numbers: Set<Int>, read: (String) -> [UInt8]?) -> Bool {
        for (index, name) in names.enumerated() {
            guard let terms = terms(named: name, read: read) else { return false }
            guard changed[index] != nil || terms.contains(where: { $0.value.contains(any: numbers) }),
                var lists = lists(at: index, read: read)
            else { continue }
            for (term, list) in lists where list.contains(any: numbers) {
                let kept = Postings.Lists(
                    title: list.title.filter { !numbers.contains($0) }, other: list.other.filter { !numbers.contains($0) })
                lists[term] = kept.isEmpty ? nil : kept
            }
            changed[index] = lists
        }
        return true
    }

    /// Takes document `number` out of the lists of `terms`, its terms in the previous index, reading only their
    /// shards; false when a shard cannot be read or a list lacks the document, which would mean the terms are
    /// not those the index was built with.
    mutating func remove(_ number: Int, _ terms: (titles: Set<String>, other: Set<String>), read: (String) -> [UInt8]?) -> Bool {
        Self.placed(terms).allSatisfy { term, inTitle in
            changeList(of: term, read: read) { list in
                let place = inTitle ? list.title.sortedPlace(of: number) : list.other.sortedPlace(of: number)
                guard place.found else { return false }
                if inTitle { list.title.remove(at: place.index) } else { list.other.remove(at: place.index) }
                return true
            }
        }
    }

    /// Puts document `number` into the lists of its terms; false when a shard cannot be read.
    mutating func add(_ number: Int, _ terms: (titles: Set<String>, other: Set<String>), read: (String) -> [UInt8]?) -> Bool {
        Self.placed(terms).allSatisfy { term, inTitle in
            changeList(of: term, read: read) { list in
                if inTitle { list.title.insertSorted(number) } else { list.other.insertSorted(number) }
                return true
            }
        }
    }

    /// Changes the lists of `term` in its shard with `change`, a term left with no document dropped; false when
    /// the shard cannot be read or `change` finds nothing to change.
    private mutating func changeList(
        of term: String, read: (String) -> [UInt8]?, _ change: (inout Postings.Lists) -> Bool
    ) -> Bool {
        let index = ShardKey.shard(of: term, count: names.count)
        guard var lists = lists(at: index, read: read) else { return false }
        var list = lists[term] ?? Postings.Lists()
        guard change(&list) else { return false }
        lists[term] = list.isEmpty ? nil : list
        changed[index] = lists
        return true
    }

    /// Each term of a document, and whether it is in a title (the list it goes in).
    private static func placed(_ terms: (titles: Set<String>, other: Set<String>)) -> [(term: String, inTitle: Bool)] {
        terms.titles.map { ($0, true) } + terms.other.map { ($0, false) }
    }

    /// Each shard's file: written again when it changed.
    func files() -> [SearchIndexUpdate.File] {
        names.indices.map { index in
            guard let lists = changed[index] else { return .kept(names[index]) }
            return .written(SearchIndexBuilder.named("shard", SearchIndexBuilder.shardBytes(lists.map { ($0.key, $0.value) })))
        }
    }
}

extension Postings.Lists {
    /// Whether no document has the term any more.
    fileprivate var isEmpty: Bool { title.isEmpty && other.isEmpty }

    /// Whether either list has one of `numbers`: a few numbers, each looked for by halving the sorted lists.
    fileprivate func contains(any numbers: Set<Int>) -> Bool {
        numbers.contains { title.sortedPlace(of: $0).found || other.sortedPlace(of: $0).found }
    }
}

extension [Int] {
    /// Inserts `value` where it keeps the array sorted, unless it is there already.
    mutating func insertSorted(_ value: Int) {
        let place = sortedPlace(of: value)
        if !place.found { insert(value, at: place.index) }
    }
}
