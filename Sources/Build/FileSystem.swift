import Foundation
import Model
import Support
import Synchronization

/// The few POSIX file operations the build's writers share, without Foundation's per-call overhead
/// (a large site writes tens of thousands of files).
enum FileSystem {
    /// Creates or replaces the file at `path` with `bytes`, or adds them at the end of an existing file;
    /// returns 0 or the `errno` of the failure.
    static func write(_ bytes: [UInt8], to path: String, appending: Bool = false) -> Int32 {
        do throws(POSIXFile.Failure) {
            return try POSIXFile(path, appending ? .append : .replace).write(bytes)
        } catch {
            return error.code
        }
    }

    /// Replaces the file at `path`, beside the output folder `output`, with `bytes` all at once: they go to a
    /// temporary file (see `temporaryPath`), which is then renamed over it, so a reader sees the old file or the
    /// new, never part of one. `Data.write(options: .atomic)` would do the same after copying the bytes once
    /// more: 18 MB at the peak of a 50k build for its plan. Returns 0 or the `errno` of the failure.
    static func replace(_ path: String, with bytes: [UInt8], besideOutput output: String) -> Int32 {
        replace(path, besideOutput: output) { write(bytes, to: $0) }
    }

    /// Creates or replaces the file at `path` with the bytes `produce` appends to the buffer it is given, handed
    /// to the file each time they reach a megabyte and `produce` calls `flush`, and at the end: a file of tens
    /// of megabytes (a large site's manifest) is then never held whole. Returns 0 or the `errno` of the failure.
    static func write(to path: String, producing produce: (inout [UInt8], _ flush: (inout [UInt8]) -> Void) -> Void) -> Int32 {
        write(to: path) { out, flush, _ in withoutActuallyEscaping(flush) { produce(&out, $0) } }
    }

    /// Hands what the buffer holds to the file, then the bytes of a `ByteStore` in a range, written from where they are.
    typealias PassThrough = (inout [UInt8], ByteStore, Range<Int>) -> Void

    /// The `PassThrough` of an encoding into a buffer alone, with no file to pass to: the bytes are appended to it.
    static func appendToBuffer(_ out: inout [UInt8], _ store: ByteStore, _ range: Range<Int>) {
        store.append(range, to: &out)
    }

    /// `write(to:producing:)`, and `produce` may pass a previous file's bytes, mapped, straight to the file: copied into
    /// the buffer, the runs a 50k edit's manifest and plan take from their previous files were 40 M instructions of
    /// copying (Callgrind). A few bytes are copied all the same: a write each would cost more.
    static func write(
        to path: String, producing produce: (inout [UInt8], _ flush: (inout [UInt8]) -> Void, _ pass: PassThrough) -> Void
    ) -> Int32 {
        let chunk = 1 << 20
        do throws(POSIXFile.Failure) {
            let file = try POSIXFile(path, .replace)
            var code: Int32 = 0
            var out: [UInt8] = []
            out.reserveCapacity(chunk + chunk / 4)
            let handOver = { (bytes: inout [UInt8]) in
                if code == 0 { code = file.write(bytes) }
                bytes.removeAll(keepingCapacity: true)
            }
            let pass = { (pending: inout [UInt8], store: ByteStore, range: Range<Int>) in
                guard range.count >= 1 << 12 else {
                    store.append(range, to: &pending)
                    if pending.count >= chunk { handOver(&pending) }
                    return
                }
                handOver(&pending)
                if code == 0 {
                    code = store.withUnsafeBufferPointer { file.write(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0[range]))) }
                }
            }
            produce(&out, { if $0.count >= chunk { handOver(&$0) } }, pass)
            handOver(&out)
            return code
        } catch {
            return error.code
        }
    }

    /// `replace(_:with:besideOutput:)` with the bytes made as `write(to:producing:)` makes them.
    static func replace(
        _ path: String, besideOutput output: String, producing produce: (inout [UInt8], _ flush: (inout [UInt8]) -> Void) -> Void
    ) -> Int32 {
        replace(path, besideOutput: output) { write(to: $0, producing: produce) }
    }

    /// The file at `path` replaced by the one `write` writes at the temporary path it is given.
    private static func replace(_ path: String, besideOutput output: String, writingWith write: (String) -> Int32) -> Int32 {
        let temporary = temporaryPath(besideOutput: output)
        var code = write(temporary)
        if code == 0 { code = POSIXFile.rename(temporary, over: path) }
        if code != 0 { unlink(temporary) }
        return code
    }

    /// A temporary file beside the output folder `output` (the item cache's spool, a file being replaced), named
    /// like the build's other temporary files, so that the next build removes it if this one is killed;
    /// numbered, since `serve` builds many times in one process.
    static func temporaryPath(besideOutput output: String) -> String {
        let url = URL(fileURLWithPath: output)
        let number = temporaryFiles.add(1, ordering: .relaxed).newValue
        return url.deletingLastPathComponent().appendingPathComponent(temporaryPrefix(outputName: url.lastPathComponent) + "\(number)")
            .path
    }

    /// What the names of this process's temporary files beside the output folder `outputName` begin with: the
    /// tidy-ups during a build spare them (see `StagingDirectory.recover`).
    static func temporaryPrefix(outputName: String) -> String {
        ".\(outputName).sitegen-temporary-\(getpid())-"
    }

    private static let temporaryFiles = Atomic<Int>(0)

    /// The whole file at `path`, read straight into an array (a cache file can be tens of megabytes,
    /// and going through `Data` would copy it once more); nil when it cannot be read.
    static func read(_ path: String, maximumSize: Int = .max) -> [UInt8]? {
        guard let file = try? POSIXFile(path, .read), let size = file.regularFileSize(), size <= maximumSize else { return nil }
        return file.read(count: size)
    }

    /// The diagnostic for a failed write of `relativePath`.
    static func writeProblem(_ code: Int32, _ relativePath: String) -> Diagnostic {
        .error(relativePath, "cannot write: \(String(cString: strerror(code)))")
    }

    /// Creates the folders that will hold `relativePaths` below `root`, once each, before parallel writes.
    static func makeFolders(for relativePaths: [String], under root: String) throws(BuildFailure) {
        // One mkdir per folder (Foundation's createDirectory checks every ancestor each time). The top level first,
        // then each top-level folder's tree on its own core: a folder's entries share a lock. Each tree's folders
        // are also found and sorted on its core: found for all paths on one core, they left the other idle for
        // 0.25 s of a 50k full build (`perf`).
        let trees = treesByTopFolder(relativePaths)
        let failures =
            [make(trees.keys.sorted().map(String.init), under: root)]
            + Array(trees.values).concurrentMap { ranges in
                var folders = Set<String>()
                for range in ranges {
                    for relative in relativePaths[range] {
                        var folder = parent(of: relative)
                        // Every ancestor below the top level too, so that creating them in sorted order never needs a
                        // missing parent.
                        while folder.utf8.contains(UInt8(ascii: "/")), folders.insert(folder).inserted { folder = parent(of: folder) }
                    }
                }
                return make(folders.sorted(), under: root)
            }
        if let (folder, code) = failures.compactMap({ $0 }).first {
            throw BuildFailure(path: folder, "cannot create folder: \(String(cString: strerror(code)))")
        }
    }

    /// Makes `folders` below `root` in their order, each whose parent exists by then; the first that cannot be made,
    /// with the reason.
    private static func make(_ folders: [String], under root: String) -> (String, Int32)? {
        for folder in folders where mkdir(root + "/" + folder, 0o755) != 0 && errno != EEXIST { return (folder, errno) }
        return nil
    }

    /// The places of the paths inside a folder, by their top-level folder: the paths of a kind of page come one after
    /// another, so each top-level folder's are a few runs, found without hashing every path.
    private static func treesByTopFolder(_ relativePaths: [String]) -> [Substring: [Range<Int>]] {
        var trees: [Substring: [Range<Int>]] = [:]
        var run: (top: Substring, start: Int)?
        for (place, relative) in relativePaths.enumerated() {
            let top = relative.utf8.firstIndex(of: UInt8(ascii: "/")).map { relative[..<$0] }
            guard top != run?.top else { continue }
            if let run { trees[run.top, default: []].append(run.start..<place) }
            run = top.map { ($0, place) }
        }
        if let run { trees[run.top, default: []].append(run.start..<relativePaths.count) }
        return trees
    }

    /// Deletes the folder at `path` and everything in it, without Foundation's per-entry overhead
    /// (a staging folder can hold tens of thousands of folders).
    static func removeTree(_ path: String) {
        for entry in entries(of: path) {
            if entry.isFolder || unlink(entry.path) != 0 { removeTree(entry.path) }
        }
        rmdir(path)
    }

    /// The same on all cores, split at the folders two levels down: a large site's `people/` alone holds
    /// most of its pages. A full build over an existing output spent about a second of its time here at
    /// 50,000 items, removing the previous site with `FileManager`.
    static func removeTreeInParallel(_ path: String) {
        var parts: [String] = []
        for entry in entries(of: path) {
            parts += entry.isFolder ? entries(of: entry.path).map(\.path) : [entry.path]
        }
        _ = parts.concurrentMap { part in
            if unlink(part) != 0 { removeTree(part) }
        }
        removeTree(path)
    }

    /// The entries of the folder at `path`, and whether each is a folder (not through a link); none when it
    /// cannot be read.
    private static func entries(of path: String) -> [(path: String, isFolder: Bool)] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var entries: [(path: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            entries.append((path + "/" + name, entry.pointee.d_type == UInt8(DT_DIR)))
        }
        return entries
    }

    /// Creates every missing folder above `relativePath` below `root`. Safe to race: a folder another
    /// thread just made counts as made.
    static func makeParents(of relativePath: String, under root: String) {
        var missing: [String] = []
        var folder = parent(of: relativePath)
        while !folder.isEmpty {
            let full = root + "/" + folder
            if mkdir(full, 0o755) == 0 || errno == EEXIST { break }
            missing.append(full)
            folder = parent(of: folder)
        }
        for full in missing.reversed() { _ = mkdir(full, 0o755) }
    }

    /// A path that stays below the folder it is relative to: not empty, not absolute, no `.`, `..` or
    /// empty component, no NUL.
    static func isSafeRelativePath(_ path: String) -> Bool {
        // A byte scan over the string's own storage: a manifest holds a hundred thousand paths.
        return path.withUTF8Bytes(isSafeRelativePath)
    }

    /// The same over a path's UTF-8 bytes. Component by component, found with `memchr`: byte by byte, the
    /// manifest's paths took 500 instructions each (Callgrind, a 50k edit reads 288,000).
    static func isSafeRelativePath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty, bytes.firstIndex(of: 0, in: 0..<bytes.count) == nil else { return false }
        var start = 0
        while true {
            let end = bytes.firstIndex(of: UInt8(ascii: "/"), in: start..<bytes.count) ?? bytes.count
            // Empty, `.` or `..`.
            let component = start..<end
            if component.isEmpty || (component.count <= 2 && bytes[component].allSatisfy({ $0 == UInt8(ascii: ".") })) {
                return false
            }
            guard end < bytes.count else { return true }
            start = end + 1
        }
    }

    /// Returns 0, or the `errno` of a move that could not be made.
    static func move(_ source: String, toRelative relativePath: String, under root: String) -> Int32 {
        guard isSafeRelativePath(relativePath) else { return EINVAL }
        let destination = root + "/" + relativePath
        if rename(source, destination) == 0 { return 0 }
        var code = errno
        // Gone already: an earlier attempt (of a build that was then killed) made this move.
        if access(source, F_OK) != 0 { return 0 }
        if code == ENOENT {
            makeParents(of: relativePath, under: root)
            if rename(source, destination) == 0 { return 0 }
            code = errno
        }
        return code
    }

    /// Deletes `root/relativePath`, then each folder above it that is left empty, up to `root`.
    static func remove(_ relativePath: String, under root: String) {
        guard isSafeRelativePath(relativePath) else { return }
        _ = unlink(root + "/" + relativePath)
        var folder = parent(of: relativePath)
        while !folder.isEmpty, rmdir(root + "/" + folder) == 0 {
            folder = parent(of: folder)
        }
    }

    /// `a/b/c` → `a/b`; `a` → "".
    static func parent(of relativePath: String) -> String {
        relativePath.lastIndex(of: "/").map { String(relativePath[..<$0]) } ?? ""
    }
}
