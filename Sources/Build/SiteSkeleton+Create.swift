import Foundation
import Support

extension SiteSkeleton {
    /// Why `folder` cannot become a new site, or nil when it can: a new site goes into a folder that
    /// does not exist yet, or into an empty one. A link to a folder counts as that folder.
    public static func refusal(for folder: String) -> String? {
        let path = resolved(folder)
        // Asked without following a link: a dangling link is in the way too.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        guard attributes[.type] as? FileAttributeType == .typeDirectory else {
            return "\(folder) already exists and is not a folder; a new site goes into a new or an empty folder"
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return "\(folder) cannot be read"
        }
        guard entries.isEmpty else {
            let shown = entries.sorted().prefix(3).joined(separator: ", ") + (entries.count > 3 ? ", …" : "")
            return "\(folder) is not empty (it holds \(shown)); a new site goes into a new or an empty folder"
        }
        return nil
    }

    /// Writes a new site into `folder`: every file of `files`, by default the skeleton compiled into
    /// sitegen. The folder must not exist yet, or be empty; the folders above it are made when missing.
    ///
    /// All or nothing: the files are written into a hidden folder on the same file system first and
    /// moved into place only when all of them are there. When anything fails, whatever was written
    /// and every folder made on the way is removed, and `folder` is left as it was.
    /// - Returns: the paths written, relative to `folder`, sorted.
    public static func create(at folder: String, files: [String: [UInt8]] = files) throws(BuildFailure) -> [String] {
        if let refusal = refusal(for: folder) { throw BuildFailure(path: folder, refusal) }
        try NewSiteWriter(target: resolved(folder), shownAs: folder).write(files)
        return files.keys.sorted()
    }

    /// `folder` as an absolute path, with the links in it followed.
    private static func resolved(_ folder: String) -> String {
        URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
