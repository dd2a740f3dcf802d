import Foundation

/// The entries of one content folder, sorted by name. The build's scan of its inputs lists every folder
/// once and hands each its listing, with the hash of every file's bytes, so that loading a folder neither
/// lists it again nor looks its files' hashes up by path.
public struct FolderListing: Sendable, Equatable {
    /// A file or folder directly inside the folder.
    public struct Entry: Sendable, Equatable {
        public let name: String
        /// The hash of the file's bytes as the scan read them; nil for a folder, for a file the scan could
        /// not read, and in a listing made without a scan.
        public let hash: String?
        /// A symbolic link, or an entry of a linked folder: where it leads is checked each time it is read,
        /// so nothing decoded from it is kept between builds.
        public let isLink: Bool

        public init(name: String, hash: String? = nil, isLink: Bool = false) {
            self.name = name
            self.hash = hash
            self.isLink = isLink
        }
    }

    /// By name, as `String` orders them.
    public let entries: [Entry]

    /// A listing of `entries`, which are sorted here if they are not already.
    public init(_ entries: [Entry]) {
        // An already sorted array (what the scan hands on) costs one comparison per entry to check.
        self.entries = entries.sorted { $0.name < $1.name }
    }

    /// The folder at `path` listed on its own, names only; nil when it cannot be listed (missing, not a
    /// folder, not readable). For a load that no scan went before: tests, and tools reading one folder.
    public static func read(_ path: String) -> FolderListing? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        return FolderListing(names.map { Entry(name: $0) })
    }
}
