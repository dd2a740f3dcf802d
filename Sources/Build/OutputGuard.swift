import Foundation

/// Refuses output folders whose replacement would destroy something that is not a built site.
struct OutputGuard {
    let siteRoot: String
    let content: String
    let templates: String

    func check(_ output: String) throws(BuildFailure) {
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        let forbidden: [(String, String)] = [
            ("/", "the root folder"), (home, "the home folder"), (siteRoot, "the site folder"),
            (content, "the content folder"), (templates, "the templates folder"),
        ]
        for (path, name) in forbidden where output == path {
            throw BuildFailure(path: output, "refusing to use \(name) as the output folder")
        }
        for (path, name) in [(content, "content"), (templates, "templates")] where path.hasPrefix(output + "/") {
            throw BuildFailure(path: output, "refusing an output folder that contains the \(name) folder")
        }
    }
}
