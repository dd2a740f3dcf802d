import Model
import Presentation
import Support

/// Every item with its search document's key, and what the keys' order tells of them: a document's number is its
/// key's place in that order, and a card batch holds the documents of consecutive numbers. After a change of text or
/// images only the changed documents' numbers and batches are asked for, which one pass over the keys answers: sorting
/// all 50,000 keys to find them took 0.17 G instructions of a 50k one-movie edit (Callgrind), a fifth of its plan.
/// Keys are compared by their prefixes (see `SearchKeyPrefix`), and made whole only where those are alike.
struct SearchKeyOrder {
    /// The items: the movies, then the books, then the comics. A place is an index into them.
    private let movies: [Movie]
    private let books: [Book]
    private let comics: [Comic]
    /// The prefix of each place's key.
    private let prefixes: [SearchKeyPrefix]
    /// The places in key order; nil when unsorted.
    private var sorted: [Int]? = nil

    /// The items in key order, for an index many of whose numbers are asked for; nil when two have one key.
    init?(sorting movies: [Movie], _ books: [Book], _ comics: [Comic]) {
        self.init(movies, books, comics, sorted: true)
        guard let sorted, zip(sorted, sorted.dropFirst()).allSatisfy({ order(of: $0, against: $1) != .same }) else { return nil }
    }

    /// The items as they are, for an index of which a few numbers are asked for.
    init(unsorted movies: [Movie], _ books: [Book], _ comics: [Comic]) {
        self.init(movies, books, comics, sorted: false)
    }

    private init(_ movies: [Movie], _ books: [Book], _ comics: [Comic], sorted: Bool) {
        (self.movies, self.books, self.comics) = (movies, books, comics)
        var prefixes: [SearchKeyPrefix] = []
        prefixes.reserveCapacity(movies.count + books.count + comics.count)
        for movie in movies { prefixes.append(.of(movie.id)) }
        for book in books { prefixes.append(.of(book.id)) }
        for comic in comics { prefixes.append(.of(comic.id)) }
        self.prefixes = prefixes
        guard sorted else { return }
        // The prefixes sorted beside their places: sorting the places, each comparison read both prefixes through the
        // order and took 127 M instructions of a 50k add, more than the keys' strings sorted (Callgrind).
        var keyed = prefixes.indices.map { (prefix: prefixes[$0], place: $0) }
        keyed.sort { ($0.prefix.order(against: $1.prefix) ?? .init(key($0.place), key($1.place))) == .before }
        self.sorted = keyed.map(\.place)
    }

    var count: Int { prefixes.count }

    /// How many keys come before `key`.
    func count(below key: String) -> Int {
        let probe = Probe(key)
        if let sorted { return sorted.partitioningIndex { order(of: $0, against: probe) != .before } }
        return prefixes.indices.reduce(0) { order(of: $1, against: probe) == .before ? $0 + 1 : $0 }
    }

    /// The number of the document of `key`; nil when no item, or more than one, has it.
    func number(_ key: String) -> Int? {
        let probe = Probe(key)
        if let sorted {
            let number = sorted.partitioningIndex { order(of: $0, against: probe) != .before }
            return number < sorted.count && order(of: sorted[number], against: probe) == .same ? number : nil
        }
        var (below, matches) = (0, 0)
        for place in prefixes.indices {
            switch order(of: place, against: probe) {
            case .before: below += 1
            case .same: matches += 1
            case .after: break
            }
        }
        return matches == 1 ? below : nil
    }

    /// The items of card batch `index` (`size` numbers from its start), in key order. `pivot` is a document the batch
    /// holds, with its number: the others are the keys nearest it on each side.
    func batch(_ index: Int, size: Int, holding pivot: (key: String, number: Int)) -> [CatalogEntry] {
        let start = index * size
        let end = min(start + size, count)
        if let sorted { return sorted[start..<end].map(item) }
        let probe = Probe(pivot.key)
        let below = nearest(pivot.number - start, to: probe, below: true)
        let above = nearest(end - pivot.number - 1, to: probe, below: false)
        return (below + prefixes.indices.filter { order(of: $0, against: probe) == .same } + above).map(item)
    }

    /// The places of the `count` keys nearest `probe` below it (or above it), in key order.
    private func nearest(_ count: Int, to probe: Probe, below: Bool) -> [Int] {
        guard count > 0 else { return [] }
        let side: SearchKeyPrefix.KeyOrder = below ? .before : .after
        var nearest: [Int] = []
        nearest.reserveCapacity(count + 1)
        for place in prefixes.indices where order(of: place, against: probe) == side {
            if nearest.count == count {
                // Farther than the farthest kept: most keys stop here, after one comparison.
                guard order(of: place, against: nearest[below ? 0 : count - 1]) == (below ? .after : .before) else { continue }
                nearest.remove(at: below ? 0 : count - 1)
            }
            nearest.insert(place, at: nearest.partitioningIndex { order(of: $0, against: place) != .before })
        }
        return nearest
    }

    /// A key asked about, with its prefix.
    private struct Probe {
        let key: String
        let prefix: SearchKeyPrefix
        init(_ key: String) { (self.key, prefix) = (key, SearchKeyPrefix(key)) }
    }

    private func order(of place: Int, against probe: Probe) -> SearchKeyPrefix.KeyOrder {
        prefixes[place].order(against: probe.prefix) ?? .init(key(place), probe.key)
    }

    private func order(of place: Int, against other: Int) -> SearchKeyPrefix.KeyOrder {
        prefixes[place].order(against: prefixes[other]) ?? .init(key(place), key(other))
    }

    private func key(_ place: Int) -> String { SearchPresentationModel.key(of: item(place)) }

    private func item(_ place: Int) -> CatalogEntry {
        if place < movies.count { return .movie(movies[place]) }
        if place < movies.count + books.count { return .book(books[place - movies.count]) }
        return .comic(comics[place - movies.count - books.count])
    }
}
