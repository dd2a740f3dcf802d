import Model
import Presentation
import Testing

@Suite struct SitemapPresentationModelTests {
    @Test func locationsAreAbsolute() {
        let context = makeContext(SilentCatalog.movies, baseURL: "https://example.org/catalog/")
        let model = SitemapPresentationModel(context: context)
        #expect(
            model.locations(of: [.home, .movie(Movie.ID(653), title: "Nosferatu"), .page("about")]) == [
                "https://example.org/catalog/", "https://example.org/catalog/movies/653-nosferatu/",
                "https://example.org/catalog/about/",
            ])
    }

    @Test func aBasePathAloneGivesNoLocation() {
        let model = SitemapPresentationModel(context: makeContext(SilentCatalog.movies, baseURL: "/catalog/"))
        #expect(model.locations(of: [.home]).isEmpty)
    }

    /// Every location is noted: a sitemap is rendered again when an address on it changes.
    @Test func itNotesAndPresentsEveryLocation() {
        let model = SitemapPresentationModel(context: makeContext(baseURL: "https://example.org/"))
        var reads = RecordingReads()
        let item = model.shown(isIndex: true, locations: ["https://example.org/sitemap-1.xml"], reads: &reads)
        #expect(reads.notes.contains("string https://example.org/sitemap-1.xml"))
        var other = RecordingReads()
        _ = model.shown(isIndex: false, locations: ["https://example.org/sitemap-1.xml"], reads: &other)
        #expect(reads.notes != other.notes, "an index and a list of pages differ")
        let input = MockSitemapInput()
        model.present(item, to: input)
        #expect(input.items == [SitemapItem(isIndex: true, locations: ["https://example.org/sitemap-1.xml"])])
    }
}
