import Foundation

/// Refuses output folders whose replacement would destroy something that is not a built site.
struct OutputGuard {
    let siteRoot: String
    let content: String
    let templates: String
    /// `--force`: replace a non-empty folder that sitegen did not write.
    let force: Bool

    func check(_ output: String) throws(BuildFailure) {
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        let forbidden: [(String, String)] = [
            ("/", "the root folder"), (home, "the home folder"), (siteRoot, "the site folder"),
            (content, "the content folder"), (templates, "the templates folder"),
        ]
        for (path, name) in forbidden where output == path {
            throw BuildFailure(path: output, "refusing to use \(name) as the output folder")
        }
        for (path, name) in [(content, "content"), (templates, "templates"), (siteRoot, "site")] where path.hasPrefix(output + "/") {
            throw BuildFailure(path: output, "refusing an output folder that contains the \(name) folder")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw BuildFailure(path: output, "the output path is a file, not a folder")
        }
        if !force && !OutputManifest.isReplaceable(output) {
            throw BuildFailure(
                path: output,
                "refusing to replace a non-empty folder that sitegen did not build (no \(OutputManifest.fileName)); use --force to replace it anyway"
            )
        }
    }
}
