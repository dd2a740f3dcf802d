/// Where a link of a page leads, as far as the output folder can tell.
enum LinkTarget: Equatable {
    /// A URL of the site: `path` is relative to the output folder, percent-decoded (`movies/550/`, `assets/a.css`,
    /// "" for the root); `fragment` is decoded too, nil when the link has none.
    case own(path: String, fragment: String?)
    /// An `http(s)` URL elsewhere, without its fragment.
    case external(String)
    /// A URL that no file could answer: another scheme (`mailto:`, `data:`), or the empty link.
    case ignored
    /// A link that cannot work, with the reason.
    case broken(String)
}
