import Support

/// The place of each file of a previous plan by a 64-bit digest of its path's bytes, read where the plan has them:
/// for a rebuild that asks for a path not at the place it expected (a page that came, a list that moved). Keyed by
/// the paths as strings, the table made a string of each of a 50k site's 144,000 paths and hashed it, 91 M
/// instructions of an add, on one core (Callgrind). A digest is only a candidate: its path is compared before its
/// place is given.
struct FilePlaces: Sendable {
    /// By digest, the place of the one file whose path has it.
    private var places: [UInt64: Int] = [:]
    /// By digest, the places of files whose paths share it: almost never any.
    private var shared: [UInt64: [Int]] = [:]
    private let digest: @Sendable (UnsafeBufferPointer<UInt8>) -> UInt64

    /// - Parameter digest: a path's digest from its bytes; another than the default only for a test of paths that
    ///   share one.
    init(_ manifest: AlignedManifest, digest: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> UInt64 = Self.digest) {
        self.digest = digest
        places.reserveCapacity(manifest.files.count)
        for place in manifest.files.indices {
            let digest = manifest.plan.withPathBytes(ofFileAt: place, digest)
            if let first = places.updateValue(place, forKey: digest) {
                shared[digest, default: [first]].append(place)
            }
        }
    }

    /// The place of the file at `path` in `manifest`, the one the table was made from; nil when it has none.
    func place(of path: String, in manifest: AlignedManifest) -> Int? {
        let digest = path.withUTF8Bytes(digest)
        let candidates = shared[digest] ?? places[digest].map { [$0] } ?? []
        return candidates.first { manifest.hasPath(path, at: $0) }
    }

    static func digest(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        ContentHash.digest(of: UnsafeRawBufferPointer(bytes)).low
    }
}
