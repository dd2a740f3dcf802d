import Foundation

/// A fresh folder in the temporary folder for one test of files, removed when the test's `defer` calls `remove`.
/// (`TestSupport`'s `TemporarySite` is not at hand here: this target depends on `Support` alone.)
struct TemporaryFolder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-support-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to the file `name` in the folder.
    func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
