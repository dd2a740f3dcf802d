import Model
import Support
import Testing

/// A site's strings file: what it may set is given by rules (Presentation's table gives the real ones);
/// every problem is reported at its line and column.
@Suite struct StringsFileLoaderTests {
    static let rules: [String: LocalizedStringRule] = [
        "movie.cast": .text(placeholders: []),
        "movie.poster_alt": .text(placeholders: ["title"]),
        "pagination.summary": .text(placeholders: ["page", "pages"]),
        "count.movies": .count(placeholders: ["count"]),
        "date.day": .datePattern,
    ]

    func parse(_ text: String, setElsewhere: [String: String] = [:]) -> ([String: LocalizedString], [String]) {
        let (values, diagnostics) = StringsFileLoader.parse(
            text, displayPath: "strings/ja.toml", rules: Self.rules, setElsewhere: setElsewhere)
        return (values, diagnostics.map(\.description))
    }

    @Test func sectionsDottedKeysAndForms() throws {
        let (values, diagnostics) = parse(
            """
            # The site's own words
            pagination.summary = '{page}/{pages}'
            [movie]
            cast = "出演"
            poster_alt = "{title} のポスター"
            [count]
            movies = { one = "one film", other = "{count} films" }
            """)
        #expect(diagnostics.isEmpty)
        #expect(values["movie.cast"] == .text(StringPattern(literal: "出演")))
        #expect(values["movie.poster_alt"] == .text(try StringPattern(parsing: "{title} のポスター")))
        #expect(values["pagination.summary"] == .text(try StringPattern(parsing: "{page}/{pages}")))
        #expect(
            values["count.movies"] == .forms(one: StringPattern(literal: "one film"), other: try StringPattern(parsing: "{count} films")))
        #expect(values.count == 4)
    }

    @Test func aCountPhraseMayBeOneStringAndADatePatternIsTakenAsWritten() {
        let (values, diagnostics) = parse("count.movies = \"映画 {count} 本\"\ndate.day = \"yyyy'{'MM\"\n")
        #expect(diagnostics.isEmpty)
        #expect(values["count.movies"] == .text(try! StringPattern(parsing: "映画 {count} 本")))
        #expect(values["date.day"] == .text(StringPattern(literal: "yyyy'{'MM")))
    }

    @Test(arguments: [
        ("[movie]\ncats = \"x\"", "strings/ja.toml:2:1: error: unknown key 'movie.cats' (did you mean 'movie.cast'?)"),
        ("\n  colour = \"red\"", "strings/ja.toml:2:3: error: unknown key 'colour'"),
        ("[film]\ncast = \"x\"", "strings/ja.toml:2:1: error: unknown key 'film.cast'"),
        ("[movie]\npagination.summary = \"x\"", "strings/ja.toml:2:1: error: unknown key 'movie.pagination.summary'"),
        (
            "movie.poster_alt = \"Poster: {titel}\"",
            "strings/ja.toml:1:29: error: movie.poster_alt: unknown placeholder {titel}; this string takes {title}"
        ),
        (
            "[pagination]\n  summary = \"{page} of {count}\"",
            "strings/ja.toml:2:24: error: pagination.summary: unknown placeholder {count}; this string takes {page} and {pages}"
        ),
        ("movie.cast = \"{cast}\"", "strings/ja.toml:1:15: error: movie.cast: unknown placeholder {cast}; this string takes none"),
        (
            "movie.cast = \"Cast {\"",
            "strings/ja.toml:1:20: error: movie.cast: unclosed '{' (write '{{' for a literal brace)"
        ),
        ("movie.cast = 3", "strings/ja.toml:1:1: error: movie.cast: expected a string in quotes, found 3"),
        (
            "count.movies = [\"a\"]",
            "strings/ja.toml:1:1: error: count.movies: expected a string in quotes or a table of the forms 'one' and 'other', found an array"
        ),
        (
            "count.movies = { one = \"a\", few = \"b\", other = \"{count}\" }",
            "strings/ja.toml:1:1: error: count.movies.few: unknown form; a count phrase has the forms 'one' (for 1) and 'other'"
        ),
        (
            "[count.movies]\none = \"a\"",
            "strings/ja.toml:1:1: error: count.movies: a table of forms needs 'other', the form for every number but 1"
        ),
        ("date.day = \" \"", "strings/ja.toml:1:1: error: date.day: a date pattern must not be empty"),
        ("movie.cast = \"x", "strings/ja.toml:1:16: error: error while parsing string: encountered end-of-file"),
    ])
    func reportsEachProblemAtItsPlace(text: String, expected: String) {
        let (_, diagnostics) = parse(text)
        #expect(diagnostics == [expected])
    }

    /// A file with several problems reports all of them, in the file's order, and keeps what is valid.
    @Test func everyProblemOnce() {
        let (values, diagnostics) = parse("movie.cast = \"ok\"\nmovie.nope = \"x\"\npagination.summary = \"{x}\"\n")
        #expect(values.keys.sorted() == ["movie.cast"])
        #expect(
            diagnostics == [
                "strings/ja.toml:2:1: error: unknown key 'movie.nope'",
                "strings/ja.toml:3:23: error: pagination.summary: unknown placeholder {x}; this string takes {page} and {pages}",
            ])
    }

    @Test func aKeySetElsewhereIsAWarningAtItsPlace() {
        let (values, diagnostics) = parse(
            "movie.cast = \"x\"\n[date]\nday = \"yyyy/MM/dd\"\n", setElsewhere: ["date.day": "ignored: date_format sets it"])
        #expect(diagnostics == ["strings/ja.toml:3:1: warning: date.day: ignored: date_format sets it"])
        #expect(values["date.day"] != nil, "the caller decides what wins")
    }

    @Test func aMissingFileIsAnErrorNamingIt() {
        let (values, diagnostics) = StringsFileLoader.load(
            path: "/nonexistent/strings/ja.toml", displayPath: "strings/ja.toml", rules: Self.rules)
        #expect(values.isEmpty)
        #expect(diagnostics.map(\.description) == ["strings/ja.toml:1:1: error: cannot read: No such file or directory"])
    }
}
