import Foundation
public import Support

/// Reading one file of the site with the checks every input needs.
public enum ContentFile {
    /// Files above this size are refused: no real API response comes close, and reading one
    /// whole would cost memory for nothing.
    public static let maximumSize = 64 * 1024 * 1024

    /// The bytes of a regular file, or a diagnostic saying why it could not be read.
    /// - Parameter roots: when not empty, the file must lie inside one of these folders once every
    ///   symlink is resolved, so that a link in `content/` cannot publish `/etc/passwd` or a private file.
    public static func read(_ path: String, displayPath: String, within roots: [String] = []) -> Result<[UInt8], Diagnostic> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(.error(displayPath, "cannot read: \(String(cString: strerror(errno)))"))
        }
        if let problem = confinementProblem(path, within: roots, displayPath: displayPath) { return .failure(problem) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .failure(.error(displayPath, "expected a file, found a folder or special file"))
        }
        guard Int(info.st_size) <= maximumSize else {
            return .failure(.error(displayPath, "file is \(info.st_size / 1_048_576) MB; the limit is \(maximumSize / 1_048_576) MB"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.error(displayPath, "cannot read: permission denied or I/O error"))
        }
        return .success([UInt8](data))
    }

    /// The file as UTF-8 text.
    public static func readText(_ path: String, displayPath: String, within roots: [String] = []) -> Result<String, Diagnostic> {
        read(path, displayPath: displayPath, within: roots).flatMap { bytes in
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure(.error(displayPath, "not valid UTF-8 text"))
            }
            return .success(text)
        }
    }

    /// An error when `path`, with every symlink resolved, lies outside all of `roots` (resolved too);
    /// nil when it lies inside one, when `roots` is empty, or when it cannot be resolved (a missing
    /// file or a loop, which reading reports).
    public static func confinementProblem(_ path: String, within roots: [String], displayPath: String) -> Diagnostic? {
        guard !roots.isEmpty, let resolved = realPath(path) else { return nil }
        for root in roots {
            guard let resolvedRoot = realPath(root) else { continue }
            let prefix = resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/"
            if resolved.hasPrefix(prefix) { return nil }
        }
        return .error(displayPath, "symlink leads outside the site folder")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` relative to `root` when it lies below it, for messages a person can click.
    public static func displayPath(_ path: String, relativeTo root: String) -> String {
        // Standardising goes through URL, which also stats the path; a plain absolute path (no '.',
        // '..' or empty components) is already standard, and this runs for every file of the catalog.
        if isStandardAbsolute(path) && isStandardAbsolute(root) {
            let prefix = root + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
        return standardizedDisplayPath(path, relativeTo: root)
    }

    /// `displayPath` the general way, through `URL.standardizedFileURL`.
    static func standardizedDisplayPath(_ path: String, relativeTo root: String) -> String {
        let standardizedRoot = URL(fileURLWithPath: root).standardizedFileURL.path
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = standardizedRoot.hasSuffix("/") ? standardizedRoot : standardizedRoot + "/"
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : path
    }

    /// True for an absolute path of printable ASCII (no '%') that standardising leaves as it is:
    /// not `/` itself, no trailing `/`, no empty, `.` or `..` component.
    static func isStandardAbsolute(_ path: String) -> Bool {
        let utf8 = path.utf8
        guard utf8.count > 1, utf8.first == UInt8(ascii: "/"), utf8.last != UInt8(ascii: "/") else { return false }
        var componentLength = 0
        var dots = 0
        for byte in utf8.dropFirst() {
            guard byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "%") else { return false }
            if byte == UInt8(ascii: "/") {
                // The component just ended: empty, "." or ".." is not standard.
                if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !(componentLength == dots && dots <= 2)
    }
}
