import Model

/// The statistics' top lists, from the taxonomies' terms: the most frequent genres, directors, actors,
/// authors, categories and tags, each with how many items it has and the address of its page. Ties keep
/// the terms' alphabetical order.
struct TopTerms {
    typealias List = CatalogStatistics.TopList

    let taxonomies: Taxonomies
    /// Every movie, for its directors.
    let movies: [Movie]
    let router: Router

    /// Every list that has an entry, in `List.Kind` order.
    func lists() -> [List] {
        let (directors, actors) = people()
        let lists = [
            List(kind: .genres, entries: top(.genres)), List(kind: .directors, entries: directors),
            List(kind: .actors, entries: actors), List(kind: .authors, entries: top(.authors)),
            List(kind: .categories, entries: top(.categories)), List(kind: .tags, entries: top(.tags)),
        ]
        return lists.filter { !$0.entries.isEmpty }
    }

    /// The terms of `taxonomy` with the most items.
    private func top(_ taxonomy: Taxonomy) -> [List.Entry] {
        var best = Best()
        for (index, term) in taxonomies.terms(taxonomy).enumerated() { best.offer(term.entries.count, index) }
        return best.indices.map { entry(taxonomies.terms(taxonomy)[$0.index], count: $0.count) }
    }

    /// Directors and actors apart, from the people's terms (which hold both) and the movies' directors: a person
    /// directed the movies the directors count, and acted in the rest of their term's movies but those they
    /// directed without acting. One pass over the movies' directors, none over each person's movies: at 50,000
    /// items a person has five movies on average, and reading each one's names cost more than the page's
    /// other statistics together.
    private func people() -> (directors: [List.Entry], actors: [List.Entry]) {
        // Sized for a director a movie: grown as they came, the tables were rehashed 30 times in a 50k add, 17.6 M of
        // this count's 125 M instructions (Callgrind, 2026-12-07).
        var directed = [String: Int](minimumCapacity: movies.count)
        var directedOnly = [String: Int](minimumCapacity: movies.count)
        for movie in movies {
            let directors = movie.directors
            // A movie counts once for a name its directors give twice.
            for (index, name) in directors.enumerated() where !directors[..<index].contains(name) {
                directed[name, default: 0] += 1
                if !movie.topBilledNames.contains(name) { directedOnly[name, default: 0] += 1 }
            }
        }
        let terms = taxonomies.terms(.people)
        var (directors, actors) = (Best(), Best())
        for (index, term) in terms.enumerated() {
            let movies = term.entries.count
            guard directors.admits(movies) || actors.admits(movies) else { continue }
            directors.offer(directed[term.name] ?? 0, index)
            actors.offer(movies - (directedOnly[term.name] ?? 0), index)
        }
        return (
            directors.indices.map { entry(terms[$0.index], count: $0.count) },
            actors.indices.map { entry(terms[$0.index], count: $0.count) }
        )
    }

    private func entry(_ term: Term, count: Int) -> List.Entry {
        List.Entry(name: term.name, url: router.url(.term(term.taxonomy, name: term.name, page: 1)), count: count)
    }

    /// The `List.limit` largest counts offered, largest first; an equal count does not displace an earlier one.
    private struct Best {
        private(set) var indices: [(count: Int, index: Int)] = []

        /// Whether a count of `count` could get in.
        func admits(_ count: Int) -> Bool {
            count > 0 && (indices.count < List.limit || count > (indices.last?.count ?? 0))
        }

        mutating func offer(_ count: Int, _ index: Int) {
            guard admits(count) else { return }
            let position = indices.firstIndex { $0.count < count } ?? indices.count
            indices.insert((count, index), at: position)
            if indices.count > List.limit { indices.removeLast() }
        }
    }
}
