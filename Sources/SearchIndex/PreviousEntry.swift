/// What an update needs of the previous entry file: its count, kinds and files, and its bytes up to the
/// list of files, which an update keeps as they are (with the count written again when it changed).
struct PreviousEntry {
    let head: [UInt8]
    let count: Int
    /// Where the count's digits are in `head`.
    let countDigits: Range<Int>
    let kinds: [String]
    let shards: [String]
    let batches: [String]
    let facets: String

    init?(_ bytes: [UInt8]) {
        let member = SearchIndexBuilder.filesMember
        guard let start = bytes.firstRange(of: member)?.lowerBound, let kindsAt = bytes.firstRange(of: Array(",\"kinds\":".utf8)),
            let countAt = bytes.firstRange(of: Array("{\"version\":1,\"count\":".utf8)), countAt.lowerBound == 0
        else { return nil }
        var reader = IndexFileReader(bytes: bytes, position: countAt.upperBound)
        guard let count = reader.number() else { return nil }
        countDigits = countAt.upperBound..<reader.position
        reader.position = kindsAt.upperBound
        guard let kinds = reader.strings() else { return nil }
        reader.position = start + member.count
        guard let shards = reader.strings(), reader.take(",\"cards\":"), let batches = reader.strings(),
            reader.take(",\"facets\":"), let facets = reader.string(), reader.take("}}"), reader.isAtEnd
        else { return nil }
        (head, self.count, self.kinds, self.shards, self.batches, self.facets) = (
            Array(bytes[..<start]), count, kinds, shards, batches, facets
        )
    }

    /// Each facet's labels (in `FacetTable.names` order) as the entry writes them, escapes and quotes included;
    /// nil when the entry does not list them in that order.
    func facetLabels() -> [[ArraySlice<UInt8>]]? {
        guard let labelsAt = head.firstRange(of: Array(",\"facets\":{".utf8)) else { return nil }
        var reader = IndexFileReader(bytes: head, position: labelsAt.upperBound)
        var labels: [[ArraySlice<UInt8>]] = []
        for (index, name) in FacetTable.names.enumerated() {
            guard index == 0 || reader.take(","), reader.string() == name, reader.take(":"), let elements = reader.rawElements()
            else { return nil }
            labels.append(elements.map { head[$0] })
        }
        return reader.take("}") && reader.isAtEnd ? labels : nil
    }

    /// The head with `count` in place of the previous count.
    func head(count: Int) -> [UInt8] {
        Array(head[..<countDigits.lowerBound]) + Array(String(count).utf8) + head[countDigits.upperBound...]
    }

    /// The head with `count` in place of the previous count, and `facetLabels` (each written as a JSON string, in
    /// `FacetTable.names` order) in place of the previous labels; nil when the head does not end with its labels.
    func head(count: Int, facetLabels: [[[UInt8]]]) -> [UInt8]? {
        let head = head(count: count)
        guard let labelsAt = head.firstRange(of: Array(",\"facets\":".utf8)), facetLabels.count == FacetTable.names.count else {
            return nil
        }
        var json = CompactJSON()
        json.raw(bytes: head[..<labelsAt.upperBound])
        FacetTable.writeLabels(into: &json) { json, facet in json.array(facetLabels[facet]) { $0.raw(bytes: $1) } }
        return json.bytes
    }
}
