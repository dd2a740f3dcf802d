import Foundation
import JSON
import Model
import Support
import Testing

@Suite struct MovieDecoderTests {
    private func decode(_ bytes: [UInt8], expectedID: Int? = nil) throws -> (Movie?, [Diagnostic]) {
        let reader = JSONFieldReader(file: "content/movies/x.json")
        let movie = MovieDecoder().decode(try JSONParser.parse(bytes), expectedID: expectedID.map(Movie.ID.init), reader: reader)
        // The build parses only the members the decoder reads: that must decode to the same result.
        let partialReader = JSONFieldReader(file: "content/movies/x.json")
        let partial = MovieDecoder().decode(
            try JSONParser.parse(bytes, keeping: MovieDecoder.fields), expectedID: expectedID.map(Movie.ID.init), reader: partialReader)
        #expect(partial == movie)
        #expect(partialReader.diagnostics == reader.diagnostics)
        return (movie, reader.diagnostics)
    }

    private func decode(_ text: String, expectedID: Int? = nil) throws -> (Movie?, [Diagnostic]) {
        try decode(Array(text.utf8), expectedID: expectedID)
    }

    @Test func decodesAFullResponse() throws {
        let (decoded, diagnostics) = try decode(try fixture("full-movie.json"), expectedID: 19)
        let movie = try #require(decoded)
        #expect(diagnostics.isEmpty)
        #expect(movie.id == Movie.ID(19))
        #expect(movie.title == "Metropolis")
        #expect(movie.originalLanguage == "de")
        #expect(movie.releaseDate?.description == "1927-01-10")
        #expect(movie.runtime == 153)
        #expect(movie.genres.map(\.name) == ["Science Fiction", "Drama"])
        #expect(movie.posterPath == "/posterMetropolis.jpg")
        #expect(movie.backdropPath == "/backdropMetropolis.jpg")
        // One entry per job in TMDB's crew; the page lists the person once.
        #expect(movie.directors == ["Fritz Lang"])
        #expect(movie.cast.map(\.name) == ["Brigitte Helm", "Gustav Fröhlich", "Alfred Abel"])
        #expect(movie.cast[2].character == nil)
        #expect(movie.recommendations.map(\.title) == ["Nosferatu", "Aelita"])
        #expect(movie.recommendations[1].releaseDate == nil)
    }

    @Test func decodesASparseListShapedRecord() throws {
        let (decoded, diagnostics) = try decode(try fixture("sparse-movie.json"))
        let movie = try #require(decoded)
        #expect(movie.releaseDate == nil)
        #expect(movie.runtime == nil, "0 means unknown")
        #expect(movie.tagline == nil && movie.overview == nil && movie.posterPath == nil)
        #expect(movie.genres.map(\.name) == ["Drama"])
        #expect(movie.cast.isEmpty && movie.directors.isEmpty && movie.recommendations.isEmpty)
        #expect(
            diagnostics.map(\.description) == [
                "content/movies/x.json:5:21: warning: genre_ids[1]: unknown TMDB genre id 99999, ignored"
            ])
    }

    @Test func fallsBackToOriginalTitle() throws {
        let (movie, _) = try decode(#"{"id": 5, "original_title": "Körkarlen"}"#)
        #expect(movie?.title == "Körkarlen")
    }

    @Test(arguments: [
        (
            #"{"id": 550, "title": "Fight Club",\n "runtime": "112 min"}"#,
            "content/movies/x.json:2:13: error: runtime: expected a whole number, found \"112 min\""
        ),
        (
            #"{"id": "550", "title": "x"}"#,
            "content/movies/x.json:1:8: error: id: expected a whole number, found \"550\""
        ),
        (
            #"{"title": "x"}"#,
            "content/movies/x.json:1:1: error: id: missing"
        ),
        (
            #"{"id": 550}"#,
            "content/movies/x.json:1:1: error: title: missing; a movie needs a title or an original_title"
        ),
        (
            #"{"id": 550, "title": "x", "release_date": "10/05/1999"}"#,
            "content/movies/x.json:1:43: error: release_date: expected a date YYYY-MM-DD, YYYY-MM or YYYY, found \"10/05/1999\""
        ),
        (
            #"{"id": 550, "title": "x", "credits": {"cast": [{"name": 7}]}}"#,
            "content/movies/x.json:1:57: error: credits.cast[0].name: expected a string, found 7"
        ),
        (
            #"{"id": 550, "title": "x", "genres": {"name": "Drama"}}"#,
            "content/movies/x.json:1:37: error: genres: expected an array, found an object"
        ),
        (
            #"[1, 2]"#,
            "content/movies/x.json:1:1: error: document: expected an object, found an array"
        ),
    ])
    func reportsTheExactDiagnostic(json: String, expected: String) throws {
        let (movie, diagnostics) = try decode(json.replacingOccurrences(of: "\\n", with: "\n"))
        #expect(movie == nil)
        #expect(diagnostics.map(\.description) == [expected])
    }

    @Test func reportsEveryProblemOfAFile() throws {
        let (movie, diagnostics) = try decode(#"{"id": 9, "title": 1, "runtime": true, "tagline": []}"#)
        #expect(movie == nil)
        #expect(diagnostics.count == 3)
    }

    @Test func refusesAnIDThatContradictsTheFileName() throws {
        let (movie, diagnostics) = try decode(#"{"id": 551, "title": "x"}"#, expectedID: 550)
        #expect(movie == nil)
        #expect(diagnostics.map(\.message) == ["id: 551 does not match the file name, which says 550"])
    }
}
