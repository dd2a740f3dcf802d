import Foundation

/// Where the default theme lives: the `Templates/` folder of the sitegen checkout that built this
/// binary. A site's own `Templates/` is searched first, file by file.
public enum DefaultTheme {
    public static var directory: String? {
        let checkout = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = checkout.appendingPathComponent("Templates").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The site's templates folder, then the default theme (when it is a different folder).
    public static func searchPaths(siteTemplates: String) -> [String] {
        var paths = [siteTemplates]
        if let directory, URL(fileURLWithPath: directory).standardizedFileURL.path != siteTemplates {
            paths.append(directory)
        }
        return paths
    }
}
