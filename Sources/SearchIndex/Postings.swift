import Support

/// For each term, the documents (by their number in key order) that have it in a title, and those that
/// have it only elsewhere; both sorted.
struct Postings {
    struct Lists {
        var title: [Int] = []
        var other: [Int] = []
    }

    private(set) var terms: [String: Lists] = [:]

    init(_ documents: [SearchDocument]) {
        // Each document's terms on all cores; then one pass in document order keeps every list sorted.
        let split = documents.concurrentMap(Self.terms)
        for (number, document) in split.enumerated() {
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
