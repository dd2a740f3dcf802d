import Model

extension InputFingerprint {
    /// One of the content folder's own folders (`movies`, `pages`…), as the listing found it.
    struct ContentFolder: Sendable {
        /// Its name in the content folder: `movies`.
        let name: String
        /// What the names of its files start with in the listing: `3:movies/`.
        let prefix: String
        /// Where its files are in the listing: sorted by name, those of its subfolders among them.
        let files: Range<Int>
        /// The folders directly inside it.
        let subfolders: [FolderListing.Entry]
    }

    /// Each of the content folder's own folders as its loader needs it: the files directly inside it, each
    /// with the hash just taken of its bytes, and its subfolders. Made from the listing the fingerprint
    /// hashes, so that no folder is listed twice.
    /// - Parameter hash: the hash of the file at an index of `listing.files`; nil when it could not be read.
    static func contentListing(_ listing: Listing, hash: (Int) -> String?) -> ContentListing {
        var folders: [String: FolderListing] = [:]
        for folder in listing.contentFolders {
            let prefixLength = folder.prefix.utf8.count
            var entries = folder.subfolders
            entries.reserveCapacity(entries.count + folder.files.count)
            for index in folder.files {
                // A file in a subfolder (`movies/extra/1.json`) is not an entry of the folder.
                let file = listing.files[index]
                guard file.isEntry else { continue }
                // From the bytes after the prefix: through a substring, the names of a 50k site took 30 M instructions.
                var full = file.name
                let name = full.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0.dropFirst(prefixLength)), as: UTF8.self) }
                entries.append(FolderListing.Entry(name: name, hash: hash(index), isLink: file.isLink))
            }
            // Already in order unless there are subfolders: the files are sorted by name, and share the prefix.
            folders[folder.name] = FolderListing(entries)
        }
        return ContentListing(folders: folders)
    }
}
