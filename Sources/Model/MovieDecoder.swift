public import JSON

/// Turns a cached TMDB `/movie/{id}?append_to_response=credits,recommendations,images` response
/// into a `Movie`. Lenient where TMDB is (nulls, empty strings, missing appended sections, list-shaped
/// records with `genre_ids`), strict where a page could not be built: the id, and the title (`title`,
/// or `original_title` when there is none), are errors when missing or malformed. Any other field
/// that is malformed is a warning and is dropped: a release date, the runtime, the images, a genre,
/// a credit or a recommendation that cannot be read leaves the movie without it, never off the site.
public struct MovieDecoder {
    /// Every member `decode` reads; the parser may drop the rest (images, crew departments, …).
    public static let fields = JSONFieldSet.only(
        [
            "id", "title", "original_title", "original_language", "runtime", "release_date", "genre_ids",
            "tagline", "overview", "poster_path", "backdrop_path",
        ],
        [
            "genres": .only(["name", "id"]),
            "credits": .only([], ["crew": .only(["job", "name"]), "cast": .only(["name", "character", "order"])]),
            "recommendations": .only([], ["results": .only(["id", "title", "original_title", "release_date", "poster_path"])]),
        ]
    )

    public init() {}

    /// Decodes `document`; on failure returns nil and `reader` holds the reasons. A movie that comes
    /// back may still have warnings in `reader`, one for each field it was decoded without.
    /// - Parameter expectedID: the id the file name promises, if any.
    public func decode(_ document: JSONValue, expectedID: Movie.ID?, reader: JSONFieldReader) -> Movie? {
        guard reader.isObject(document, path: "", need: .required) else { return nil }
        let id = decodeID(document, expectedID: expectedID, reader: reader)
        let title = reader.text(document, "title", path: "title", need: .required)
        // Shown beside the title when there is one: then a malformed one is only dropped.
        let originalTitle = reader.text(document, "original_title", path: "original_title")
        if title == nil && originalTitle == nil && !reader.hasErrors {
            reader.error(at: document, "title: missing; a movie needs a title or an original_title")
        }
        let runtime = reader.integer(document, "runtime", path: "runtime")
        // `credits` is read once for directors and cast, so that a malformed one is reported once.
        let credits = reader.object(document, "credits", path: "credits")
        let movie = Movie(
            id: id ?? Movie.ID(0),
            title: title ?? originalTitle ?? "",
            originalTitle: originalTitle,
            originalLanguage: reader.text(document, "original_language", path: "original_language"),
            releaseDate: reader.date(document, "release_date", path: "release_date"),
            runtime: runtime.flatMap { $0 > 0 ? $0 : nil },
            genres: decodeGenres(document, reader: reader),
            tagline: reader.text(document, "tagline", path: "tagline"),
            overview: reader.text(document, "overview", path: "overview"),
            posterPath: reader.text(document, "poster_path", path: "poster_path"),
            backdropPath: reader.text(document, "backdrop_path", path: "backdrop_path"),
            directors: credits.map { decodeDirectors($0, reader: reader) } ?? [],
            cast: credits.map { decodeCast($0, reader: reader) } ?? [],
            recommendations: decodeRecommendations(document, reader: reader)
        )
        return reader.hasErrors || id == nil ? nil : movie
    }

    private func decodeID(_ document: JSONValue, expectedID: Movie.ID?, reader: JSONFieldReader) -> Movie.ID? {
        guard let idValue = document["id"], !idValue.isNull else {
            reader.error(at: document, "id: missing")
            return nil
        }
        guard let raw = reader.integer(document, "id", path: "id", need: .required) else { return nil }
        guard raw > 0 else {
            reader.error(at: idValue, "id: expected a positive number, found \(raw)")
            return nil
        }
        if let expectedID, expectedID.rawValue != raw {
            reader.error(at: idValue, "id: \(raw) does not match the file name, which says \(expectedID)")
            return nil
        }
        return Movie.ID(raw)
    }

    private func decodeGenres(_ document: JSONValue, reader: JSONFieldReader) -> [Movie.Genre] {
        var names: [String] = []
        if document["genres"] != nil {
            for (i, genre) in reader.array(document, "genres", path: "genres").enumerated() {
                func path() -> String { "genres[\(i)]" }
                guard reader.isObject(genre, path: path()) else { continue }
                if let name = reader.text(genre, "name", path: path() + ".name") {
                    names.append(name)
                } else if let id = reader.integer(genre, "id", path: path() + ".id"), let name = TMDBGenres.names[id] {
                    names.append(name)
                }
            }
        } else {
            for (i, value) in reader.array(document, "genre_ids", path: "genre_ids").enumerated() {
                guard case .integer(let id) = value.content else {
                    reader.dropped(value, "genre_ids[\(i)]: expected a whole number, found \(value.summary)")
                    continue
                }
                if let name = TMDBGenres.names[id] {
                    names.append(name)
                } else {
                    reader.warning(at: value, "genre_ids[\(i)]: unknown TMDB genre id \(id), ignored")
                }
            }
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }.map(Movie.Genre.init(name:))
    }

    private func decodeDirectors(_ credits: JSONValue, reader: JSONFieldReader) -> [String] {
        var names: [String] = []
        for (i, member) in reader.array(credits, "crew", path: "credits.crew").enumerated() {
            func path() -> String { "credits.crew[\(i)]" }
            guard reader.isObject(member, path: path()) else { continue }
            guard reader.string(member, "job", path: path() + ".job") == "Director",
                let name = reader.text(member, "name", path: path() + ".name")
            else { continue }
            // TMDB lists a person once per job; a director who also wrote appears twice.
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    private func decodeCast(_ credits: JSONValue, reader: JSONFieldReader) -> [Movie.CastMember] {
        var cast: [(order: Int, index: Int, member: Movie.CastMember)] = []
        for (i, member) in reader.array(credits, "cast", path: "credits.cast").enumerated() {
            // A function, not a string: the path is made only for a diagnostic (see `JSONFieldReader`).
            func path() -> String { "credits.cast[\(i)]" }
            guard reader.isObject(member, path: path()),
                let name = reader.text(member, "name", path: path() + ".name")
            else { continue }
            let character = reader.text(member, "character", path: path() + ".character")
            let order = reader.integer(member, "order", path: path() + ".order") ?? Int.max
            cast.append((order, i, Movie.CastMember(name: name, character: character)))
        }
        return cast.sorted { ($0.order, $0.index) < ($1.order, $1.index) }.map(\.member)
    }

    private func decodeRecommendations(_ document: JSONValue, reader: JSONFieldReader) -> [Movie.Recommendation] {
        guard let recommendations = reader.object(document, "recommendations", path: "recommendations") else { return [] }
        let entries = reader.array(recommendations, "results", path: "recommendations.results")
        var result: [Movie.Recommendation] = []
        result.reserveCapacity(entries.count)
        for (i, entry) in entries.enumerated() {
            func path() -> String { "recommendations.results[\(i)]" }
            guard reader.isObject(entry, path: path()),
                let id = reader.integer(entry, "id", path: path() + ".id"), id > 0
            else { continue }
            let title =
                reader.text(entry, "title", path: path() + ".title")
                ?? reader.text(entry, "original_title", path: path() + ".original_title")
            guard let title else { continue }
            let date = reader.date(entry, "release_date", path: path() + ".release_date")
            let poster = reader.text(entry, "poster_path", path: path() + ".poster_path")
            result.append(Movie.Recommendation(id: Movie.ID(id), title: title, releaseDate: date, posterPath: poster))
        }
        return result
    }
}
