import Foundation

/// A folder of this repository that `Scripts/embed-files.py` compiles into sitegen (`Templates/`,
/// `Skeleton/`): its files as the script picks them, to check the compiled-in copy is current.
struct EmbeddedFolder {
    /// The folder's name at the top of the repository.
    let name: String
    /// Whether hidden files and folders are embedded too (the skeleton's `.gitignore` and `.github/`).
    var includesHidden = false
    /// Paths, relative to the folder, that are not embedded.
    var notEmbedded: Set<String> = []

    static let theme = EmbeddedFolder(name: "Templates", notEmbedded: ["README.md"])
    static let skeleton = EmbeddedFolder(name: "Skeleton", includesHidden: true)

    /// The folder's absolute path in this checkout.
    var path: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(name).path
    }

    /// Every embedded file, relative and sorted.
    func files() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let components = relative.split(separator: "/")
            guard FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue,
                includesHidden || !components.contains(where: { $0.hasPrefix(".") }),
                components.last != ".DS_Store", !notEmbedded.contains(relative)
            else { continue }
            found.append(relative)
        }
        return found.sorted()
    }

    /// Why `compiledIn` differs from the folder on disk, one line per file; empty when it is current.
    func differences(from compiledIn: [String: [UInt8]]) -> [String] {
        let onDisk = files()
        var problems = onDisk.filter { compiledIn[$0] == nil }.map { "\(name)/\($0) is new" }
        problems += Set(compiledIn.keys).subtracting(onDisk).sorted().map { "\(name)/\($0) is gone" }
        for relative in onDisk {
            if let bytes = compiledIn[relative], FileManager.default.contents(atPath: path + "/" + relative).map({ [UInt8]($0) }) != bytes {
                problems.append("\(name)/\(relative) differs from the compiled-in copy")
            }
        }
        return problems
    }
}
