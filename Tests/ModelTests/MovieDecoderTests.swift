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
        #expect(movie.recommendations.map(\.posterPath) == ["/posterNosferatu.jpg", nil], "for a thumbnail beside each")
        #expect(movie.topBilledNames == movie.cast.map(\.name), "three of them, all top-billed")
    }

    /// The people pages link the first `Movie.topBilledCount` of the cast, in billing order.
    @Test func theTopBilledAreTheFirstTwelveInBillingOrder() throws {
        let members = (0..<15).reversed().map { #"{"name": "Actor \#($0)", "order": \#($0)}"# }
        let (decoded, _) = try decode(#"{"id": 1, "title": "x", "credits": {"cast": ["# + members.joined(separator: ", ") + "]}}")
        let movie = try #require(decoded)
        #expect(movie.cast.count == 15)
        #expect(movie.topBilledNames == (0..<12).map { "Actor \($0)" })
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

    /// What a page cannot be built without: the id and the title. Their problems are errors, and no movie.
    @Test(arguments: [
        (
            #"{"id": "550", "title": "x"}"#,
            "content/movies/x.json:1:8: error: id: expected a whole number, found \"550\""
        ),
        (
            #"{"title": "x"}"#,
            "content/movies/x.json:1:1: error: id: missing"
        ),
        (
            #"{"id": 0, "title": "x"}"#,
            "content/movies/x.json:1:8: error: id: expected a positive number, found 0"
        ),
        (
            #"{"id": 550}"#,
            "content/movies/x.json:1:1: error: title: missing; a movie needs a title or an original_title"
        ),
        (
            #"{"id": 550, "title": ["Fight Club"], "original_title": "Fight Club"}"#,
            "content/movies/x.json:1:22: error: title: expected a string, found an array"
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

    /// Any other field that is malformed is dropped with a warning, and the movie is kept without it.
    @Test(arguments: [
        (
            #"{"id": 550, "title": "Fight Club",\n "runtime": "112 min"}"#,
            "content/movies/x.json:2:13: warning: runtime: expected a whole number, found \"112 min\" (dropped)"
        ),
        (
            #"{"id": 550, "title": "x", "release_date": "10/05/1999"}"#,
            "content/movies/x.json:1:43: warning: release_date: expected a date like 2008-05-14, 2008-05, 2008, 800 or -750 (750 BC), "
                + "found \"10/05/1999\" (dropped)"
        ),
        (
            #"{"id": 550, "title": "x", "release_date": "0"}"#,
            "content/movies/x.json:1:43: warning: release_date: expected a date like 2008-05-14, 2008-05, 2008, 800 or -750 (750 BC), "
                + "found \"0\" (dropped)"
        ),
        (
            #"{"id": 550, "title": "x", "release_date": 1999}"#,
            "content/movies/x.json:1:43: warning: release_date: expected a string, found 1999 (dropped)"
        ),
        (
            #"{"id": 550, "title": "x", "original_title": 7}"#,
            "content/movies/x.json:1:45: warning: original_title: expected a string, found 7 (dropped)"
        ),
        (
            #"{"id": 550, "title": "x", "poster_path": {"w500": "/p.jpg"}}"#,
            "content/movies/x.json:1:42: warning: poster_path: expected a string, found an object (dropped)"
        ),
        (
            #"{"id": 550, "title": "x", "credits": {"cast": [{"name": 7}]}}"#,
            "content/movies/x.json:1:57: warning: credits.cast[0].name: expected a string, found 7 (dropped)"
        ),
        (
            #"{"id": 550, "title": "x", "credits": []}"#,
            "content/movies/x.json:1:38: warning: credits: expected an object, found an array (dropped)"
        ),
        (
            #"{"id": 550, "title": "x", "genres": {"name": "Drama"}}"#,
            "content/movies/x.json:1:37: warning: genres: expected an array, found an object (dropped)"
        ),
        (
            #"{"id": 550, "title": "x", "genre_ids": [18, "35"]}"#,
            "content/movies/x.json:1:45: warning: genre_ids[1]: expected a whole number, found \"35\" (dropped)"
        ),
        (
            #"{"id": 550, "title": "x", "recommendations": {"results": [{"id": "1", "title": "y"}]}}"#,
            "content/movies/x.json:1:66: warning: recommendations.results[0].id: expected a whole number, found \"1\" (dropped)"
        ),
    ])
    func dropsAMalformedOptionalFieldWithAWarning(json: String, expected: String) throws {
        let (movie, diagnostics) = try decode(json.replacingOccurrences(of: "\\n", with: "\n"))
        let kept = try #require(movie)
        #expect(kept.id == Movie.ID(550) && kept.title == (json.contains("Fight Club") ? "Fight Club" : "x"))
        #expect(diagnostics.map(\.description) == [expected])
    }

    @Test func keepsWhatIsWellFormedBesideWhatIsDropped() throws {
        let json = #"""
            {"id": 550, "title": "x", "release_date": "1999-13-01", "runtime": 139.5, "genres": [{"name": "Drama"}, 7],
             "credits": {"crew": [{"job": "Director", "name": "David Fincher"}, {"job": 1, "name": "N"}],
                         "cast": [{"name": "Edward Norton", "character": 5, "order": "first"}, {"name": "Brad Pitt", "order": 1}]},
             "recommendations": {"results": [{"id": 680, "title": "Pulp Fiction", "release_date": "1994-13"}]}}
            """#
        let (decoded, diagnostics) = try decode(json)
        let movie = try #require(decoded)
        #expect(movie.releaseDate == nil && movie.runtime == nil)
        #expect(movie.genres.map(\.name) == ["Drama"])
        #expect(movie.directors == ["David Fincher"])
        #expect(movie.cast == [.init(name: "Brad Pitt", character: nil), .init(name: "Edward Norton", character: nil)])
        #expect(movie.recommendations == [.init(id: Movie.ID(680), title: "Pulp Fiction", releaseDate: nil)])
        #expect(diagnostics.allSatisfy { !$0.isError && $0.message.hasSuffix(" (dropped)") })
        #expect(
            diagnostics.map(\.message).map { $0.prefix(while: { $0 != ":" }) } == [
                "runtime", "release_date", "genres[1]", "credits.crew[1].job", "credits.cast[0].character", "credits.cast[0].order",
                "recommendations.results[0].release_date",
            ])
    }

    /// An error and the warnings of the same file are all reported, the item left out for the error.
    @Test func reportsEveryProblemOfAFile() throws {
        let (movie, diagnostics) = try decode(#"{"id": 9, "title": 1, "runtime": true, "tagline": []}"#)
        #expect(movie == nil)
        #expect(diagnostics.map(\.severity) == [.error, .warning, .warning])
    }

    @Test(arguments: ["-750", "800", "0800-03-03", "45"])
    func readsTheDatesOfOldWorksWithoutAWord(date: String) throws {
        let (movie, diagnostics) = try decode(#"{"id": 550, "title": "x", "release_date": "\#(date)"}"#)
        #expect(diagnostics.isEmpty)
        #expect(try #require(movie).releaseDate == PartialDate(parsing: date))
    }

    @Test func refusesAnIDThatContradictsTheFileName() throws {
        let (movie, diagnostics) = try decode(#"{"id": 551, "title": "x"}"#, expectedID: 550)
        #expect(movie == nil)
        #expect(diagnostics.map(\.message) == ["id: 551 does not match the file name, which says 550"])
    }
}
