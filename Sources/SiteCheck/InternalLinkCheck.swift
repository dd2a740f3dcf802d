import Support

/// Checks the links of one scanned file against the output folder: every link of the site's own leads to a
/// file, and every fragment to an anchor of the page it names.
struct InternalLinkCheck: Sendable {
    let folder: OutputFolder
    let site: SiteAddress
    /// The anchors of each HTML page, by path relative to the output folder.
    let anchors: [String: Set<String>]

    /// What checking `scan`'s links found.
    struct Result: Sendable {
        var problems: [Diagnostic] = []
        /// Links of the site's own that were looked up.
        var checked = 0
        var external: [ExternalLink] = []
    }

    func check(_ scan: PageScan, displayPath: String) -> Result {
        let resolver = LinkResolver(site: site)
        var pageURL = site.basePath + PercentEncoding.encode(path: scan.path)
        if let baseHref = scan.baseHref, case .own(let path, _) = resolver.resolve(baseHref, from: pageURL) {
            pageURL = site.basePath + PercentEncoding.encode(path: path)
        }
        var result = Result()
        for link in scan.links {
            func fail(_ message: String) {
                result.problems.append(.error(displayPath, line: link.line, "\(link.attribute) \"\(link.value)\" \(message)"))
            }
            switch resolver.resolve(link.value, from: pageURL) {
            case .ignored:
                continue
            case .broken(let reason):
                result.checked += 1
                fail(reason)
            case .external(let url):
                result.external.append(
                    ExternalLink(url: url, displayPath: displayPath, line: link.line, attribute: link.attribute, value: link.value))
            case .own(let path, let fragment):
                result.checked += 1
                if let problem = problem(path: path, fragment: fragment, from: scan.path) { fail(problem) }
            }
        }
        return result
    }

    /// Why a link to `path#fragment` from the page at `page` does not work, or nil when it does.
    private func problem(path: String, fragment: String?, from page: String) -> String? {
        guard let file = folder.file(for: path) else {
            let wanted = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
            return "is broken: no \(wanted) in the output"
        }
        guard let fragment, !Self.needsNoAnchor(fragment), let anchors = anchors[file] else { return nil }
        if anchors.contains(fragment) { return nil }
        return file == page ? "is broken: no id \"\(fragment)\" on this page" : "is broken: no id \"\(fragment)\" in \(file)"
    }

    /// Fragments that work without an element: the empty one, `top` (the HTML standard scrolls to the top),
    /// and text directives (`:~:text=`).
    private static func needsNoAnchor(_ fragment: String) -> Bool {
        fragment.isEmpty || fragment.lowercased() == "top" || fragment.hasPrefix(":~:")
    }
}
