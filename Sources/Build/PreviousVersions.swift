import ItemCache
import Model
import Presentation
import Support

/// What the items a rebuild found changed were at the previous build, restored from the previous build's
/// records in the decoded-item cache: a kind that updates its previous pages (the search index) can then undo
/// exactly what each item put there, instead of searching all its pages for it.
///
/// A record is used only when it is of the files the previous plan says the item was made from: the digest of
/// its JSON and notes hashes, with the item's image as it is now, must be the item's digest in the previous plan.
/// An item whose image changed too, or a cache that missed a build, gives no previous version, and the kind
/// falls back to searching.
struct PreviousVersions: Sendable {
    let cache: DecodedItemCache
    /// The previous plan's items, in `PageDigests.items` order, with the digest of their files.
    let items: [(key: String, digest: ContentHash.Digest)]

    /// The previous version of `entry`, which is item `ordinal` of the previous plan; nil when it is not known.
    func entry(_ entry: CatalogEntry, at ordinal: UInt32) -> CatalogEntry? {
        guard Int(ordinal) < items.count else { return nil }
        let (key, digest) = items[Int(ordinal)]
        guard let sources = cache.previousSources(at: key) else { return nil }
        let previous: CatalogEntry?
        let image: String?
        switch entry {
        case .movie(let movie): (previous, image) = (cache.previousMovie(at: key).map(CatalogEntry.movie), movie.localPoster)
        case .book(let book): (previous, image) = (cache.previousBook(at: key).map(CatalogEntry.book), book.localCover)
        case .comic(let comic): (previous, image) = (cache.previousComic(at: key).map(CatalogEntry.comic), comic.localImage)
        }
        let recorded = ItemFilesDigest.of(jsonHash: sources.jsonHash, notesHash: sources.notesHash, image: image)
        return recorded == digest ? previous : nil
    }

    /// Item `place` of the previous plan, which this build no longer has, as the previous build's record holds it;
    /// nil without one. It is not checked against the plan's digest: what went is told by its kind and id alone.
    func removedEntry(at place: Int) -> CatalogEntry? {
        guard place < items.count else { return nil }
        // Keyed by the folder of the item's kind, as `PageDigests` keys them.
        let key = items[place].key
        switch key.prefix(while: { $0 != "/" }) {
        case "movies": return cache.previousMovie(at: key).map(CatalogEntry.movie)
        case "books": return cache.previousBook(at: key).map(CatalogEntry.book)
        case "comics": return cache.previousComic(at: key).map(CatalogEntry.comic)
        default: return nil
        }
    }
}
