/// A page's route with its URL and output path, resolved once when the page is planned: the page's
/// own slug is made once per build, not again by each step that needs the address.
public struct PageAddress: Sendable, Hashable {
    public let route: Route
    /// Root-relative, with the base path: `/movies/550-fight-club/`.
    public let url: String
    /// Relative to the output folder: `movies/550-fight-club/index.html`.
    public let outputPath: String
}
