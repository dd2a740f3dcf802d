import Foundation
import Model
public import Support
import Synchronization

/// The new site under construction, beside the output folder, swapped in only when the build succeeded:
/// a failed or interrupted build leaves the previous site exactly as it was.
public final class StagingDirectory: OutputTarget {
    public let outputPath: String
    public let path: String
    private let oldPath: String
    private let published = Atomic<Bool>(false)

    /// Prepares a fresh staging folder for `outputPath`, first tidying what a killed build left behind.
    public init(outputPath: String) throws(BuildFailure) {
        let output = URL(fileURLWithPath: outputPath).standardizedFileURL
        let parent = output.deletingLastPathComponent().path
        let name = output.lastPathComponent
        self.outputPath = output.path
        self.path = (parent as NSString).appendingPathComponent(".\(name).sitegen-staging-\(getpid())")
        self.oldPath = (parent as NSString).appendingPathComponent(".\(name).sitegen-old-\(getpid())")
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw BuildFailure(path: parent, "cannot create the output's parent folder: \(error.localizedDescription)")
        }
        Self.recover(parent: parent, name: name, output: self.outputPath, sparingThisBuild: true)
        do {
            try fm.createDirectory(atPath: path, withIntermediateDirectories: false)
        } catch {
            throw BuildFailure(path: path, "cannot create the staging folder: \(error.localizedDescription)")
        }
    }

    deinit {
        if !published.load(ordering: .acquiring) { try? FileManager.default.removeItem(atPath: path) }
    }

    /// A build killed between its two renames leaves the old site aside and no output: put it back.
    /// An in-place update killed after its commit point is finished (`OutputUpdate`). Other leftovers
    /// of killed builds are removed.
    static func recover(output: String) {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        recover(parent: url.deletingLastPathComponent().path, name: url.lastPathComponent, output: url.path)
    }

    /// - Parameter sparingThisBuild: leaves the item-cache files this process is writing (see `ItemCacheFile`),
    ///   for a tidy-up once the build is under way; the one before it starts removes them too, as they can only
    ///   be a killed build's whose process had the same number.
    static func recover(parent: String, name: String, output: String, sparingThisBuild: Bool = false) {
        let fm = FileManager.default
        let leftovers = ((try? fm.contentsOfDirectory(atPath: parent)) ?? []).sorted()
        let ownTemporaryFiles = FileSystem.temporaryPrefix(outputName: name)
        for entry in leftovers where entry.hasPrefix(".\(name).sitegen-") {
            if sparingThisBuild && entry.hasPrefix(ownTemporaryFiles) { continue }
            let full = (parent as NSString).appendingPathComponent(entry)
            if entry.hasPrefix(".\(name).sitegen-old-") && !fm.fileExists(atPath: output) {
                try? fm.moveItem(atPath: full, toPath: output)
            } else if entry.hasPrefix(".\(name).sitegen-commit-") {
                OutputUpdate.finish(commitFolder: full, output: output)
            } else {
                try? fm.removeItem(atPath: full)
            }
        }
    }

    /// Creates the folders that will hold `relativePaths`, once each, before parallel writes.
    public func createParents(of relativePaths: [String]) throws(BuildFailure) {
        try FileSystem.makeFolders(for: relativePaths, under: path)
    }

    /// Writes `bytes` to `relativePath` (its folder must exist). Safe to call from several threads.
    public func write(_ bytes: [UInt8], to relativePath: String) -> Diagnostic? {
        let code = FileSystem.write(bytes, to: (path as NSString).appendingPathComponent(relativePath))
        return code == 0 ? nil : FileSystem.writeProblem(code, relativePath)
    }

    /// Copies the file at `source` to `relativePath`.
    public func copyFile(from source: String, to relativePath: String) -> Diagnostic? {
        guard let data = FileManager.default.contents(atPath: source) else {
            return .error(source, "cannot read")
        }
        return write([UInt8](data), to: relativePath)
    }

    /// Swaps the finished site into the output folder and removes the previous one.
    public func publish() throws(BuildFailure) {
        let fm = FileManager.default
        let hadOutput = fm.fileExists(atPath: outputPath)
        // A committed `.gitkeep` in the output folder survives rebuilds, so `git status` stays clean.
        let keep = (outputPath as NSString).appendingPathComponent(".gitkeep")
        if fm.fileExists(atPath: keep) { _ = copyFile(from: keep, to: ".gitkeep") }
        do {
            if hadOutput { try fm.moveItem(atPath: outputPath, toPath: oldPath) }
            try fm.moveItem(atPath: path, toPath: outputPath)
        } catch {
            throw BuildFailure(path: outputPath, "cannot replace the output folder: \(error.localizedDescription)")
        }
        published.store(true, ordering: .releasing)
        if hadOutput { FileSystem.removeTreeInParallel(oldPath) }
    }
}
