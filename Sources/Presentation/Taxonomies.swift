import Foundation
import Model

/// Every taxonomy's terms, computed once per build.
public struct Taxonomies: Sendable {
    private let terms: [Taxonomy: [Term]]
    private let positions: [Taxonomy: [String: Int]]

    public init(movies: [Movie], books: [Book], comics: [Comic]) {
        // Sorted once: grouping keeps this order, so every term's entries come out newest first.
        let all = CatalogEntry.sortedNewestFirst(movies.map(CatalogEntry.movie) + books.map(CatalogEntry.book)
            + comics.map(CatalogEntry.comic), by: \.date)
        let movieEntries = all.filter { if case .movie = $0 { return true } else { return false } }
        let bookEntries = all.filter { if case .book = $0 { return true } else { return false } }
        var terms: [Taxonomy: [Term]] = [:]
        terms[.genres] = Self.group(.genres, movieEntries) { entry in
            if case .movie(let m) = entry { return m.genres.map(\.name) }
            return []
        }
        terms[.authors] = Self.group(.authors, bookEntries) { entry in
            if case .book(let b) = entry { return b.authors }
            return []
        }
        terms[.categories] = Self.group(.categories, bookEntries) { entry in
            if case .book(let b) = entry { return b.categories }
            return []
        }
        terms[.years] = Self.group(.years, all) { entry in entry.date.map { [String($0.year)] } ?? [] }
        terms[.tags] = Self.group(.tags, all) { entry in entry.notes?.tags ?? [] }
        var positions: [Taxonomy: [String: Int]] = [:]
        for (taxonomy, list) in terms {
            positions[taxonomy] = Dictionary(list.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { a, _ in a })
        }
        self.terms = terms
        self.positions = positions
    }

    /// The taxonomy's terms: years newest first, the others alphabetically.
    public func terms(_ taxonomy: Taxonomy) -> [Term] {
        terms[taxonomy] ?? []
    }

    /// The term `name` belongs to, under any of its spellings.
    public func term(_ taxonomy: Taxonomy, named name: String) -> Term? {
        positions[taxonomy]?[taxonomy.key(for: name)].flatMap { terms[taxonomy]?[$0] }
    }

    /// Groups by address, so names that differ only in case, accents or punctuation are one term.
    private static func group(_ taxonomy: Taxonomy, _ entries: [CatalogEntry], names: (CatalogEntry) -> [String]) -> [Term] {
        var groups: [String: (names: Set<String>, entries: [CatalogEntry])] = [:]
        // Few distinct names recur on many items (a genre on thousands of movies): make each key once.
        var keys: [String: String] = [:]
        for entry in entries {
            var seen = Set<String>()
            for name in names(entry) {
                let key = keys[name] ?? taxonomy.key(for: name)
                keys[name] = key
                groups[key, default: ([], [])].names.insert(name)
                if seen.insert(key).inserted { groups[key]?.entries.append(entry) }
            }
        }
        let list = groups.values.map { group in
            Term(taxonomy: taxonomy, name: group.names.min() ?? "", entries: group.entries)
        }
        if taxonomy == .years { return list.sorted { (Int($0.name) ?? 0) > (Int($1.name) ?? 0) } }
        // Keys made once per term, not once per comparison: a catalog can have ten thousand authors.
        let keyed = list.map { (key: $0.name.sortKey, term: $0) }
        return keyed.sorted { $0.key != $1.key ? $0.key < $1.key : $0.term.name < $1.term.name }.map(\.term)
    }
}
