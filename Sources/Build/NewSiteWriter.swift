import Foundation
import Support

/// Writes the files of a new site all or nothing. They go into a hidden staging folder first, on the
/// target's own file system so that moving them is a rename: beside a target that does not exist yet
/// (`.<name>.sitegen-new-<pid>`), which then becomes the site with one rename; or inside an empty
/// target, which keeps its own owner, permissions and inode (a shell may be sitting in it), and whose
/// new entries are then moved up one by one. On any failure everything written is removed again.
struct NewSiteWriter {
    /// The absolute path of the new site's folder.
    let target: String
    /// How messages name the folder: as the user gave it.
    let shownAs: String

    func write(_ files: [String: [UInt8]]) throws(BuildFailure) {
        let exists = FileManager.default.fileExists(atPath: target)
        let madeParents = exists ? [] : try makeParents()
        let staging =
            exists
            ? target + "/.sitegen-new-\(getpid())"
            : FileSystem.parent(of: target) + "/.\((target as NSString).lastPathComponent).sitegen-new-\(getpid())"
        do throws(BuildFailure) {
            guard mkdir(staging, 0o755) == 0 else { throw failure(errno, "cannot create a folder for it") }
            try stage(files, in: staging)
            if exists { try moveEntries(of: staging) } else { try rename(staging) }
        } catch {
            FileSystem.removeTree(staging)
            for folder in madeParents { rmdir(folder) }
            throw error
        }
    }

    /// Every file, in the folders it needs, below `staging`.
    private func stage(_ files: [String: [UInt8]], in staging: String) throws(BuildFailure) {
        let paths = files.keys.sorted()
        if let unsafe = paths.first(where: { !FileSystem.isSafeRelativePath($0) }) {
            throw BuildFailure(path: unsafe, "not a path inside the new site")
        }
        try FileSystem.makeFolders(for: paths, under: staging)
        for path in paths {
            let code = FileSystem.write(files[path] ?? [], to: staging + "/" + path)
            if code != 0 { throw BuildFailure([FileSystem.writeProblem(code, (shownAs as NSString).appendingPathComponent(path))]) }
        }
    }

    /// Makes the staging folder the site.
    private func rename(_ staging: String) throws(BuildFailure) {
        guard Foundation.rename(staging, target) == 0 else { throw failure(errno, "cannot move the new site into place") }
    }

    /// Moves the staging folder's entries up into the (empty) target, then removes the staging folder.
    /// When one cannot be moved, the entries already moved are taken out again.
    private func moveEntries(of staging: String) throws(BuildFailure) {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: staging)) ?? []).sorted()
        var moved: [String] = []
        for entry in entries {
            guard Foundation.rename(staging + "/" + entry, target + "/" + entry) == 0 else {
                let code = errno
                for done in moved { remove(target + "/" + done) }
                throw failure(code, "cannot move \(entry) into place")
            }
            moved.append(entry)
        }
        rmdir(staging)
    }

    /// Creates the missing folders above the target, outermost first.
    /// - Returns: the folders made, innermost first: the order to remove them in.
    private func makeParents() throws(BuildFailure) -> [String] {
        var missing: [String] = []
        var folder = FileSystem.parent(of: target)
        while !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            missing.append(folder)
            folder = FileSystem.parent(of: folder)
        }
        var made: [String] = []
        for folder in missing.reversed() {
            guard mkdir(folder, 0o755) == 0 else {
                let code = errno
                for done in made.reversed() { rmdir(done) }
                throw failure(code, "cannot create the folder \(folder)")
            }
            made.append(folder)
        }
        return made.reversed()
    }

    /// Deletes a file, or a folder with everything in it.
    private func remove(_ path: String) {
        if unlink(path) != 0 { FileSystem.removeTree(path) }
    }

    private func failure(_ code: Int32, _ what: String) -> BuildFailure {
        BuildFailure(path: shownAs, "\(what): \(String(cString: strerror(code)))")
    }
}
