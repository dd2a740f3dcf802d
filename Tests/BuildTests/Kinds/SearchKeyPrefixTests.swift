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
        // Each item beside the prefix the key order makes from its id.
        let made =
            items.movies.map { (CatalogEntry.movie($0), SearchKeyPrefix.of($0.id)) }
            + items.books.map { (CatalogEntry.book($0), SearchKeyPrefix.of($0.id)) }
            + items.comics.map { (CatalogEntry.comic($0), SearchKeyPrefix.of($0.id)) }
        for (entry, prefix) in made {
            let key = SearchPresentationModel.key(of: entry)
            #expect(prefix == SearchKeyPrefix(key), "\(key)")
            #expect(SearchKeyPrefix(key).count == key.utf8.count)
            #expect(SearchKeyPrefix(key).isWhole == (key.utf8.count <= 16))
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
