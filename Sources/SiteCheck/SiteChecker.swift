import Foundation
import Support

/// `sitegen check` without the network: reads every HTML page and XML file of a built output folder in
/// parallel and checks that they parse, that ids are unique, that images have `alt`, and that every link of
/// the site's own leads to a file and every fragment to an anchor. Links to other sites are collected for
/// `ExternalLinkChecker`.
public struct SiteChecker: Sendable {
    /// The output folder, absolute or relative to the current folder.
    public let root: String
    /// The output folder as problems name it (`public`), so that each names its file from the current folder.
    public let displayRoot: String
    public let site: SiteAddress

    public init(root: String, displayRoot: String, site: SiteAddress) {
        self.root = root
        self.displayRoot = displayRoot
        self.site = site
    }

    /// Why the output folder cannot be checked.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Checks the folder; throws only when it cannot be listed.
    public func check() throws(Failure) -> SiteCheckReport {
        guard let folder = OutputFolder(root: root) else {
            throw Failure(description: "\(displayRoot): not a folder that can be read; build the site first (sitegen build)")
        }
        let pages = folder.files.compactMap { path in Self.kind(of: path).map { (path: path, kind: $0) } }
            .sorted { $0.path < $1.path }
        let scans = pages.concurrentMap { page in scan(page.path, kind: page.kind) }
        var anchors: [String: Set<String>] = [:]
        for scan in scans where scan.kind == .html { anchors[scan.path] = scan.anchors }
        let linkCheck = InternalLinkCheck(folder: folder, site: site, anchors: anchors)
        let results = scans.concurrentMap { linkCheck.check($0, displayPath: display($0.path)) }
        var report = SiteCheckReport(
            pages: scans.count { $0.kind == .html }, xmlFiles: scans.count { $0.kind == .xml },
            links: results.reduce(0) { $0 + $1.checked }, problems: scans.flatMap(\.problems) + results.flatMap(\.problems))
        report.externalLinks = results.flatMap(\.external)
        return report
    }

    /// Reads and scans one file; a file that cannot be read is a problem of its own.
    private func scan(_ path: String, kind: PageScan.Kind) -> PageScan {
        let displayPath = display(path)
        guard let file = try? POSIXFile(root + "/" + path, .read), let size = file.regularFileSize(),
            let bytes = file.read(count: size)
        else {
            return PageScan(
                path: path, kind: kind, anchors: [], links: [], baseHref: nil, problems: [.error(displayPath, "cannot read the file")])
        }
        return PageScanner.scan(bytes, kind: kind, path: path, displayPath: displayPath)
    }

    private func display(_ path: String) -> String {
        displayRoot.isEmpty || displayRoot == "." ? path : displayRoot + "/" + path
    }

    /// Which parser reads the file at `path`, or nil for a file that is not checked (a stylesheet, an image).
    static func kind(of path: String) -> PageScan.Kind? {
        let name = path.lowercased()
        if name.hasSuffix(".html") || name.hasSuffix(".htm") { return .html }
        if name.hasSuffix(".xml") || name.hasSuffix(".atom") || name.hasSuffix(".rss") { return .xml }
        return nil
    }
}
