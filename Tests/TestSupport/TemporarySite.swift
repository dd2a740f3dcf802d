import Foundation

/// A site folder under the system's temporary folder, made for one test; call `remove()` in a `defer`.
public struct TemporarySite {
    public let root: String
    public var content: String { root + "/content" }

    public init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-model-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// Writes `text` at `path` below the site root, making the folders it needs.
    public func write(_ path: String, _ text: String) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
