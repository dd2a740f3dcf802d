import Foundation
public import Support

/// The free pages of the site.
public protocol FreePageRepository: Sendable {
    /// Published pages (drafts left out), by slug.
    var pages: [FreePage] { get }
}

/// The pages of `content/pages/*.md`.
public struct MarkdownFreePageRepository: FreePageRepository {
    public let pages: [FreePage]

    public init(pages: [FreePage]) {
        self.pages = pages.sorted { $0.slug < $1.slug }
    }

    /// - Parameter listing: the folder's entries as the build's scan found them; nil to list the folder here.
    public static func load(
        contentDirectory: String, siteRoot: String,
        listing: FolderListing? = nil
    ) -> (repository: MarkdownFreePageRepository, diagnostics: [Diagnostic]) {
        let folder = (contentDirectory as NSString).appendingPathComponent("pages")
        guard let listing = listing ?? FolderListing.read(folder) else {
            return (MarkdownFreePageRepository(pages: []), [])
        }
        var pages: [FreePage] = []
        var diagnostics: [Diagnostic] = []
        var bySlug: [String: String] = [:]
        for name in listing.entries.map(\.name) where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            let display = ContentFile.displayPath(path, relativeTo: siteRoot)
            guard name.hasSuffix(".md") else {
                diagnostics.append(.warning(display, "not a Markdown page (.md), ignored"))
                continue
            }
            switch ContentFile.readText(path, displayPath: display, within: [siteRoot, contentDirectory]) {
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            case .success(let text):
                let parsed = FreePageParser().parse(text, stem: String(name.dropLast(3)), file: display)
                diagnostics += parsed.diagnostics
                guard let page = parsed.page, !page.draft else { continue }
                if let other = bySlug[page.slug] {
                    diagnostics.append(.error(display, "slug '\(page.slug)' is already used by \(other)"))
                    continue
                }
                bySlug[page.slug] = display
                pages.append(page)
            }
        }
        return (MarkdownFreePageRepository(pages: pages), diagnostics)
    }
}
