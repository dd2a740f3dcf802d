public import Model
import Synchronization

/// The casts of the movies this build restored from the item cache, left in the mapped file until a
/// page asks for one. A cast is most of a restored movie's strings, and a rebuild renders the pages of
/// only the few movies that changed: making every cast's strings cost a one-edit rebuild at 50k items
/// about 0.2 G instructions (callgrind), for pages that were never rendered.
public final class StoredCasts: Sendable {
    private let readers: Mutex<[Movie.ID: BinaryReader]>

    /// - Parameter capacity: how many casts may be kept: the cache's records, so the table never grows.
    init(capacity: Int) {
        readers = Mutex([Movie.ID: BinaryReader](minimumCapacity: capacity))
    }

    func keep(_ reader: BinaryReader, for id: Movie.ID) {
        readers.withLock { $0[id] = reader }
    }

    /// The cast of the restored movie `id`; nil for a movie this build decoded from its files.
    public func cast(of id: Movie.ID) -> [Movie.CastMember]? {
        guard var reader = readers.withLock({ $0[id] }) else { return nil }
        // The bytes were checked when the movie was restored, and the mapped file is never written in
        // place: this cannot fail, and if it ever did, a page without its cast beats a crash.
        return (try? Movie.decodeCast(&reader)) ?? []
    }
}
