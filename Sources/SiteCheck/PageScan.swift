import Support

/// One file of the output as the checker read it: its links, the fragment targets it offers, and the
/// problems found in the file itself.
struct PageScan: Sendable {
    enum Kind: Sendable {
        case html
        case xml
    }

    /// The file, relative to the output folder: `movies/550/index.html`.
    let path: String
    let kind: Kind
    /// Every `id`, and every `name` of an `<a>`: what a `#fragment` may point at.
    let anchors: Set<String>
    /// The URLs the file links to, in document order.
    let links: [PageLink]
    /// A `<base href>`, which relative links resolve against instead of the page's own URL.
    let baseHref: String?
    /// Parse errors, duplicate ids, images without `alt`.
    let problems: [Diagnostic]
}
