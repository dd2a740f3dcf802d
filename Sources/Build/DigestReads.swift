import Model
import Presentation
import Support

/// A page's digest in the making: what its kind notes that the page shows goes into the hash.
struct DigestReads: PageReads {
    private(set) var hash: ContentHash
    let items: PageDigests

    init(hash: ContentHash, items: PageDigests) {
        self.hash = hash
        self.items = items
    }

    var hex: String { hash.hex }

    // The kind and id as well as the files: two items with equal files are still two cards.
    mutating func note(_ movie: Movie) {
        note(movieWithID: movie.id)
    }

    mutating func note(_ book: Book) {
        hash.update(book.id.rawValue)
        hash.update(items.digest(of: book.id))
    }

    mutating func note(_ comic: Comic) {
        hash.update(-comic.id.rawValue)
        hash.update(items.digest(of: comic.id))
    }

    mutating func note(movieWithID id: Movie.ID) {
        hash.update(id.rawValue)
        hash.update(items.digest(of: id))
    }

    mutating func note(_ value: Int) {
        hash.update(value)
    }

    mutating func note(_ value: String) {
        hash.update(value)
    }
}
