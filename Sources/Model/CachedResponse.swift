import JSON
public import Support

/// An API response as `build` would read it from `content/`: `fetch` checks every response this way before
/// writing it, so that nothing it writes fails the next build.
public enum CachedResponse {
    /// Which catalog folder, and so which decoder, a response is for.
    public enum Kind: String, Sendable, CaseIterable {
        case movie = "movies"
        case book = "books"
        case comic = "comics"

        /// The folder under `content/` that holds items of this kind.
        public var folder: String { rawValue }

        /// How one item of the kind is named in messages: `movie`.
        public var singular: String { String(rawValue.dropLast()) }
    }

    /// What a check found.
    public struct Checked: Sendable {
        /// Exactly what a build would report for the file.
        public let diagnostics: [Diagnostic]
        /// The item's image as the response links it (TMDB: a poster path; the others: a URL), when it decoded.
        public let imageLink: String?

        /// Whether the file would build: none of the diagnostics is an error.
        public var builds: Bool { !diagnostics.contains(where: \.isError) }
    }

    /// Decodes `bytes` as the file `displayPath` of the item named `stem`, exactly as a build would.
    public static func check(_ bytes: [UInt8], as kind: Kind, stem: String, displayPath: String) -> Checked {
        let document: JSONValue
        do throws(JSONParser.Failure) {
            document = try JSONParser.parse(bytes, keeping: fields(of: kind))
        } catch {
            return Checked(diagnostics: [.error(displayPath, line: error.line, column: error.column, error.message)], imageLink: nil)
        }
        let reader = JSONFieldReader(file: displayPath)
        guard let decoded = decode(document, as: kind, stem: stem, reader: reader) else {
            let diagnostics = reader.diagnostics
            let described = diagnostics.contains(where: \.isError)
            return Checked(
                diagnostics: described ? diagnostics : diagnostics + [.error(displayPath, "the response does not describe an item")],
                imageLink: nil)
        }
        return Checked(diagnostics: reader.diagnostics, imageLink: decoded)
    }

    private static func fields(of kind: Kind) -> JSONFieldSet {
        switch kind {
        case .movie: MovieDecoder.fields
        case .book: BookDecoder.fields
        case .comic: ComicDecoder.fields
        }
    }

    /// nil when the decoder gave no item, else the item's image link (which may be nil inside); the same
    /// decoders and expected ids as the repositories' loads.
    private static func decode(_ document: JSONValue, as kind: Kind, stem: String, reader: JSONFieldReader) -> String?? {
        switch kind {
        case .movie:
            MovieDecoder().decode(document, expectedID: Int(stem).map(Movie.ID.init), reader: reader).map(\.posterPath)
        case .book:
            BookDecoder().decode(document, expectedID: Book.ID(stem), reader: reader).map(\.coverURL)
        case .comic:
            ComicDecoder().decode(document, expectedID: Int(stem).map(Comic.ID.init), reader: reader).map(\.imageURL)
        }
    }
}
