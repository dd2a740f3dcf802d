import Foundation
import Model

/// The movie catalog's ordering, computed once per build.
public struct MovieCatalog: Sendable {
    public let repository: any MovieRepository
    /// Newest release first, undated last; ties by title, then id.
    public let byRelease: [Movie]

    public init(repository: any MovieRepository) {
        self.repository = repository
        byRelease = CatalogEntry.sortedNewestFirst(repository.movies.map(CatalogEntry.movie), by: \.date).compactMap {
            if case .movie(let movie) = $0 { return movie }
            return nil
        }
    }
}

extension String {
    /// A locale-independent, deterministic ordering for people: case and accents are ignored
    /// first ("Épouvante" sorts among the e's), then the exact text breaks ties.
    func sortsBefore(_ other: String) -> Bool {
        let a = sortKey, b = other.sortKey
        return a != b ? a < b : self < other
    }

    /// Case and accents folded away, for ordering; ASCII text skips Foundation's folding.
    var sortKey: String {
        utf8.allSatisfy({ $0 < 0x80 }) ? lowercased() : folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
