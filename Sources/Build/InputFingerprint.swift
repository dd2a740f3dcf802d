import Foundation
import Model

/// One hash over everything a build reads: sitegen's version, the options that change output,
/// `sitegen.toml`, every template and asset in the search paths, and every file under content/.
/// Equal fingerprints mean equal output, so a rebuild with nothing changed can stop here.
enum InputFingerprint {
    static func compute(options: BuildOptions, content: String, searchPaths: [String]) -> String {
        // Named relative to their folder, so a site checked out elsewhere (a CI runner) matches.
        var files: [(name: String, path: String)] = [("config:sitegen.toml", options.resolve("sitegen.toml"))]
        for (index, root) in (searchPaths + [content]).enumerated() {
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
            while let relative = enumerator.nextObject() as? String {
                files.append(("\(index):\(relative)", (root as NSString).appendingPathComponent(relative)))
            }
        }
        files.sort { $0.name < $1.name }
        // Files are hashed on all cores; their hashes are then combined in path order.
        let hashes = files.map(\.path).concurrentMap { path -> String in
            guard let data = FileManager.default.contents(atPath: path) else { return "-" }
            var hash = ContentHash()
            data.withUnsafeBytes { hash.update($0) }
            return hash.hex
        }
        var total = ContentHash()
        total.update("sitegen \(SitegenVersion.current)")
        total.update("base-url \(options.baseURL ?? "")")
        total.update("skip-invalid \(options.skipInvalid)")
        for (file, hash) in zip(files, hashes) {
            total.update(file.name)
            total.update(hash)
        }
        return total.hex
    }
}
