import Support

/// Turns search documents into the index files the search page reads:
/// - one entry file naming the others, with the facet labels;
/// - shards of terms by their first two characters, each term with the documents that have it in a title
///   and those that have it elsewhere;
/// - the result cards in batches of consecutive documents;
/// - each document's facet values, for counts and for browsing without a query.
public enum SearchIndexBuilder {
    /// Cards a batch file holds.
    public static let batchSize = 16

    public static func build(_ documents: [SearchDocument]) -> SearchIndexFiles {
        let sorted = documents.sorted { $0.key < $1.key }
        let shardCount = ShardKey.shardCount(forDocuments: sorted.count)
        var terms = [[(key: String, value: Postings.Lists)]](repeating: [], count: shardCount)
        for term in Postings(sorted).terms { terms[ShardKey.shard(of: term.key, count: shardCount)].append(term) }
        // Shards and batches are written and hashed on all cores: each is independent of the others.
        let shards = terms.concurrentMap { named("shard", shardBytes($0)) }
        let facets = FacetTable(sorted)
        let kinds = facets.kinds
        let batches = Array(stride(from: 0, to: sorted.count, by: batchSize)).concurrentMap { start in
            named("cards", cardBytes(sorted[start..<min(start + batchSize, sorted.count)], kinds: kinds))
        }
        let facetFile = named("facets", facets.bytes)
        let entry = entryBytes(
            count: sorted.count, shards: shards.map(\.name), batches: batches.map(\.name), facets: facetFile.name, table: facets)
        // Shards with the same terms (empty ones, in a small catalog) are one file that the entry names twice.
        var seen = Set<String>()
        let files = (shards + batches + [facetFile]).filter { seen.insert($0.name).inserted }
        return SearchIndexFiles(files: files + [named("search", entry)])
    }

    static func named(_ prefix: String, _ bytes: [UInt8]) -> SearchIndexFiles.File {
        SearchIndexFiles.File(name: "\(prefix)-\(ContentHash.of(bytes).prefix(16)).json", bytes: bytes)
    }

    /// `{"term":[[title documents],[other documents]],…}` in term order, lists as differences.
    static func shardBytes(_ terms: [(key: String, value: Postings.Lists)]) -> [UInt8] {
        var json = CompactJSON()
        json.raw("{")
        for (index, term) in terms.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { json.raw(",") }
            writeTerm(term.key, term.value, into: &json)
        }
        json.raw("}")
        return json.bytes
    }

    /// `"term":[[title documents],[other documents]]`: one term of a shard.
    static func writeTerm(_ term: String, _ lists: Postings.Lists, into json: inout CompactJSON) {
        json.string(term)
        json.raw(":[")
        json.deltas(lists.title)
        json.raw(",")
        json.deltas(lists.other)
        json.raw("]")
    }

    /// `[[title,kind,year,url,thumbnail],…]`, the kind as its place in the entry's list of kinds.
    static func cardBytes(_ documents: ArraySlice<SearchDocument>, kinds: [String]) -> [UInt8] {
        var json = CompactJSON()
        json.array(documents) { json, document in writeCard(of: document, kinds: kinds, into: &json) }
        return json.bytes
    }

    /// `[title,kind,year,url,thumbnail]`: one card of a batch.
    static func writeCard(of document: SearchDocument, kinds: [String], into json: inout CompactJSON) {
        let card = document.card
        json.raw("[")
        json.string(card.title)
        json.raw(",")
        json.number(kinds.firstIndex(of: card.kind) ?? 0)
        json.raw(",")
        json.optionalString(card.year)
        json.raw(",")
        json.string(card.url)
        json.raw(",")
        json.optionalString(card.thumbnail)
        json.raw("]")
    }

    private static func entryBytes(count: Int, shards: [String], batches: [String], facets: String, table: FacetTable) -> [UInt8] {
        var json = CompactJSON()
        json.raw("{\"version\":1,\"count\":")
        json.number(count)
        json.raw(",\"batch\":")
        json.number(batchSize)
        json.raw(",\"prefix\":")
        json.number(ShardKey.prefixLength)
        json.raw(",\"kinds\":")
        json.array(table.kinds) { $0.string($1) }
        json.raw(",\"facets\":")
        table.writeLabels(into: &json)
        appendFiles(shards: shards, batches: batches, facets: facets, to: &json)
        return json.bytes
    }

    /// Where the entry's list of files begins: everything before it depends on the documents' facets alone.
    static let filesMember = Array(",\"files\":{\"shards\":".utf8)

    /// The entry's end: `,"files":{"shards":[…],"cards":[…],"facets":"…"}}`.
    static func appendFiles(shards: [String], batches: [String], facets: String, to json: inout CompactJSON) {
        json.raw(",\"files\":{\"shards\":")
        json.array(shards) { $0.string($1) }
        json.raw(",\"cards\":")
        json.array(batches) { $0.string($1) }
        json.raw(",\"facets\":")
        json.string(facets)
        json.raw("}}")
    }
}
