/// The previous index's facet rows, one a document, with the labels its entry lists: renumbered for documents
/// that came and went, as long as every facet keeps its labels (the numbers in the rows, and the kinds in the
/// cards, are places among them).
struct FacetRows {
    private let bytes: [UInt8]
    private let rows: [Range<Int>]
    /// Each facet's labels as the entry writes them, JSON string and all, to their numbers.
    private let numbers: [[[UInt8]: Int]]

    /// Nil when the file cannot be read or is not rows of numbers.
    init?(labels: [[ArraySlice<UInt8>]], file: String, read: (String) -> [UInt8]?) {
        guard let bytes = read(file) else { return nil }
        var reader = IndexFileReader(bytes: bytes, position: 0)
        guard let rows = reader.rawElements(), reader.isAtEnd else { return nil }
        (self.bytes, self.rows) = (bytes, rows)
        numbers = labels.map { labels in
            Dictionary(labels.enumerated().map { (Array($1), $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The facets file for the documents that stayed and those that came; nil when a label would come or go.
    func updated(_ renumbering: DocumentRenumbering, added: [Int: SearchDocument]) -> SearchIndexFiles.File? {
        guard rows.count == renumbering.previousCount else { return nil }
        var used = numbers.map { [Bool](repeating: false, count: $0.count) }
        var addedRows: [Int: [UInt8]] = [:]
        for (number, document) in added {
            guard let row = row(of: document, marking: &used) else { return nil }
            addedRows[number] = row
        }
        for (previous, row) in rows.enumerated() where renumbering.stayed(previous) {
            guard mark(row, in: &used) else { return nil }
        }
        guard used.allSatisfy({ $0.allSatisfy { $0 } }) else { return nil }
        var json = CompactJSON()
        var missing = false
        json.array(0..<renumbering.count) { json, number in
            if let previous = renumbering.previousNumber(of: number) {
                json.raw(bytes: bytes[rows[previous]])
            } else if let row = addedRows[number] {
                json.raw(bytes: row)
            } else {
                missing = true
            }
        }
        return missing ? nil : SearchIndexBuilder.named("facets", json.bytes)
    }

    /// `document`'s row, its labels marked used; nil when it has a label the previous index did not.
    private func row(of document: SearchDocument, marking used: inout [[Bool]]) -> [UInt8]? {
        var json = CompactJSON()
        var isKnown = true
        FacetTable.writeRow(of: document, into: &json) { facet, label in
            var written = CompactJSON()
            written.string(label)
            guard let number = numbers[facet][written.bytes] else {
                isKnown = false
                return nil
            }
            used[facet][number] = true
            return number
        }
        return isKnown ? json.bytes : nil
    }

    /// Marks the labels of a previous row used; false when it is not a row of known labels.
    private func mark(_ row: Range<Int>, in used: inout [[Bool]]) -> Bool {
        var reader = IndexFileReader(bytes: bytes, position: row.lowerBound)
        guard reader.take("[") else { return false }
        for facet in used.indices {
            guard facet == 0 || reader.take(","), let labels = reader.numbers() else { return false }
            for label in labels {
                guard label < used[facet].count else { return false }
                used[facet][label] = true
            }
        }
        return reader.take("]") && reader.position == row.upperBound
    }
}
