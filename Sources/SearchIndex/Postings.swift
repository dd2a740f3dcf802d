import Support

/// For each term, the documents (by their number in key order) that have it in a title, and those that
/// have it only elsewhere; both sorted.
struct Postings {
    struct Lists {
        var title: [Int] = []
        var other: [Int] = []
    }

    private(set) var terms: [String: Lists] = [:]

    /// Documents whose sets of terms are made at once: each set is a few kilobytes, so all of them would be
    /// the largest thing a full build holds (126 of 503 MB at 50k items, heaptrack), and a chunk keeps all cores busy.
    static let chunkSize = 2048

    init(_ documents: [SearchDocument]) {
        // Each chunk's terms on all cores; then one pass in document order keeps every list sorted.
        for start in stride(from: 0, to: documents.count, by: Self.chunkSize) {
            let chunk = documents[start..<min(start + Self.chunkSize, documents.count)]
            for (number, document) in zip(chunk.indices, Array(chunk).concurrentMap(Self.terms)) {
                for term in document.titles { terms[term, default: Lists()].title.append(number) }
                for term in document.other { terms[term, default: Lists()].other.append(number) }
            }
        }
    }

    /// The terms of `document`'s titles, and those only elsewhere in it.
    static func terms(of document: SearchDocument) -> (titles: Set<String>, other: Set<String>) {
        let inTitles = Set(document.titles.flatMap(SearchText.terms))
        return (inTitles, Set(document.text.flatMap(SearchText.terms)).subtracting(inTitles))
    }
}
