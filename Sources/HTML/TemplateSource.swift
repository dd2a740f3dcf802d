import Foundation

/// A place a `TemplateLibrary` looks templates up in: a folder on disk (a site's `Templates/`), or files
/// held in memory (the default theme compiled into sitegen).
public enum TemplateSource: Sendable {
    /// A folder; its files are named by their path in diagnostics.
    case directory(String)
    /// Files by their path relative to the folder they came from (`layout.html`, `partials/card.html`);
    /// diagnostics name them `label/path`, e.g. `(default theme)/layout.html`.
    case files([String: [UInt8]], label: String)

    /// The file `name` in this source, or nil when it has none.
    func file(named name: String) -> TemplateFile? {
        switch self {
        case .directory(let directory):
            let candidate = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue else {
                return nil
            }
            return TemplateFile(path: candidate, contents: .onDisk)
        case .files(let files, let label):
            guard let bytes = files[name] else { return nil }
            return TemplateFile(path: label + "/" + name, contents: .inMemory(bytes))
        }
    }

    /// How "not found" messages name this source.
    var description: String {
        switch self {
        case .directory(let directory): directory
        case .files(_, let label): label
        }
    }
}
