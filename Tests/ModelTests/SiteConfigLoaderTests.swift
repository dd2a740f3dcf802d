import Model
import Support
import Testing

@Suite struct SiteConfigLoaderTests {
    @Test func readsEveryKey() {
        let text = """
            # comment
            title = "The Silent Shelf"   # trailing comment
            base_url = "https://example.org/catalog"
            language = 'de'
            date_format = "yyyy/MM/dd"
            page_size = 12
            relative_links = true
            """
        let (config, diagnostics) = SiteConfigLoader.parse(text, displayPath: "sitegen.toml")
        #expect(diagnostics.isEmpty)
        #expect(config.title == "The Silent Shelf")
        #expect(config.basePath == "/catalog/")
        #expect(config.language == "de")
        #expect(config.dateFormat == "yyyy/MM/dd")
        #expect(config.pageSize == 12)
        #expect(config.relativeLinks)
    }

    @Test func everyKeyHasADefault() {
        let (config, diagnostics) = SiteConfigLoader.parse("", displayPath: "sitegen.toml")
        #expect(diagnostics.isEmpty)
        #expect(config == SiteConfig())
        #expect(config.basePath == "/")
    }

    /// What the hand-written parser refused and TOML 1.0 allows: multi-line arrays and strings, inline
    /// and `[[array]]` tables, quoted and dotted keys, hexadecimal integers, CRLF line ends, a BOM.
    @Test func acceptsAnyTOML10() {
        let text =
            "\u{FEFF}\"title\" = \"\"\"\nThe \\\n  Shelf\"\"\"\r\n"
            + "page_size = 0x10  # sixteen\r\n"
            + "date_format = '''d MMM yyyy'''\n"
            + "tags = [\n  \"a\",  # first\n  [1, 2.5],\n]\n"
            + "params.author = { name = \"Ann\", born = 1979-05-27T07:32:00Z }\n"
            + "[[menu]]\nname = \"home\"\n[[menu]]\nname = \"about\"\n"
        let (config, diagnostics) = SiteConfigLoader.parse(text, displayPath: "sitegen.toml")
        #expect(config.title == "The Shelf")
        #expect(config.pageSize == 16)
        #expect(config.dateFormat == "d MMM yyyy")
        #expect(
            diagnostics.map(\.description) == [
                "sitegen.toml:6:1: warning: unknown key 'tags', ignored",
                "sitegen.toml:10:1: warning: unknown key 'params.author.born', ignored",
                "sitegen.toml:10:1: warning: unknown key 'params.author.name', ignored",
                "sitegen.toml:11:1: warning: unknown key 'menu', ignored",
            ])
    }

    @Test(arguments: [
        ("page_size = 0", "sitegen.toml:1:1: error: page_size: expected a number from 1 to 1000, found 0"),
        ("title = 3", "sitegen.toml:1:1: error: title: expected a string in quotes"),
        (
            "\n  base_url = \"ftp://x\"",
            "sitegen.toml:2:3: error: base_url: expected an http(s) URL such as \"https://example.org/catalog/\" or a path such as \"/catalog/\""
        ),
        ("colour = \"red\"", "sitegen.toml:1:1: warning: unknown key 'colour', ignored"),
        ("[params]\n\tauthor = \"Ann\"", "sitegen.toml:2:2: warning: unknown key 'params.author', ignored"),
        ("language = \"en_GB\"", "sitegen.toml:1:1: error: language: expected a language tag such as \"en\" or \"fr-CA\", found \"en_GB\""),
        ("date_format = \"  \"", "sitegen.toml:1:1: error: date_format: must not be empty"),
        // Where the old parser failed on the syntax, a value of the wrong type is now named.
        ("page_size = 12.5", "sitegen.toml:1:1: error: page_size: expected a whole number, found the decimal number 12.5"),
        ("page_size = 1e3", "sitegen.toml:1:1: error: page_size: expected a whole number, found the decimal number 1000.0"),
        ("page_size = \"12\"", "sitegen.toml:1:1: error: page_size: expected a whole number, found \"12\""),
        ("page_size = [12]", "sitegen.toml:1:1: error: page_size: expected a whole number, found an array"),
        ("relative_links = \"yes\"", "sitegen.toml:1:1: error: relative_links: expected true or false, found \"yes\""),
        ("relative_links = 1", "sitegen.toml:1:1: error: relative_links: expected true or false, found 1"),
        ("title = { text = \"x\" }", "sitegen.toml:1:1: error: title: expected a string in quotes"),
        // A value after a multi-line string holding a line that looks like it.
        (
            "title = \"\"\"\npage_size = 5\n\"\"\"\n  page_size = 0",
            "sitegen.toml:4:3: error: page_size: expected a number from 1 to 1000, found 0"
        ),
        // A multi-line value is reported at the line its key is on.
        ("page_size = [\n  1,\n]", "sitegen.toml:1:1: error: page_size: expected a whole number, found an array"),
    ])
    func reportsValueProblemsAtTheirKey(text: String, expected: String) {
        let (_, diagnostics) = SiteConfigLoader.parse(text, displayPath: "sitegen.toml")
        #expect(diagnostics.map(\.description) == [expected])
    }

    /// Syntax errors are TOMLKit's (toml++'s) messages at its position.
    @Test(arguments: [
        ("title = \"x", "sitegen.toml:1:11: error: error while parsing string: encountered end-of-file"),
        ("title \"x\"", "sitegen.toml:1:7: error: error while parsing key-value pair: expected '=', saw '\"'"),
        (
            "title = \"a\"\ntitle = \"b\"",
            "sitegen.toml:2:9: error: error while parsing key-value pair: cannot redefine existing string 'title'"
        ),
        ("title = \"é\" x", "sitegen.toml:1:13: error: error while parsing key-value pair: expected a comment or whitespace, saw 'x'"),
        ("page_size = 012", "sitegen.toml:1:16: error: error while parsing decimal integer: leading zeroes are prohibited"),
        ("title = 'x'\n  \0", "sitegen.toml:2:3: error: a NUL character is not allowed in TOML"),
    ])
    func reportsSyntaxErrorsWithPosition(text: String, expected: String) {
        let (config, diagnostics) = SiteConfigLoader.parse(text, displayPath: "sitegen.toml")
        #expect(diagnostics.map(\.description) == [expected])
        #expect(config == SiteConfig())
    }

    @Test func diagnosticsFollowTheFileNotTheKeyOrder() {
        let text = "title = 1\nlanguage = \"\"\nbase_url = \"x\"\n"
        let (_, diagnostics) = SiteConfigLoader.parse(text, displayPath: "sitegen.toml")
        #expect(diagnostics.map(\.line) == [1, 2, 3])
    }
}
