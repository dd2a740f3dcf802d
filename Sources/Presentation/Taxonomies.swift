import Foundation
public import Model
import Support

/// Every taxonomy's terms, computed once per build.
public struct Taxonomies: Sendable {
    private let terms: [Taxonomy: [Term]]
    /// Where each person's page goes: the Router's part of the people taxonomy.
    public let personAddresses: PersonAddresses
    /// Each taxonomy's terms as positions in the newest-first order, for the next build (see `CatalogOrderings`).
    let lists: [Taxonomy: CatalogOrderings.TermList]

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
        let ((people, addresses), others) = inParallel(
            { Self.peopleTerms(entries) }, { [Self.authorTerms(entries)] + Self.otherTerms(entries) })
        var lists: [Taxonomy: CatalogOrderings.TermList] = [:]
        for (taxonomy, list) in [people] + others { lists[taxonomy] = list }
        self.init(newestFirst: entries, lists: lists, personAddresses: addresses)
    }

    /// The terms of `lists`, which a build made of the same entries in the same order (see `CatalogOrderings`).
    init(newestFirst entries: [CatalogEntry], lists: [Taxonomy: CatalogOrderings.TermList], personSegments: [String: String]) {
        self.init(newestFirst: entries, lists: lists, personAddresses: PersonAddresses(segments: personSegments))
    }

    private init(newestFirst entries: [CatalogEntry], lists: [Taxonomy: CatalogOrderings.TermList], personAddresses: PersonAddresses) {
        var terms: [Taxonomy: [Term]] = [:]
        for (taxonomy, list) in lists {
            terms[taxonomy] = list.names.indices.map {
                Term(taxonomy: taxonomy, name: list.names[$0], entries: list.entries(of: $0, from: entries))
            }
        }
        (self.terms, self.lists, self.personAddresses) = (terms, lists, personAddresses)
    }

    private typealias Terms = (taxonomy: Taxonomy, list: CatalogOrderings.TermList)

    /// People: each movie's directors and top-billed cast, by name.
    private static func peopleTerms(_ entries: [CatalogEntry]) -> (Terms, PersonAddresses) {
        var people = TermGroups(.people)
        for (position, entry) in entries.enumerated() {
            guard case .movie(let movie) = entry else { continue }
            for name in movie.directors { people.add(name, position: position) }
            for name in movie.topBilledNames { people.add(name, position: position) }
        }
        return ((.people, people.alphabetical()), people.addresses())
    }

    /// Authors: books only.
    private static func authorTerms(_ entries: [CatalogEntry]) -> Terms {
        var authors = TermGroups(.authors)
        for (position, entry) in entries.enumerated() {
            guard case .book(let book) = entry else { continue }
            for author in book.authors { authors.add(author, position: position) }
        }
        return (.authors, authors.alphabetical())
    }

    /// Genres, categories, tags and years.
    private static func otherTerms(_ entries: [CatalogEntry]) -> [Terms] {
        var genres = TermGroups(.genres)
        var categories = TermGroups(.categories)
        var tags = TermGroups(.tags)
        var years: [Int: [UInt32]] = [:]
        // One pass, reading each item's names in place rather than collecting them per taxonomy.
        for (position, entry) in entries.enumerated() {
            switch entry {
            case .movie(let movie):
                for genre in movie.genres { genres.add(genre.name, position: position) }
            case .book(let book):
                for category in book.categories { categories.add(category, position: position) }
            case .comic:
                break
            }
            if let year = entry.date?.year { years[year, default: []].append(UInt32(position)) }
            for tag in entry.notes?.tags ?? [] { tags.add(tag, position: position) }
        }
        var result = [genres, categories, tags].map { groups -> Terms in (groups.taxonomy, groups.alphabetical()) }
        // A year's name is its text ("2008", "800", "750 BC"), and its address made from that ("750-bc");
        // ordered by number, which is the order of time, BC years included.
        let newestYears = years.keys.sorted(by: >)
        let names = newestYears.map(DateText.year)
        var members: [UInt32] = []
        var ends: [UInt32] = []
        for year in newestYears {
            members += years[year] ?? []
            ends.append(UInt32(members.count))
        }
        result.append(
            (.years, .init(names: names, identities: names.map(Taxonomy.years.key(for:)), members: members, ends: ends)))
        return result
    }

    /// The names `entry` is in `taxonomy`'s terms by, as grouping every entry reads them (`peopleTerms`, `authorTerms`,
    /// `otherTerms`): for a term list brought up to date one entry at a time (see `TermListUpdate`).
    static func names(of entry: CatalogEntry, in taxonomy: Taxonomy) -> [String] {
        switch (taxonomy, entry) {
        case (.people, .movie(let movie)): movie.directors + movie.topBilledNames
        case (.authors, .book(let book)): book.authors
        case (.genres, .movie(let movie)): movie.genres.map(\.name)
        case (.categories, .book(let book)): book.categories
        case (.tags, _): entry.notes?.tags ?? []
        case (.years, _): entry.date.map { [DateText.year($0.year)] } ?? []
        default: []
        }
    }

    /// The taxonomy's terms: years newest first, the others alphabetically (people by their whole name as
    /// credited, not by surname, which no API field gives and no rule finds in every culture's names).
    public func terms(_ taxonomy: Taxonomy) -> [Term] {
        terms[taxonomy] ?? []
    }

    /// The term `name` belongs to, under any of its spellings (for people, exactly that name). Found by looking
    /// through the taxonomy's terms: no page is made by looking a term up by its name, and a dictionary of every
    /// term by its identity, made in every build for this alone, was 32 M instructions of a 50k edit (Callgrind).
    public func term(_ taxonomy: Taxonomy, named name: String) -> Term? {
        guard let list = lists[taxonomy] else { return nil }
        let identity = taxonomy.identity(of: name)
        return list.identities.firstIndex(of: identity).flatMap { terms[taxonomy]?[$0] }
    }
}
