import Foundation

/// The movies of `content/movies/`: one `<id>.json` TMDB response per movie, with optional
/// `<id>.md` owner's notes and an optional local poster `<id>.(jpg|png|webp|svg)`.
public struct JSONCacheMovieRepository: MovieRepository {
    public static let posterExtensions = ["svg", "webp", "png", "jpg"]

    public let movies: [Movie]
    private let positions: [Movie.ID: Int]

    public init(movies: [Movie]) {
        self.movies = movies.sorted { $0.id < $1.id }
        var positions: [Movie.ID: Int] = [:]
        for (i, movie) in self.movies.enumerated() { positions[movie.id] = i }
        self.positions = positions
    }

    public func movie(_ id: Movie.ID) -> Movie? {
        positions[id].map { movies[$0] }
    }

    /// Loads every movie under `<contentDirectory>/movies`. Items with errors are left out and
    /// their diagnostics returned; paths in diagnostics are relative to `siteRoot`.
    public static func load(contentDirectory: String, siteRoot: String) -> (repository: JSONCacheMovieRepository, diagnostics: [Diagnostic]) {
        let folder = (contentDirectory as NSString).appendingPathComponent("movies")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            return (JSONCacheMovieRepository(movies: []), [])
        }
        let listing = Set(names)
        var diagnostics: [Diagnostic] = []
        var jobs: [(id: Movie.ID, stem: String)] = []
        for name in names.sorted() {
            let ext = (name as NSString).pathExtension
            let stem = (name as NSString).deletingPathExtension
            guard !name.hasPrefix(".") else { continue }
            let display = ContentFile.displayPath((folder as NSString).appendingPathComponent(name), relativeTo: siteRoot)
            switch ext {
            case "json":
                guard let raw = Int(stem), raw > 0, String(raw) == stem else {
                    diagnostics.append(.error(display, "a movie file must be named <TMDB id>.json, like 550.json"))
                    continue
                }
                jobs.append((Movie.ID(raw), stem))
            case "md":
                if !listing.contains(stem + ".json") {
                    diagnostics.append(.warning(display, "notes without a \(stem).json beside them, ignored"))
                }
            default:
                if !posterExtensions.contains(ext.lowercased()) || !listing.contains(stem + ".json") {
                    diagnostics.append(.warning(display, "unexpected file in content/movies, ignored"))
                }
            }
        }
        let notesParser = OwnerNotesParser(dateKeys: ["watched"])
        let decoded = jobs.concurrentMap { job -> (Movie?, [Diagnostic]) in
            let path = (folder as NSString).appendingPathComponent(job.stem + ".json")
            let display = ContentFile.displayPath(path, relativeTo: siteRoot)
            let bytes: [UInt8]
            switch ContentFile.read(path, displayPath: display) {
            case .success(let b): bytes = b
            case .failure(let d): return (nil, [d])
            }
            let document: JSONValue
            do throws(JSONParser.Failure) {
                document = try JSONParser.parse(bytes)
            } catch {
                return (nil, [.error(display, line: error.line, column: error.column, error.message)])
            }
            let reader = JSONFieldReader(file: display)
            guard var movie = MovieDecoder().decode(document, expectedID: job.id, reader: reader) else {
                return (nil, reader.diagnostics)
            }
            var found = reader.diagnostics
            if listing.contains(job.stem + ".md") {
                let notesPath = (folder as NSString).appendingPathComponent(job.stem + ".md")
                let notesDisplay = ContentFile.displayPath(notesPath, relativeTo: siteRoot)
                switch ContentFile.read(notesPath, displayPath: notesDisplay) {
                case .failure(let d):
                    return (nil, found + [d])
                case .success(let noteBytes):
                    guard let text = String(validating: noteBytes, as: UTF8.self) else {
                        return (nil, found + [.error(notesDisplay, "not valid UTF-8 text")])
                    }
                    let parsed = notesParser.parse(text, file: notesDisplay)
                    found += parsed.diagnostics
                    guard let notes = parsed.notes else { return (nil, found) }
                    movie.notes = notes
                }
            }
            movie.localPoster = posterExtensions.lazy.map { job.stem + "." + $0 }.first(where: listing.contains)
                .map { "movies/" + $0 }
            return (movie, found)
        }
        var movies: [Movie] = []
        for (movie, found) in decoded {
            diagnostics += found
            if let movie, movie.notes?.draft != true { movies.append(movie) }
        }
        return (JSONCacheMovieRepository(movies: movies), diagnostics.sorted())
    }
}
