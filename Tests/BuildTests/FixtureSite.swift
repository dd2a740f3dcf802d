import Build
import Foundation

/// A copy of Tests/BuildTests/Fixtures/site in a fresh temporary folder, removed when released.
final class FixtureSite {
    let root: String

    init() throws {
        guard let source = Bundle.module.url(forResource: "site", withExtension: nil, subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile)
        }
        root =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("sitegen-fixture-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: source.path, toPath: root)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    var output: String { (root as NSString).appendingPathComponent("public") }

    func options(output: String = "public") -> BuildOptions {
        BuildOptions(siteRoot: root, outputDirectory: output)
    }

    func build() throws -> BuildReport {
        try SiteBuilder(options: options(), components: .standard).build()
    }

    func write(_ text: String, to relative: String) throws {
        let path = (root as NSString).appendingPathComponent(relative)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Every file below the output folder with its bytes, keyed by relative path.
    func outputTree() -> [String: Data] {
        Self.tree(output)
    }

    /// Every file below `folder` with its bytes, keyed by relative path.
    static func tree(_ output: String) -> [String: Data] {
        var tree: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: output) else { return tree }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = (output as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                tree[relative] = FileManager.default.contents(atPath: full)
            }
        }
        return tree
    }
}
