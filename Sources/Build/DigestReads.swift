import Model
import Presentation
import Support

/// A page's digest in the making: what its kind notes that the page shows goes into the hash, and the items
/// it shows are kept as its sources, the plan's reverse index (see `PersistedPlan`).
struct DigestReads: PageReads {
    private(set) var hash: ContentHash
    /// The places in `PageDigests.items` of the items the page shows, in the order noted, repeats included:
    /// a set would cost more than the few repeats.
    private(set) var sources: [UInt32] = []
    let items: PageDigests

    init(hash: ContentHash, items: PageDigests) {
        self.hash = hash
        self.items = items
    }

    // The kind and id as well as the files: two items with equal files are still two cards.
    mutating func note(_ movie: Movie) {
        note(movieWithID: movie.id)
    }

    mutating func note(_ book: Book) {
        hash.update(book.id.rawValue)
        add(items.source(of: book.id))
    }

    mutating func note(_ comic: Comic) {
        hash.update(-comic.id.rawValue)
        add(items.source(of: comic.id))
    }

    mutating func note(movieWithID id: Movie.ID) {
        hash.update(id.rawValue)
        add(items.source(of: id))
    }

    mutating func note(_ value: Int) {
        hash.update(value)
    }

    mutating func note(_ value: String) {
        hash.update(value)
    }

    mutating func noteSource(_ entry: CatalogEntry) {
        if let ordinal = items.source(of: entry).ordinal { sources.append(ordinal) }
    }

    private mutating func add(_ source: (digest: ContentHash.Digest, ordinal: UInt32?)) {
        hash.update(source.digest)
        if let ordinal = source.ordinal { sources.append(ordinal) }
    }
}
