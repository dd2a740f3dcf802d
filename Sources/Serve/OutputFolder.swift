import Foundation

/// The built site on disk, as the server sees it: what a decoded path inside the site is. A folder asked
/// for without its slash is redirected to it, as a static host does, so that the page's relative links
/// resolve against the folder. Whatever the path, the file found must lie inside the folder once every
/// symbolic link is resolved.
struct OutputFolder: Sendable {
    /// The output folder's path.
    let root: String

    enum Lookup: Equatable {
        /// A regular file inside the output folder, by its full path.
        case file(String)
        /// A folder asked for without its trailing slash: the path with it, relative to the base path.
        case folderWithoutSlash
        case notFound
    }

    func lookup(_ segments: [String], trailingSlash: Bool) -> Lookup {
        let path = segments.reduce(root) { ($0 as NSString).appendingPathComponent($1) }
        switch kind(of: path) {
        case .folder where !trailingSlash:
            return .folderWithoutSlash
        case .folder:
            let index = (path as NSString).appendingPathComponent("index.html")
            return kind(of: index) == .file && isInside(index) ? .file(index) : .notFound
        case .file where !trailingSlash:
            return isInside(path) ? .file(path) : .notFound
        default:
            return .notFound
        }
    }

    private enum Kind { case file, folder, other }

    private func kind(of path: String) -> Kind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .other }
        return isDirectory.boolValue ? .folder : .file
    }

    /// Whether a build writes `path`: the output folder, what is in it, and the helper files and folders
    /// beside it (`.public.sitegen.lock`, `.public.sitegen.stamps`, `.public.sitegen-staging-…`). A watcher
    /// that sees them (an output folder inside the content folder) must not take them for edits, or every
    /// build would start the next.
    func isWrittenByBuild(_ path: String) -> Bool {
        let folder = URL(fileURLWithPath: root)
        if path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/") { return true }
        let parent = folder.deletingLastPathComponent().path
        return path.hasPrefix((parent.hasSuffix("/") ? parent : parent + "/") + ".\(folder.lastPathComponent).sitegen")
    }

    /// Whether `path`, with every symbolic link resolved, is below the output folder (resolved too).
    func isInside(_ path: String) -> Bool {
        guard let folder = Self.resolved(root), let file = Self.resolved(path) else { return false }
        return file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
