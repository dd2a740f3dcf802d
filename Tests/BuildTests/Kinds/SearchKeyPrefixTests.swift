import Model
import Presentation
import Testing

@testable import Build

/// A key's prefix made from its item's id is the prefix of the key itself, and two prefixes order their keys as
/// strings wherever they can tell.
@Suite struct SearchKeyPrefixTests {
    @Test func theIdsPrefixIsTheKeysPrefix() throws {
        let keys = SearchKeyOrderTests.randomKeys(500) + ["movie/\(Int.min)", "movie/\(Int.max)", "movie/0", "comic/-7", "book/a"]
        let items = try SearchKeyOrderTests.Items(keys)
        let entries = items.movies.map(CatalogEntry.movie) + items.books.map(CatalogEntry.book) + items.comics.map(CatalogEntry.comic)
        for entry in entries {
            let key = SearchPresentationModel.key(of: entry)
            #expect(Self.prefix(of: entry) == SearchKeyPrefix(key), "\(key)")
            #expect(SearchKeyPrefix(key).count == key.utf8.count)
            #expect(SearchKeyPrefix(key).isWhole == (key.utf8.count <= 16))
        }
    }

    /// The prefix of `entry`'s key, made from its id as the key order makes it.
    private static func prefix(of entry: CatalogEntry) -> SearchKeyPrefix {
        switch entry {
        case .movie(let movie): .of(movie.id)
        case .book(let book): .of(book.id)
        case .comic(let comic): .of(comic.id)
        }
    }

    @Test func prefixesOrderKeysAsStringsOrSayTheyCannot() {
        let keys = SearchKeyOrderTests.randomKeys(200) + ["book/aaaaaaaaaaa", "book/aaaaaaaaaaaa", "book/aaaaaaaaaaaB", "movie/1"]
        for key in keys {
            for other in keys {
                let order = SearchKeyPrefix(key).order(against: SearchKeyPrefix(other))
                let whole = SearchKeyPrefix.KeyOrder(key, other)
                let alike = key.utf8.prefix(16).elementsEqual(other.utf8.prefix(16))
                #expect(order == whole || (order == nil && alike && max(key.utf8.count, other.utf8.count) > 16), "\(key) \(other)")
            }
        }
    }
}
