/// A link to another site, where one page makes it: checked over the network only with `--external`.
struct ExternalLink: Sendable {
    /// The URL without its fragment: what is requested.
    let url: String
    /// The file that links it, as problems name it.
    let displayPath: String
    let line: Int
    /// How the page gave it (`href`, `src` …) and as written, for the message.
    let attribute: String
    let value: String
}
