import Foundation
import Model
import Support
import Synchronization

/// Brings an existing output folder up to date in place, touching only what changed, so unchanged files
/// keep their inode and modification time and a rebuild costs what changed, not what exists.
///
/// Changed files are first written to a sibling folder (`.public.sitegen-staging-<pid>`) with a list of
/// what to move and remove. Only when everything is staged is that folder renamed to
/// `.public.sitegen-commit-<pid>`, and then its files are moved in, removed pages deleted, and the manifest
/// replaced last. A build stopped before the rename leaves the output as it was (the next build discards
/// the staging folder); one killed after it is finished by the next build before anything else happens.
final class OutputUpdate: OutputTarget {
    static let listName = ".sitegen-commit"

    let outputPath: String
    private let stagingPath: String
    private let commitPath: String
    private let staged = Mutex<[String]>([])
    private let committed = Atomic<Bool>(false)

    init(outputPath: String) throws(BuildFailure) {
        let output = URL(fileURLWithPath: outputPath).standardizedFileURL
        let parent = output.deletingLastPathComponent().path
        self.outputPath = output.path
        stagingPath = (parent as NSString).appendingPathComponent(".\(output.lastPathComponent).sitegen-staging-\(getpid())")
        commitPath = (parent as NSString).appendingPathComponent(".\(output.lastPathComponent).sitegen-commit-\(getpid())")
        StagingDirectory.recover(parent: parent, name: output.lastPathComponent, output: self.outputPath, sparingThisBuild: true)
        guard mkdir(stagingPath, 0o755) == 0 else {
            throw BuildFailure(path: stagingPath, "cannot create the staging folder: \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        if !committed.load(ordering: .acquiring) { FileSystem.removeTree(stagingPath) }
    }

    /// Creates the staging folders for files about to be written (the pages whose inputs changed), so that
    /// the parallel writes find them; a write to a folder not made here makes its own.
    func prepareFolders(for relativePaths: [String]) throws(BuildFailure) {
        try FileSystem.makeFolders(for: relativePaths, under: stagingPath)
    }

    /// Stages `bytes` for `relativePath`; safe to call from many threads at once.
    func write(_ bytes: [UInt8], to relativePath: String) -> Diagnostic? {
        let full = stagingPath + "/" + relativePath
        var code = FileSystem.write(bytes, to: full)
        if code == ENOENT {
            FileSystem.makeParents(of: relativePath, under: stagingPath)
            code = FileSystem.write(bytes, to: full)
        }
        guard code == 0 else { return FileSystem.writeProblem(code, relativePath) }
        staged.withLock { $0.append(relativePath) }
        return nil
    }

    /// Replaces the output's changed files with the staged ones, removes `removals`, and puts the manifest in
    /// last, so the manifest never describes files that are not there yet.
    /// - Parameter writeManifest: writes the manifest to the path it is given; returns 0 or the `errno` of the failure.
    func commit(removing removals: [String], writingManifest writeManifest: (String) -> Int32) throws(BuildFailure) {
        // Removals come first: on a case-insensitive disk `Logo.svg` and `logo.svg` are one file, and a
        // file that becomes a folder (or the reverse) must be out of the way.
        var list = ""
        for path in removals.sorted() { list += "- " + Self.escape(path) + "\n" }
        for path in staged.withLock({ $0 }).sorted() { list += "+ " + Self.escape(path) + "\n" }
        let manifestCode = writeManifest(stagingPath + "/" + OutputManifest.fileName)
        if manifestCode != 0 { throw BuildFailure([FileSystem.writeProblem(manifestCode, OutputManifest.fileName)]) }
        let listCode = FileSystem.write(Array(list.utf8), to: stagingPath + "/" + Self.listName)
        if listCode != 0 { throw BuildFailure([FileSystem.writeProblem(listCode, Self.listName)]) }
        // The rename is the commit point: from here on the update is finished, now or by the next build.
        guard rename(stagingPath, commitPath) == 0 else {
            throw BuildFailure(path: outputPath, "cannot commit the update: \(String(cString: strerror(errno)))")
        }
        committed.store(true, ordering: .releasing)
        let failures = Self.finish(commitFolder: commitPath, output: outputPath)
        guard failures.isEmpty else {
            throw BuildFailure(
                failures.map { .error($0.path, "cannot replace: \(String(cString: strerror($0.code)))") }
                    + [.error(OutputManifest.fileName, "the output is incomplete; the next build rebuilds it in full")])
        }
    }

    /// Completes a committed update: removes what is listed, moves in what is still staged, then the
    /// manifest. Running it again after an interruption is harmless; every step checks what is left to do.
    /// A move that fails leaves a manifest that marks the output as incomplete, so that the next build is a full one.
    @discardableResult
    static func finish(commitFolder: String, output: String) -> [(path: String, code: Int32)] {
        guard let data = FileSystem.read(commitFolder + "/" + listName) else {
            FileSystem.removeTree(commitFolder)
            return []
        }
        let lines = data.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        var failures: [(path: String, code: Int32)] = []
        for line in lines where line.hasPrefix("- ") {
            FileSystem.remove(unescape(String(line.dropFirst(2))), under: output)
        }
        // Moves into different folders do not wait on each other: the top-level folders are dealt out
        // into two batches of about equal size, largest first.
        var groups: [Substring: [String]] = [:]
        for line in lines where line.hasPrefix("+ ") {
            let path = unescape(String(line.dropFirst(2)))
            groups[path.prefix { $0 != "/" }, default: []].append(path)
        }
        var batches: [[String]] = [[], []]
        for group in groups.sorted(by: { ($0.value.count, $0.key) > ($1.value.count, $1.key) }) {
            batches[batches[0].count <= batches[1].count ? 0 : 1] += group.value
        }
        for batch in batches.concurrentMap({ batch in
            batch.compactMap { path -> (path: String, code: Int32)? in
                let code = FileSystem.move(commitFolder + "/" + path, toRelative: path, under: output)
                return code == 0 ? nil : (path, code)
            }
        }) {
            failures += batch
        }
        if failures.isEmpty {
            _ = FileSystem.move(commitFolder + "/" + OutputManifest.fileName, toRelative: OutputManifest.fileName, under: output)
        } else {
            // A new file, not the old one cut short: this build may still have the old one mapped (`PreviousManifest`).
            unlink(output + "/" + OutputManifest.fileName)
            _ = FileSystem.write(OutputManifest.incomplete, to: output + "/" + OutputManifest.fileName)
        }
        FileSystem.removeTree(commitFolder)
        return failures
    }

    /// One path per line: a line break or percent sign in a name is percent-encoded.
    private static func escape(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == 0x0A || $0 == 0x0D }) else { return path }
        return path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "\r", with: "%0D")
    }

    private static func unescape(_ path: String) -> String {
        guard path.utf8.contains(UInt8(ascii: "%")) else { return path }
        return path.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
