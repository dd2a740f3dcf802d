import Foundation

/// Every file and folder below an output folder, listed once, so that each link is looked up in memory.
struct OutputFolder: Sendable {
    /// Paths relative to the root: `index.html`, `movies/550/index.html`.
    let files: Set<String>
    /// Paths relative to the root, without a trailing slash: `movies`, `movies/550`.
    let folders: Set<String>

    /// Lists `root`; nil when it is not a folder that can be read.
    init?(root: String) {
        var files = Set<String>()
        var folders = Set<String>()
        guard Self.list(root, relative: "", files: &files, folders: &folders) else { return nil }
        self.files = files
        self.folders = folders
    }

    /// The file a site path (decoded, relative to the root: `movies/550/`, `assets/a.css`, "") is answered
    /// with by a static web server: a folder's `index.html`, also for a folder named without its slash
    /// (which servers redirect); nil when there is none.
    func file(for path: String) -> String? {
        if path.isEmpty || path.hasSuffix("/") {
            let index = path + "index.html"
            return files.contains(index) ? index : nil
        }
        if files.contains(path) { return path }
        if folders.contains(path), files.contains(path + "/index.html") { return path + "/index.html" }
        return nil
    }

    /// Adds the entries of `folder` (and below) to the sets; false when it cannot be opened.
    private static func list(_ folder: String, relative: String, files: inout Set<String>, folders: inout Set<String>) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let full = folder + "/" + name
            let path = relative.isEmpty ? name : relative + "/" + name
            var type = entry.pointee.d_type
            if type != UInt8(DT_DIR) && type != UInt8(DT_REG) { type = kind(of: full) }
            if type == UInt8(DT_DIR) {
                folders.insert(path)
                _ = list(full, relative: path, files: &files, folders: &folders)
            } else if type == UInt8(DT_REG) {
                files.insert(path)
            } else if type == UInt8(DT_LNK) {
                // What a link leads to counts, but a linked folder is not entered, so a link cannot make the walk go round.
                var info = stat()
                guard stat(full, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR { folders.insert(path) } else { files.insert(path) }
            }
        }
        return true
    }

    /// `DT_DIR`, `DT_REG` or `DT_LNK` for the entry at `path`, from `lstat`, for a file system whose
    /// directory entries do not say; `DT_UNKNOWN` for anything else.
    private static func kind(of path: String) -> UInt8 {
        var info = stat()
        guard lstat(path, &info) == 0 else { return UInt8(DT_UNKNOWN) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFREG: return UInt8(DT_REG)
        case S_IFLNK: return UInt8(DT_LNK)
        default: return UInt8(DT_UNKNOWN)
        }
    }
}
