import Foundation
public import Model
public import Support

/// The site's `content/` as fetch writes it: each file written whole under a temporary name and renamed into
/// place, only when its bytes changed, so that an interrupted fetch never leaves a half-written, emptied or
/// truncated file and the next incremental build sees only real changes. It writes `.json` responses and
/// images, never an owner's `.md` notes.
public struct ContentFolder: Sendable {
    /// The folder, as given.
    public let path: String
    /// How files are named in messages: relative to the site folder, like the build names them.
    let shownPath: String

    public init(path: String, shownPath: String) {
        self.path = path
        self.shownPath = shownPath
    }

    /// What writing a file did.
    public enum Write: Sendable, Equatable {
        case written
        /// The file already held these bytes; it was left alone, modification time and all.
        case unchanged
    }

    /// The file for `stem`'s `extension` in `kind`'s folder: the path to use, and the path to show.
    public func file(_ kind: CachedResponse.Kind, _ stem: String, _ fileExtension: String) -> (path: String, shown: String) {
        let name = "\(kind.folder)/\(stem).\(fileExtension)"
        return ((path as NSString).appendingPathComponent(name), (shownPath as NSString).appendingPathComponent(name))
    }

    /// Writes `bytes` as `stem`'s `extension` file unless it holds them already; the error names the file.
    public func write(_ bytes: [UInt8], _ kind: CachedResponse.Kind, _ stem: String, _ fileExtension: String) throws(Diagnostic) -> Write {
        precondition(fileExtension != "md", "fetch never writes an owner's notes")
        return try write(bytes, toFile: "\(kind.folder)/\(stem).\(fileExtension)")
    }

    /// Writes `bytes` to the file at `relativePath` in the folder, whole or not at all.
    func write(_ bytes: [UInt8], toFile relativePath: String) throws(Diagnostic) -> Write {
        let target = (path as NSString).appendingPathComponent(relativePath)
        let shown = (shownPath as NSString).appendingPathComponent(relativePath)
        let name = (relativePath as NSString).lastPathComponent
        if FileManager.default.contents(atPath: target).map({ [UInt8]($0) == bytes }) == true { return .unchanged }
        let folder = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .error(shown, "cannot create the folder: \(error.localizedDescription)")
        }
        // Hidden, so that a build running meanwhile, or after a crash, never reads it as an item.
        let temporary = (folder as NSString).appendingPathComponent(".\(name)\(Self.temporaryMark)\(UUID().uuidString)")
        if let code = Self.writeSynchronized(bytes, to: temporary) {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .error(shown, "cannot write: \(String(cString: strerror(code)))")
        }
        let code = POSIXFile.rename(temporary, over: target)
        guard code == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .error(shown, "cannot write: \(String(cString: strerror(code)))")
        }
        return .written
    }

    /// The stems of the `.json` files in `kind`'s folder, sorted; empty when it has none.
    public func stems(of kind: CachedResponse.Kind) -> [String] {
        let folder = (path as NSString).appendingPathComponent(kind.folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
    }

    /// Whether `stem` has a local image of any extension the build reads.
    public func hasImage(_ kind: CachedResponse.Kind, _ stem: String) -> Bool {
        CacheFolder.imageExtensions.contains { exists(kind, stem, $0) }
    }

    /// Whether `stem`'s `extension` file exists.
    func exists(_ kind: CachedResponse.Kind, _ stem: String, _ fileExtension: String) -> Bool {
        FileManager.default.fileExists(atPath: file(kind, stem, fileExtension).path)
    }

    /// Removes what an interrupted run left under temporary names; returns how many.
    @discardableResult
    public func removeLeftovers() -> Int {
        var removed = 0
        for kind in CachedResponse.Kind.allCases {
            let folder = (path as NSString).appendingPathComponent(kind.folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where name.hasPrefix(".") && name.contains(Self.temporaryMark) {
                if (try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))) != nil { removed += 1 }
            }
        }
        return removed
    }

    // Matches `.*.sitegen-*`, which the .gitignore of `sitegen new` already lists.
    static let temporaryMark = ".sitegen-fetching-"

    /// nil, or the `errno` of the step that failed.
    private static func writeSynchronized(_ bytes: [UInt8], to path: String) -> Int32? {
        do throws(POSIXFile.Failure) {
            let file = try POSIXFile(path, .replace)
            let written = file.write(bytes)
            if written != 0 { return written }
            let synchronized = file.synchronize()
            return synchronized == 0 ? nil : synchronized
        } catch {
            return error.code
        }
    }
}
