public import Foundation
import Model
import Support

/// What `sitegen build` was asked to do. Relative paths are taken from `siteRoot`.
public struct BuildOptions: Sendable {
    /// The site folder: holds `sitegen.toml`, and by default `content/`, `Templates/` and `public/`.
    public var siteRoot: String
    public var contentDirectory: String
    /// The site's own templates; files missing here come from the default theme.
    public var templatesDirectory: String
    public var outputDirectory: String
    /// Overrides `base_url` from `sitegen.toml`.
    public var baseURL: String?
    /// Turns on `relative_links` whatever `sitegen.toml` says.
    public var relativeLinks = false
    /// Called with (pages done, pages in all) while rendering, from any thread.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Publish the valid items and report the invalid ones as skipped, instead of failing.
    public var skipInvalid = false
    /// Replace an output folder that sitegen did not write.
    public var force = false
    /// Ignore the previous build's manifest: render and write everything.
    public var full = false
    /// Set by a signal handler to stop the build.
    public var cancellation: BuildCancellation?
    /// Leave the build's data in memory when it returns instead of freeing it, for a process that exits
    /// right after: freeing a large catalog's millions of small objects takes longer than the exit.
    public var keepsMemoryUntilExit = false

    public init(
        siteRoot: String = FileManager.default.currentDirectoryPath, contentDirectory: String = "content",
        templatesDirectory: String = "Templates", outputDirectory: String = "public", baseURL: String? = nil
    ) {
        self.siteRoot = siteRoot
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
        self.baseURL = baseURL
    }

    /// `path` resolved against the site root, standardized.
    public func resolve(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (siteRoot as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }
}

extension BuildOptions {
    /// `path` as messages show it: relative to the site folder where it lies inside it.
    func displayPath(_ path: String) -> String {
        ContentFile.displayPath(path, relativeTo: siteRoot)
    }

    /// Stops a build that was asked to stop, leaving the previous output as it was.
    func checkCancellation() throws(BuildFailure) {
        if cancellation?.isCancelled == true {
            throw BuildFailure(
                [.error(outputDirectory, "build interrupted; the previous output was left as it was")],
                interrupted: true)
        }
    }
}
