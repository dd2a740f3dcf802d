import Foundation

/// An empty folder in the system's temporary folder, removed with everything in it when released.
final class ScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-folder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The names in `folder` (by default this one), hidden ones included, sorted.
    func entries(_ folder: String? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder ?? path)) ?? []).sorted()
    }

    /// Every file below `folder` with its bytes, keyed by path relative to it.
    static func tree(_ folder: String) -> [String: [UInt8]] {
        var tree: [String: [UInt8]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return tree }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = folder + "/" + relative
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                tree[relative] = FileManager.default.contents(atPath: full).map { [UInt8]($0) }
            }
        }
        return tree
    }
}
