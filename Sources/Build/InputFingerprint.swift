import Foundation
import Model

/// One hash over everything a build reads: sitegen's version, the options that change output,
/// `sitegen.toml`, every template and asset in the search paths, and every file under content/.
/// Equal fingerprints mean equal output, so a rebuild with nothing changed can stop here.
enum InputFingerprint {
    /// What is known of one input file: its size and modification time, and the hash of its bytes.
    struct Stamp: Sendable, Equatable {
        let size: Int64
        let modified: Int64
        let hash: String

        /// `size:modified:hash`, as stored in the manifest.
        var encoded: String { "\(size):\(modified):\(hash)" }

        init(size: Int64, modified: Int64, hash: String) {
            self.size = size
            self.modified = modified
            self.hash = hash
        }

        init?(encoded: String) {
            let parts = encoded.split(separator: ":")
            guard parts.count == 3, let size = Int64(parts[0]), let modified = Int64(parts[1]) else { return nil }
            self.init(size: size, modified: modified, hash: String(parts[2]))
        }
    }

    /// - Parameter previous: the stamps the last build recorded; a file whose size and modification time
    ///   are unchanged keeps its hash without being read again. On a fresh checkout (a CI runner) every
    ///   time differs, so every file is read and hashed: the fingerprint depends on bytes, never on times.
    static func compute(options: BuildOptions, content: String, searchPaths: [String],
                        previous: [String: Stamp]) -> (fingerprint: String, stamps: [String: Stamp]) {
        // Named relative to their folder, so a site checked out elsewhere matches.
        var files: [(name: String, path: String)] = [("config:sitegen.toml", options.resolve("sitegen.toml"))]
        for (index, root) in (searchPaths + [content]).enumerated() {
            list(root, prefix: "\(index):", into: &files)
        }
        files.sort { $0.name < $1.name }
        let stamps = files.concurrentMap { file -> Stamp? in
            var info = stat()
            guard stat(file.path, &info) == 0 else { return nil }
            let size = Int64(info.st_size)
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            if let known = previous[file.name], known.size == size, known.modified == modified { return known }
            guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
            var hash = ContentHash()
            data.withUnsafeBytes { hash.update($0) }
            return Stamp(size: size, modified: modified, hash: hash.hex)
        }
        var total = ContentHash()
        total.update("sitegen \(SitegenVersion.current)")
        total.update("base-url \(options.baseURL ?? "")")
        total.update("skip-invalid \(options.skipInvalid)")
        var recorded: [String: Stamp] = [:]
        for (file, stamp) in zip(files, stamps) {
            total.update(file.name)
            total.update(stamp?.hash ?? "-")
            if let stamp { recorded[file.name] = stamp }
        }
        return (total.hex, recorded)
    }

    /// Every file below `folder`, recursively, named `prefix` + its relative path.
    private static func list(_ folder: String, prefix: String, into files: inout [(name: String, path: String)]) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            let path = (folder as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                list(path, prefix: prefix + entry + "/", into: &files)
            } else {
                files.append((prefix + entry, path))
            }
        }
    }
}
