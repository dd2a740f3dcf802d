import Support

/// The facets every document is counted under, as numbers into per-facet label lists.
struct FacetTable {
    /// The facets, in the order their values are written per document.
    static let names = ["kind", "decade", "genre", "tag"]
    /// Each facet's labels, sorted.
    let labels: [[String]]
    let bytes: [UInt8]

    /// The labels of the `kind` facet, which cards refer to by number too.
    var kinds: [String] { labels[0] }

    /// Documents worked on at once, on all cores: a 50k catalog's table took 0.18 s on one.
    private static let chunkSize = 2048

    init(_ documents: [SearchDocument]) {
        let chunks = stride(from: 0, to: documents.count, by: Self.chunkSize).map {
            documents[$0..<min($0 + Self.chunkSize, documents.count)]
        }
        let found = chunks.concurrentMap { chunk in Self.names.map { name in Set(chunk.flatMap { $0.facets[name] ?? [] }) } }
        let labels = Self.names.indices.map { facet in found.reduce(into: Set<String>()) { $0.formUnion($1[facet]) }.sorted() }
        let lookups = labels.map { Dictionary(uniqueKeysWithValues: $0.enumerated().map { ($1, $0) }) }
        // [[[kind numbers],[decade numbers],[genre numbers],[tag numbers]],…] per document, in key order.
        let parts = chunks.concurrentMap { chunk in
            var json = CompactJSON()
            for (index, document) in chunk.enumerated() {
                if index > 0 { json.raw(",") }
                Self.writeRow(of: document, into: &json) { lookups[$0][$1] }
            }
            return json.bytes
        }
        var json = CompactJSON()
        json.array(parts) { $0.raw(bytes: $1) }
        self.labels = labels
        bytes = json.bytes
    }

    /// `[[kind numbers],[decade numbers],[genre numbers],[tag numbers]]`: the numbers of `document`'s labels, which
    /// `number` gives by facet (its place in `names`) and label.
    static func writeRow(of document: SearchDocument, into json: inout CompactJSON, number: (Int, String) -> Int?) {
        json.array(Array(names.enumerated())) { json, facet in
            let numbers = (document.facets[facet.element] ?? []).compactMap { number(facet.offset, $0) }.sorted()
            json.array(numbers) { $0.number($1) }
        }
    }

    /// `{"kind":[…],"decade":[…],…}`.
    func writeLabels(into json: inout CompactJSON) {
        Self.writeLabels(into: &json) { json, facet in json.array(labels[facet]) { $0.string($1) } }
    }

    /// `{"kind":[…],"decade":[…],…}`, each facet's list written by `list`, given the facet's place in `names`: an
    /// update writes the labels it kept as the previous entry had them.
    static func writeLabels(into json: inout CompactJSON, _ list: (inout CompactJSON, Int) -> Void) {
        json.raw("{")
        for (index, name) in names.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(name)
            json.raw(":")
            list(&json, index)
        }
        json.raw("}")
    }
}
