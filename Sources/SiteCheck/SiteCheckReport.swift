import Foundation
public import Support

/// What `sitegen check` found: the problems, and what was checked, for the summary line.
public struct SiteCheckReport: Sendable {
    /// HTML pages read.
    public let pages: Int
    /// XML files (sitemaps, feeds) read.
    public let xmlFiles: Int
    /// Links checked: the site's own, and links to other sites once they have been requested.
    public internal(set) var links: Int
    /// Every problem found, in no particular order; `problemLines` sorts them.
    public internal(set) var problems: [Diagnostic]
    /// Links to other sites, for `ExternalLinkChecker`; not checked by `SiteChecker.check`.
    var externalLinks: [ExternalLink] = []

    init(pages: Int, xmlFiles: Int, links: Int, problems: [Diagnostic]) {
        self.pages = pages
        self.xmlFiles = xmlFiles
        self.links = links
        self.problems = problems
    }

    /// How many distinct URLs of other sites the pages link to.
    public var externalURLCount: Int { Set(externalLinks.map(\.url)).count }

    /// One line per problem, sorted by file, line, column and message:
    /// `public/about/index.html:12: error: href "/x/" is broken: no x/index.html in the output`. The column is
    /// given where the parser gave one.
    public var problemLines: [String] {
        problems.sorted().map { problem in
            let column = problem.column > 0 ? ":\(problem.column)" : ""
            return "\(problem.path):\(max(problem.line, 1))\(column): \(problem.severity.rawValue): \(problem.message)"
        }
    }

    /// `Checked 498 pages and 5 XML files, 12,345 links in 0.21 s: no problems.`
    public func summary(seconds: Double) -> String {
        let files = "\(pages) page\(pages == 1 ? "" : "s")" + (xmlFiles > 0 ? " and \(xmlFiles) XML file\(xmlFiles == 1 ? "" : "s")" : "")
        let time = String(format: "%.2f s", seconds)
        let outcome = problems.isEmpty ? "no problems" : "\(problems.count) problem\(problems.count == 1 ? "" : "s")"
        return "Checked \(files), \(links) link\(links == 1 ? "" : "s") in \(time): \(outcome)."
    }
}
