/// The facets every document is counted under, as numbers into per-facet label lists.
struct FacetTable {
    /// The facets, in the order their values are written per document.
    static let names = ["kind", "decade", "genre", "tag"]
    /// Each facet's labels, sorted.
    let labels: [[String]]
    let bytes: [UInt8]

    /// The labels of the `kind` facet, which cards refer to by number too.
    var kinds: [String] { labels[0] }

    init(_ documents: [SearchDocument]) {
        let labels = Self.names.map { name in Set(documents.flatMap { $0.facets[name] ?? [] }).sorted() }
        let lookups = labels.map { Dictionary(uniqueKeysWithValues: $0.enumerated().map { ($1, $0) }) }
        var json = CompactJSON()
        // [[[kind numbers],[decade numbers],[genre numbers],[tag numbers]],…] per document, in key order.
        json.array(documents) { json, document in
            json.array(Array(Self.names.enumerated())) { json, facet in
                let numbers = (document.facets[facet.element] ?? []).compactMap { lookups[facet.offset][$0] }.sorted()
                json.array(numbers) { $0.number($1) }
            }
        }
        self.labels = labels
        bytes = json.bytes
    }

    /// `{"kind":[…],"decade":[…],…}`.
    func writeLabels(into json: inout CompactJSON) {
        json.raw("{")
        for (index, name) in Self.names.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(name)
            json.raw(":")
            json.array(labels[index]) { $0.string($1) }
        }
        json.raw("}")
    }
}
