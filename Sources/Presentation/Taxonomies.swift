import Foundation
public import Model
import Support

/// Every taxonomy's terms, computed once per build.
public struct Taxonomies: Sendable {
    private let terms: [Taxonomy: [Term]]
    private let positions: [Taxonomy: [String: Int]]
    /// Where each person's page goes: the Router's part of the people taxonomy.
    public let personAddresses: PersonAddresses

    public init(movies: [Movie], books: [Book], comics: [Comic]) {
        self.init(
            newestFirst: CatalogEntry.sortedNewestFirst(
                movies.map(CatalogEntry.movie) + books.map(CatalogEntry.book)
                    + comics.map(CatalogEntry.comic), by: \.date))
    }

    /// From every entry already ordered by `date` (as `sortedNewestFirst` does): grouping keeps this
    /// order, so every term's entries come out newest first.
    init(newestFirst entries: [CatalogEntry]) {
        // People are most of the names (up to 13 a movie, mostly distinct, each made into an address):
        // they take one core, every other taxonomy the other.
        let ((people, addresses), (authors, others)) = inParallel(
            { Self.peopleTerms(entries) }, { (Self.authorTerms(entries), Self.otherTerms(entries)) })
        var terms: [Taxonomy: [Term]] = [:]
        var positions: [Taxonomy: [String: Int]] = [:]
        for (taxonomy, list, listPositions) in [people, authors] + others {
            terms[taxonomy] = list
            positions[taxonomy] = listPositions
        }
        self.terms = terms
        self.positions = positions
        personAddresses = addresses
    }

    private typealias Terms = (taxonomy: Taxonomy, terms: [Term], positions: [String: Int])

    /// People: each movie's directors and top-billed cast, by name.
    private static func peopleTerms(_ entries: [CatalogEntry]) -> (Terms, PersonAddresses) {
        var people = TermGroups(.people)
        for (position, entry) in entries.enumerated() {
            guard case .movie(let movie) = entry else { continue }
            for name in movie.directors { people.add(name, entry: entry, position: position) }
            for name in movie.topBilledNames { people.add(name, entry: entry, position: position) }
        }
        let (terms, positions) = people.alphabetical()
        return ((.people, terms, positions), people.addresses())
    }

    /// Authors: books only.
    private static func authorTerms(_ entries: [CatalogEntry]) -> Terms {
        var authors = TermGroups(.authors)
        for (position, entry) in entries.enumerated() {
            guard case .book(let book) = entry else { continue }
            for author in book.authors { authors.add(author, entry: entry, position: position) }
        }
        let (terms, positions) = authors.alphabetical()
        return (.authors, terms, positions)
    }

    /// Genres, categories, tags and years.
    private static func otherTerms(_ entries: [CatalogEntry]) -> [Terms] {
        var genres = TermGroups(.genres)
        var categories = TermGroups(.categories)
        var tags = TermGroups(.tags)
        var years: [Int: [CatalogEntry]] = [:]
        // One pass, reading each item's names in place rather than collecting them per taxonomy.
        for (position, entry) in entries.enumerated() {
            switch entry {
            case .movie(let movie):
                for genre in movie.genres { genres.add(genre.name, entry: entry, position: position) }
            case .book(let book):
                for category in book.categories { categories.add(category, entry: entry, position: position) }
            case .comic:
                break
            }
            if let year = entry.date?.year { years[year, default: []].append(entry) }
            for tag in entry.notes?.tags ?? [] { tags.add(tag, entry: entry, position: position) }
        }
        var result = [genres, categories, tags].map { groups -> Terms in
            let (terms, positions) = groups.alphabetical()
            return (groups.taxonomy, terms, positions)
        }
        // A year's name is its text ("2008", "800", "750 BC"), and its address made from that ("750-bc");
        // ordered by number, which is the order of time, BC years included.
        let newestYears = years.keys.sorted(by: >)
        let names = newestYears.map(DateText.year)
        result.append(
            (
                .years, zip(newestYears, names).map { Term(taxonomy: .years, name: $1, entries: years[$0] ?? []) },
                Dictionary(uniqueKeysWithValues: names.enumerated().map { (Taxonomy.years.key(for: $1), $0) })
            ))
        return result
    }

    /// The taxonomy's terms: years newest first, the others alphabetically (people by their whole name as
    /// credited, not by surname, which no API field gives and no rule finds in every culture's names).
    public func terms(_ taxonomy: Taxonomy) -> [Term] {
        terms[taxonomy] ?? []
    }

    /// The term `name` belongs to, under any of its spellings (for people, exactly that name).
    public func term(_ taxonomy: Taxonomy, named name: String) -> Term? {
        positions[taxonomy]?[taxonomy.identity(of: name)].flatMap { terms[taxonomy]?[$0] }
    }
}
