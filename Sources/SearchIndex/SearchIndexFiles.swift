/// The index as files: each named after a hash of its bytes, so that browsers can keep it forever and an
/// edit rewrites only the files whose bytes changed.
public struct SearchIndexFiles: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        /// A name inside the index folder, like `shard-3f9a0c1d2e4b5a69.json`.
        public let name: String
        public let bytes: [UInt8]
    }

    /// Every file, the entry last.
    public let files: [File]

    /// The file the search page loads first: it names all the others.
    public var entry: File { files[files.count - 1] }
}
