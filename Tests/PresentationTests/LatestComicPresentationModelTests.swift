import Model
import Presentation
import Testing

@Suite struct LatestComicPresentationModelTests {
    @Test func targetsTheNewestComic() throws {
        let input = MockRedirectInput()
        let comics = [comic(5, "Fifth"), comic(1, "First"), comic(3, "Third")]
        let shown = LatestComicPresentationModel(context: makeContext(comics: comics, baseURL: "https://example.org/catalog/"))
            .present(to: input)
        #expect(shown)
        #expect(input.items.count == 1)
        let item = try #require(input.items.first)
        #expect(item.targetURL == "/catalog/comics/5/")
        #expect(item.targetTitle == "Fifth")
        #expect(item.chrome.documentTitle == "Latest comic · The Silent Shelf")
        #expect(item.chrome.canonicalURL == "https://example.org/catalog/comics/latest/")
        #expect(item.chrome.navigation.map(\.title) == ["Home", "Comics", "Stats"])
        #expect(item.chrome.navigation.map(\.isCurrent) == [false, true, false])
    }

    /// The newest is the highest number, whatever the dates say.
    @Test func newestIsTheHighestNumber() throws {
        let input = MockRedirectInput()
        let comics = [comic(2000, "Two Thousand", date: "2018-05-30"), comic(403, "Pickup", date: "2008-04-23")]
        LatestComicPresentationModel(context: makeContext(comics: comics)).present(to: input)
        #expect(try #require(input.items.first).targetURL == "/comics/2000/")
    }

    @Test func falseWithoutComics() {
        let input = MockRedirectInput()
        let shown = LatestComicPresentationModel(context: makeContext(SilentCatalog.movies)).present(to: input)
        #expect(!shown)
        #expect(input.items.isEmpty)
    }
}
