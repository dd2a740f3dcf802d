import Foundation
import Support

extension DefaultTheme {
    /// Writes every file of the default theme into `folder` (made when missing), so that a user can
    /// customise it: used as a site's `Templates/`, each file there overrides the built-in one, and a file
    /// deleted from it comes from the built-in theme again.
    ///
    /// A file of the theme already in `folder` is kept, and then nothing at all is written, unless
    /// `replacing` is set: then the theme's files are overwritten. Other files in `folder` are never touched.
    /// - Returns: the paths written, relative to `folder`, sorted.
    public static func export(to folder: String, replacing: Bool = false) throws(BuildFailure) -> [String] {
        let paths = files.keys.sorted()
        func shown(_ path: String) -> String { (folder as NSString).appendingPathComponent(path) }
        if !replacing {
            // Asked without following a link: a dangling link is in the way too.
            let existing = paths.filter { (try? FileManager.default.attributesOfItem(atPath: shown($0))) != nil }
            if !existing.isEmpty {
                throw BuildFailure(
                    existing.map { .error(shown($0), "already exists; nothing was exported (--force replaces the theme's files)") })
            }
        }
        for path in paths {
            let parent = (shown(path) as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw BuildFailure(path: parent, "cannot create folder: \(error.localizedDescription)")
            }
            let code = FileSystem.write(files[path] ?? [], to: shown(path))
            if code != 0 { throw BuildFailure([FileSystem.writeProblem(code, shown(path))]) }
        }
        return paths
    }
}
