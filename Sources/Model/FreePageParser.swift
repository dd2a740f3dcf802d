public import Support

/// Reads a free page: front matter (`title`, `slug`, `menu`, `draft`) and a Markdown body.
public struct FreePageParser: Sendable {
    public init() {}

    /// - Parameter stem: the file name without `.md`, the slug when the front matter gives none.
    public func parse(_ text: String, stem: String, file: String) -> (page: FreePage?, diagnostics: [Diagnostic]) {
        var fields: FrontMatterFields
        switch FrontMatterFields.parse(text, file: file) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let parsed): fields = parsed
        }
        var title: String?
        var slug = stem.lowercased()
        var slugNode: (key: String, value: String)?
        var menu: Int?
        var draft = false
        for (key, value, keyNode) in fields.fields {
            switch key {
            case "title": title = fields.string(key, value)
            case "slug":
                if let s = fields.string(key, value) {
                    slug = s
                    slugNode = (key, s)
                    if !FreePage.isValidSlug(s) {
                        fields.report(.error, at: value, "slug: use lowercase letters, digits and hyphens, found \"\(s.prefix(40))\"")
                    }
                }
            case "menu": menu = fields.integer(key, value, in: 0...1000)
            case "draft": draft = fields.bool(key, value) ?? false
            default: fields.warnUnknown(keyNode, key)
            }
        }
        var diagnostics = fields.diagnostics
        if slugNode == nil && !FreePage.isValidSlug(slug) {
            diagnostics.append(.error(file, "the file name must be a slug (lowercase letters, digits, hyphens), or give one with 'slug:'"))
        }
        if FreePage.reservedSlugs.contains(slug) {
            diagnostics.append(.error(file, "slug '\(slug)' is the address of one of the site's own sections; choose another"))
        }
        guard let title else {
            if !fields.hasErrors { diagnostics.append(.error(file, line: 1, column: 1, "title: missing; a page needs a title")) }
            return (nil, diagnostics)
        }
        guard !diagnostics.contains(where: \.isError) else { return (nil, diagnostics) }
        return (FreePage(slug: slug, title: title, menuOrder: menu, draft: draft, body: fields.body), diagnostics)
    }
}
