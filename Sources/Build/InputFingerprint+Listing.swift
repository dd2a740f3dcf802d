import Foundation
import Model
import Support

/// Listing every input: the folders read, and each file stat'ed relative to its folder.
extension InputFingerprint {
    /// Every input file, in an order that depends on the names alone: first the files outside the content
    /// folder's own folders, sorted by name, then each of those folders (movies, books, comics) in the order
    /// of their names, its files sorted by name; those folders are listed side by side. Named relative to
    /// their folder, so a site checked out elsewhere matches.
    static func listAll(options: BuildOptions, content: String, searchPaths: [String]) -> Listing {
        var listing = Listing(files: [Listed(name: "config:sitegen.toml", path: options.resolve("sitegen.toml"))])
        // Every language's file, not only the configured one's: which that is, only the settings tell.
        list(options.resolve(SiteStrings.folder), prefix: "strings:", into: &listing, throughLink: false)
        for (index, root) in searchPaths.enumerated() {
            list(root, prefix: "\(index):", into: &listing, throughLink: false)
        }
        listing.defersFolders = true
        let contentPrefix = "\(searchPaths.count):"
        list(content, prefix: contentPrefix, into: &listing, throughLink: false)
        listing.sortFilesByName()
        let deferred = listing.deferred.sorted { $0.prefix < $1.prefix }
        let folders = deferred.concurrentMap { [namesAreASCII = listing.namesAreASCII] folder in
            var sublisting = Listing()
            sublisting.namesAreASCII = namesAreASCII
            list(folder.path, prefix: folder.prefix, into: &sublisting, throughLink: folder.isLink, notingSubfolders: true)
            sublisting.sortFilesByName(sharing: folder.prefix.utf8.count)
            return sublisting
        }
        for (folder, sublisting) in zip(deferred, folders) {
            let start = listing.files.count
            listing.files += sublisting.files
            listing.contentFolders.append(
                ContentFolder(
                    name: String(folder.prefix.dropFirst(contentPrefix.count).dropLast()),
                    prefix: folder.prefix, files: start..<listing.files.count,
                    subfolders: sublisting.subfolders))
        }
        return listing
    }

    /// A file found by `list`, with its state when the listing could stat it relative to its folder
    /// (cheaper than by full path).
    struct Listed: Sendable {
        let name: String
        /// The folder the file is in, shared by its files: its path is made only when asked for. Made for every
        /// file, 65,000 at 50k items, it was 3% of a rebuild's instructions (Callgrind).
        private let folder: String
        /// The length in bytes of the file's name in its folder, at the end of `name`.
        private let leafCount: Int
        var path: String { folder + "/" + String(decoding: name.utf8.suffix(leafCount), as: UTF8.self) }
        var state: FileState?
        /// A symbolic link, or in a linked folder.
        var isLink = false
        /// Directly inside a folder whose entries are wanted (see `notingSubfolders`). A flag, not the entry's
        /// own name: one more string made every `Listed` dearer to copy, in every build.
        var isEntry = false

        /// A file whose path is `path`.
        init(name: String, path: String) {
            self.name = name
            (folder, leafCount) = ((path as NSString).deletingLastPathComponent, (path as NSString).lastPathComponent.utf8.count)
        }

        /// The file `leaf` of `folder`, named `prefix` + `leaf`.
        init(leaf: String, in folder: String, prefix: String, isLink: Bool, isEntry: Bool) {
            (name, self.folder, leafCount) = (prefix + leaf, folder, leaf.utf8.count)
            (self.isLink, self.isEntry) = (isLink, isEntry)
        }

        /// The file whose name in `folder` is the UTF-8 `leaf` (repaired where it is not), named `prefix` + that name.
        init(leaf: UnsafeRawBufferPointer, in folder: String, prefix: inout String, isLink: Bool, isEntry: Bool) {
            name = prefix.withUTF8 { start in
                String(unsafeUninitializedCapacity: start.count + leaf.count) { buffer in
                    let end = buffer.initialize(fromContentsOf: start)
                    UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[end...])).copyMemory(from: leaf)
                    return end + leaf.count
                }
            }
            (self.folder, leafCount) = (folder, name.utf8.count - prefix.utf8.count)
            (self.isLink, self.isEntry) = (isLink, isEntry)
        }
    }

    struct Listing: Sendable {
        var files: [Listed] = []
        var linkedFolders = Set<String>()
        /// When set, folders are noted in `deferred` instead of being entered, to be listed in parallel.
        var defersFolders = false
        var deferred: [(path: String, prefix: String, isLink: Bool)] = []
        /// The folders directly inside the folder listed with `notingSubfolders`.
        var subfolders: [FolderListing.Entry] = []
        /// The content folder's own folders, in the order their files are in `files`.
        var contentFolders: [ContentFolder] = []
        /// Whether every name listed is ASCII, whose bytes sort as the names do.
        var namesAreASCII = true

        /// Sorts `files` by name. Names in ASCII are sorted by their bytes, which order them as `String` does: a 50k
        /// rebuild with nothing changed went from 517 to 484 M instructions (Callgrind), the sort 153 to 118 M. They
        /// are sorted by the eight bytes after the prefix they all share, as a number, and by whole names only where
        /// those are alike; the files are then put in that order: the sort went from 118 to 38 M (Callgrind).
        /// - Parameter shared: how many bytes every name begins with that are the same in all.
        mutating func sortFilesByName(sharing shared: Int = 0) {
            guard namesAreASCII else { return files.sort { $0.name < $1.name } }
            let files = self.files
            var order = files.indices.map { (key: Self.leadingBytes(of: files[$0].name, after: shared), place: $0) }
            order.sort { $0.key != $1.key ? $0.key < $1.key : Self.bytesPrecede(files[$0.place].name, files[$1.place].name) }
            self.files = order.map { files[$0.place] }
        }

        /// The eight bytes of `name` after its first `shared`, the first highest, with zeros for any it lacks: numbers
        /// in the order of the bytes, a shorter name before a longer one that it begins.
        private static func leadingBytes(of name: String, after shared: Int) -> UInt64 {
            name.utf8.withContiguousStorageIfAvailable { bytes in
                var key: UInt64 = 0
                for index in shared..<(shared + 8) { key = key << 8 | UInt64(index < bytes.count ? bytes[index] : 0) }
                return key
            } ?? 0
        }

        /// Whether `first`'s UTF-8 bytes come before `second`'s; read in place, so that no name is copied.
        private static func bytesPrecede(_ first: String, _ second: String) -> Bool {
            let precedes = first.utf8.withContiguousStorageIfAvailable { one -> Bool? in
                second.utf8.withContiguousStorageIfAvailable { other -> Bool in
                    let common = min(one.count, other.count)
                    guard common > 0, let left = one.baseAddress, let right = other.baseAddress else { return one.count < other.count }
                    let order = memcmp(left, right, common)
                    return order == 0 ? one.count < other.count : order < 0
                }
            }
            return (precedes ?? nil) ?? (first < second)
        }
    }

    /// Every file below `folder`, recursively, named `prefix` + its relative path, with its size and time.
    /// The directory entries' own types tell folders from files, and each file is stat'ed relative to its
    /// open folder, not by full path (a large catalog has 50,000); symbolic links are followed, and marked.
    /// - Parameter notingSubfolders: whether to note the folders directly inside `folder` in `subfolders`, and
    ///   the name of each file directly inside it.
    private static func list(
        _ folder: String, prefix: String, into listing: inout Listing, throughLink: Bool,
        notingSubfolders: Bool = false
    ) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var prefix = prefix
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            // A plain file's name is made at once from the prefix's bytes and the entry's: its name in the folder alone,
            // made and then appended to the prefix, cost a 50k site's listing 58 M instructions (Callgrind).
            if type == UInt8(DT_REG) {
                var file = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    let bytes = UnsafeRawBufferPointer(rebasing: raw.prefix { $0 != 0 })
                    if listing.namesAreASCII && !bytes.allSatisfy({ $0 < 0x80 }) { listing.namesAreASCII = false }
                    return Listed(leaf: bytes, in: folder, prefix: &prefix, isLink: throughLink, isEntry: notingSubfolders)
                }
                var info = stat()
                let found = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                    raw.baseAddress.map { fstatat(dirfd(directory), $0.assumingMemoryBound(to: CChar.self), &info, 0) == 0 } ?? false
                }
                if found { file.state = FileState(info) }
                listing.files.append(file)
                continue
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.prefix { $0 != 0 }
                if listing.namesAreASCII && !bytes.allSatisfy({ $0 < 0x80 }) { listing.namesAreASCII = false }
                return String(decoding: bytes, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var isLink = throughLink || type == UInt8(DT_LNK)
            var isDirectory = type == UInt8(DT_DIR)
            var info = stat()
            let followed = type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK)
            // Made only for what is stat'ed or entered by it: a plain file is stat'ed relative to its folder.
            let path = followed || isDirectory ? folder + "/" + name : ""
            // Some file systems leave the type unknown: ask without following, or a link would pass for a file.
            if type == UInt8(DT_UNKNOWN) {
                isLink = isLink || (lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
            }
            if followed {
                isDirectory = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isDirectory && notingSubfolders { listing.subfolders.append(FolderListing.Entry(name: name, isLink: isLink)) }
            // A linked folder is entered once: links can form a loop.
            if followed && isDirectory && isLink && !listing.linkedFolders.insert("\(info.st_dev):\(info.st_ino)").inserted { continue }
            if isDirectory && listing.defersFolders {
                listing.deferred.append((path, prefix + name + "/", isLink))
            } else if isDirectory {
                list(path, prefix: prefix + name + "/", into: &listing, throughLink: isLink)
            } else {
                var file = Listed(leaf: name, in: folder, prefix: prefix, isLink: isLink, isEntry: notingSubfolders)
                // By the entry's own name bytes: the name as a String is made again as a C string for every file.
                let found = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                    raw.baseAddress.map { fstatat(dirfd(directory), $0.assumingMemoryBound(to: CChar.self), &info, 0) == 0 } ?? false
                }
                if found { file.state = FileState(info) }
                listing.files.append(file)
            }
        }
    }
}
