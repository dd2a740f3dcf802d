import Foundation

/// A template found by a `TemplateLibrary`: the name diagnostics give it, and where its bytes are.
struct TemplateFile: Sendable {
    enum Contents: Sendable {
        /// Read from `path` when the template is loaded.
        case onDisk
        case inMemory([UInt8])
    }

    /// The file's path on disk, or `label/name` for a file held in memory.
    let path: String
    let contents: Contents

    /// The template's bytes, or nil when the file cannot be read.
    func read() -> [UInt8]? {
        switch contents {
        case .onDisk: FileManager.default.contents(atPath: path).map { [UInt8]($0) }
        case .inMemory(let bytes): bytes
        }
    }
}
