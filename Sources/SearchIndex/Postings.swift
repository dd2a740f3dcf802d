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
        // Each chunk's terms on all cores; then one pass in document order keeps every list sorted. That pass adds a
        // chunk's terms while the next chunk's are found: one after the other, it left a core idle for about 0.4 s of
        // a 50k full build (`perf`).
        let starts = Array(stride(from: 0, to: documents.count, by: Self.chunkSize))
        let found = { @Sendable (start: Int) in
            Array(documents[start..<min(start + Self.chunkSize, documents.count)]).concurrentMap(Self.terms)
        }
        var chunk = starts.first.map(found) ?? []
        for (start, next) in zip(starts, starts.dropFirst().map(Optional.some) + [nil]) {
            (_, chunk) = inParallel({ add(chunk, from: start) }, { next.map(found) ?? [] })
        }
    }

    /// Adds the terms of the documents numbered from `first`, in their order.
    private mutating func add(_ chunk: [(titles: Set<String>, other: Set<String>)], from first: Int) {
        for (number, document) in zip(first..., chunk) {
            for term in document.titles { terms[term, default: Lists()].title.append(number) }
            for term in document.other { terms[term, default: Lists()].other.append(number) }
        }
    }

    /// The terms of `document`'s titles, and those only elsewhere in it.
    static func terms(of document: SearchDocument) -> (titles: Set<String>, other: Set<String>) {
        let inTitles = Set(document.titles.flatMap(SearchText.terms))
        return (inTitles, Set(document.text.flatMap(SearchText.terms)).subtracting(inTitles))
    }
}
