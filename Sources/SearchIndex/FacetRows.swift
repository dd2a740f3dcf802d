/// The previous index's facet rows, one a document, with the labels its entry lists: renumbered for documents
/// that came and went. A label that comes or goes (a new genre, decade or tag; the last document with one gone)
/// renumbers the labels after it in every row. The kinds keep their labels: the cards refer to them by number too.
struct FacetRows {
    private let bytes: [UInt8]
    /// Each facet's labels as the entry writes them, JSON string and all, by number.
    private let labels: [[[UInt8]]]

    /// Nil when the file cannot be read.
    init?(labels: [[ArraySlice<UInt8>]], file: String, read: (String) -> [UInt8]?) {
        guard let bytes = read(file) else { return nil }
        self.bytes = bytes
        self.labels = labels.map { $0.map(Array.init) }
    }

    /// The facets file for the documents that stayed and those that came, and each facet's labels as the entry is to
    /// write them; nil when the kinds' labels would change, or a previous row is not one of known labels.
    func updated(
        _ renumbering: DocumentRenumbering, added: [Int: SearchDocument]
    ) -> (file: SearchIndexFiles.File, labels: [[[UInt8]]])? {
        var used = labels.map { [Bool](repeating: false, count: $0.count) }
        guard let rows = rows(markingUsed: &used, stayed: renumbering.stayed), rows.count == renumbering.previousCount else {
            return nil
        }
        guard let relabeling = Relabeling(labels: labels, used: used, added: added.values), relabeling.keepsKinds else { return nil }
        var json = CompactJSON()
        var missing = false
        json.array(0..<renumbering.count) { json, number in
            if let previous = renumbering.previousNumber(of: number) {
                if relabeling.isIdentity {
                    json.raw(bytes: bytes[rows[previous]])
                } else {
                    missing = !rewrite(rows[previous], relabeling, into: &json) || missing
                }
            } else if let document = added[number] {
                FacetTable.writeRow(of: document, into: &json) { relabeling.number(of: $1, in: $0) }
            } else {
                missing = true
            }
        }
        return missing ? nil : (SearchIndexBuilder.named("facets", json.bytes), relabeling.labels)
    }

    /// A previous row written again with its labels' new numbers; false when it is not a row of known labels.
    private func rewrite(_ row: Range<Int>, _ relabeling: Relabeling, into json: inout CompactJSON) -> Bool {
        var reader = IndexFileReader(bytes: bytes, position: row.lowerBound)
        guard reader.take("[") else { return false }
        var facets: [[Int]] = []
        for facet in labels.indices {
            guard facet == 0 || reader.take(","), let numbers = reader.numbers() else { return false }
            facets.append(numbers.map { relabeling.renumbered($0, in: facet) })
        }
        guard reader.take("]"), reader.position == row.upperBound, !facets.joined().contains(-1) else { return false }
        json.array(facets) { json, numbers in json.array(numbers) { $0.number($1) } }
        return true
    }

    /// Where each row is, with the labels of the rows of documents that `stayed` marked used; nil when the file is
    /// not rows of known labels. One loop over the bytes: split into rows by `IndexFileReader` and each row of a
    /// document that stayed read again to mark its labels, the 50k rows of a one-movie add took 305 M instructions
    /// (Callgrind).
    private func rows(markingUsed used: inout [[Bool]], stayed: (Int) -> Bool) -> [Range<Int>]? {
        bytes.withUnsafeBufferPointer { bytes in
            var at = 0
            func take(_ byte: UInt8) -> Bool {
                guard at < bytes.count, bytes[at] == byte else { return false }
                at += 1
                return true
            }
            var rows: [Range<Int>] = []
            guard take(UInt8(ascii: "[")) else { return nil }
            if take(UInt8(ascii: "]")) { return at == bytes.count ? rows : nil }
            repeat {
                let (start, marks) = (at, stayed(rows.count))
                guard take(UInt8(ascii: "[")) else { return nil }
                for facet in used.indices {
                    guard facet == 0 || take(UInt8(ascii: ",")), take(UInt8(ascii: "[")) else { return nil }
                    guard !take(UInt8(ascii: "]")) else { continue }
                    repeat {
                        guard let label = IndexFileReader.number(in: bytes, at: &at), !marks || label < used[facet].count else {
                            return nil
                        }
                        if marks { used[facet][label] = true }
                    } while take(UInt8(ascii: ","))
                    guard take(UInt8(ascii: "]")) else { return nil }
                }
                guard take(UInt8(ascii: "]")) else { return nil }
                rows.append(start..<at)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) && at == bytes.count ? rows : nil
        }
    }
}

/// Each facet's labels once documents came and went: those the documents that stayed still have, and those the
/// documents that came bring, in the order `FacetTable` sorts them; with each previous number's new one.
private struct Relabeling {
    /// Each facet's labels as the entry writes them: a kept one's bytes as they were, a new one written here.
    let labels: [[[UInt8]]]
    /// By facet, each previous number's new number; -1 for a label no document has any more.
    private let renumbering: [[Int]]
    /// By facet, each label's new number.
    private let numbers: [[String: Int]]
    /// Whether every label kept its number.
    let isIdentity: Bool
    /// Whether the kinds kept their labels.
    let keepsKinds: Bool

    /// Nil when a previous label is not a string as `CompactJSON` writes them.
    init?(labels previous: [[[UInt8]]], used: [[Bool]], added: some Collection<SearchDocument>) {
        var (labels, renumbering, numbers) = ([[[UInt8]]](), [[Int]](), [[String: Int]]())
        var (isIdentity, keepsKinds) = (true, true)
        for (facet, name) in FacetTable.names.enumerated() {
            var texts: [String: [UInt8]] = [:]
            for (number, written) in previous[facet].enumerated() where used[facet][number] {
                var reader = IndexFileReader(bytes: written, position: 0)
                guard let text = reader.text() else { return nil }
                texts[text] = written
            }
            for document in added {
                for label in document.facets[name] ?? [] where texts[label] == nil {
                    var json = CompactJSON()
                    json.string(label)
                    texts[label] = json.bytes
                }
            }
            let sorted = texts.keys.sorted()
            let number = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
            let map = previous[facet].indices.map { old -> Int in
                guard used[facet][old] else { return -1 }
                var reader = IndexFileReader(bytes: previous[facet][old], position: 0)
                return reader.text().flatMap { number[$0] } ?? -1
            }
            labels.append(sorted.map { texts[$0] ?? [] })
            renumbering.append(map)
            numbers.append(number)
            let same = sorted.count == previous[facet].count && map.enumerated().allSatisfy { $0.offset == $0.element }
            isIdentity = isIdentity && same
            if facet == 0 { keepsKinds = same }
        }
        (self.labels, self.renumbering, self.numbers, self.isIdentity, self.keepsKinds) = (
            labels, renumbering, numbers, isIdentity, keepsKinds
        )
    }

    func renumbered(_ number: Int, in facet: Int) -> Int {
        number >= 0 && number < renumbering[facet].count ? renumbering[facet][number] : -1
    }

    func number(of label: String, in facet: Int) -> Int? {
        numbers[facet][label]
    }
}
