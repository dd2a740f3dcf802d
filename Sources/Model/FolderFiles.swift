import Foundation
import Support

/// The files of one content folder, read with exactly the checks of `ContentFile.read` (readable,
/// inside the roots once symlinks are resolved, a regular file, not too large) but with the folder
/// and the roots resolved once for the whole folder instead of once per file.
///
/// `realpath` walks every component of a path with a `readlink` each; at 50,000 items resolving each
/// file and both roots again was more system time than reading the files. A file that is not itself
/// a symlink resolves to the resolved folder plus its name, which one `lstat` establishes; a symlink,
/// or anything unusual, takes `ContentFile`'s general path.
struct FolderFiles: Sendable {
    let folder: String
    let roots: [String]
    /// `realpath(folder)`, when it resolves to something other than `/`.
    private let resolvedFolder: String?
    /// Each root that resolves, resolved, with a trailing `/`.
    private let rootPrefixes: [String]

    init(folder: String, roots: [String]) {
        self.folder = folder
        self.roots = roots
        let resolved = ContentFile.realPath(folder)
        resolvedFolder = resolved == "/" ? nil : resolved
        rootPrefixes = roots.compactMap(ContentFile.realPath).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// `folder/name`, as `NSString.appendingPathComponent` writes it.
    func path(_ name: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    /// `ContentFile.read(path(name), displayPath:, within: roots)`.
    func read(_ name: String, displayPath: String) -> Result<[UInt8], Diagnostic> {
        let path = self.path(name)
        guard let resolved = resolvedPlainFile(name, path: path) else {
            return ContentFile.read(path, displayPath: displayPath, within: roots)
        }
        if let problem = confinementProblem(resolved: resolved.path, displayPath: displayPath) { return .failure(problem) }
        let info = resolved.info
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .failure(.error(displayPath, "expected a file, found a folder or special file"))
        }
        guard Int(info.st_size) <= ContentFile.maximumSize else {
            return .failure(
                .error(displayPath, "file is \(info.st_size / 1_048_576) MB; the limit is \(ContentFile.maximumSize / 1_048_576) MB"))
        }
        guard let bytes = Self.contents(path, sizeHint: Int(info.st_size)) else {
            return .failure(.error(displayPath, "cannot read: permission denied or I/O error"))
        }
        return .success(bytes)
    }

    /// `ContentFile.readText(path(name), displayPath:, within: roots)`.
    func readText(_ name: String, displayPath: String) -> Result<String, Diagnostic> {
        read(name, displayPath: displayPath).flatMap { bytes in
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(.error(displayPath, "not valid UTF-8 text"))
            }
            return .success(text)
        }
    }

    /// `ContentFile.confinementProblem(path(name), within: roots, displayPath:)`; the display path is
    /// only worked out when there is a problem.
    func confinementProblem(_ name: String, displayPath: @autoclosure () -> String) -> Diagnostic? {
        let path = self.path(name)
        guard let resolved = resolvedPlainFile(name, path: path) else {
            return ContentFile.confinementProblem(path, within: roots, displayPath: displayPath())
        }
        return confinementProblem(resolved: resolved.path, displayPath: displayPath())
    }

    /// The resolved path and status of `name` when it is a plain entry of the folder (not a symlink);
    /// nil when the general path must decide (a symlink, a missing file, an unresolvable folder).
    private func resolvedPlainFile(_ name: String, path: String) -> (path: String, info: stat)? {
        guard let resolvedFolder, !roots.isEmpty, !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return nil }
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFLNK else { return nil }
        return (resolvedFolder + "/" + name, info)
    }

    private func confinementProblem(resolved: String, displayPath: @autoclosure () -> String) -> Diagnostic? {
        for prefix in rootPrefixes where resolved.hasPrefix(prefix) { return nil }
        return .error(displayPath(), "symlink leads outside the site folder")
    }

    /// The whole file, read with POSIX calls into one array (no `Data` to copy from).
    private static func contents(_ path: String, sizeHint: Int) -> [UInt8]? {
        (try? POSIXFile(path, .read))?.readToEnd(sizeHint: sizeHint)
    }
}
