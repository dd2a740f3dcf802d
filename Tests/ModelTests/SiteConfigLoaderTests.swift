import Model
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
            """
        let (config, diagnostics) = SiteConfigLoader.parse(text, displayPath: "sitegen.toml")
        #expect(diagnostics.isEmpty)
        #expect(config.title == "The Silent Shelf")
        #expect(config.basePath == "/catalog/")
        #expect(config.language == "de")
        #expect(config.dateFormat == "yyyy/MM/dd")
        #expect(config.pageSize == 12)
    }

    @Test func everyKeyHasADefault() {
        let (config, diagnostics) = SiteConfigLoader.parse("", displayPath: "sitegen.toml")
        #expect(diagnostics.isEmpty)
        #expect(config == SiteConfig())
        #expect(config.basePath == "/")
    }

    @Test(arguments: [
        ("page_size = 0", "sitegen.toml:1:1: error: page_size: expected a number from 1 to 1000, found 0"),
        ("title = 3", "sitegen.toml:1:1: error: title: expected a string in quotes"),
        ("\n  base_url = \"ftp://x\"", "sitegen.toml:2:3: error: base_url: expected an http(s) URL such as \"https://example.org/catalog/\" or a path such as \"/catalog/\""),
        ("title = \"x", "sitegen.toml:1:11: error: unterminated string"),
        ("title \"x\"", "sitegen.toml:1:7: error: expected '=' after the key 'title'"),
        ("title = \"a\"\ntitle = \"b\"", "sitegen.toml:2:1: error: the key 'title' is set twice"),
        ("colour = \"red\"", "sitegen.toml:1:1: warning: unknown key 'colour', ignored"),
    ])
    func reportsProblemsWithPosition(text: String, expected: String) {
        let (_, diagnostics) = SiteConfigLoader.parse(text, displayPath: "sitegen.toml")
        #expect(diagnostics.map(\.description) == [expected])
    }
}
