/// For each term, the documents (by their number in key order) that have it in a title, and those that
/// have it only elsewhere; both sorted.
struct Postings {
    struct Lists {
        var title: [Int] = []
        var other: [Int] = []
    }

    private(set) var terms: [String: Lists] = [:]

    init(_ documents: [SearchDocument]) {
        for (number, document) in documents.enumerated() {
            let inTitles = Set(document.titles.flatMap(SearchText.terms))
            for term in inTitles { terms[term, default: Lists()].title.append(number) }
            for term in Set(document.text.flatMap(SearchText.terms)) where !inTitles.contains(term) {
                terms[term, default: Lists()].other.append(number)
            }
        }
    }
}
