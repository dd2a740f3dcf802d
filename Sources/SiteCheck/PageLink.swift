/// One URL written in a file of the output, with where it was found.
struct PageLink: Sendable {
    /// How the URL was given, for messages: `href`, `src`, `srcset`, `refresh` (a `<meta http-equiv>`),
    /// `loc` (a sitemap).
    let attribute: String
    let value: String
    let line: Int
}
