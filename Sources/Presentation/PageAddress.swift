/// A page's route with its output path, resolved once when the page is planned: the page's own slug
/// is made once per build, not again by each step that needs the address.
public struct PageAddress: Sendable, Hashable {
    public let route: Route
    /// Relative to the output folder: `movies/550-fight-club/index.html`.
    public let outputPath: String
    /// `/` or `/catalog/`.
    let basePath: String
    /// Whether the route names a folder, whose `index.html` the output path adds.
    let isFolder: Bool

    /// Root-relative, with the base path: `/movies/550-fight-club/`. Made when asked, from the output path:
    /// only a page that is rendered needs it, and most pages of a rebuild are not.
    public var url: String {
        basePath + (isFolder ? outputPath.dropLast(Self.index.count) : outputPath[...])
    }

    static let index = "index.html"
}
