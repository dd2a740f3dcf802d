import Model
import Presentation
import Testing

@Suite struct RandomPresentationModelTests {
    @Test func everyItemsAddressInPartsOfAThousand() {
        let movies = (1...2500).map { movie($0, "Film \($0)") }
        let model = RandomPresentationModel(context: makeContext(movies, books: [book("b1", "Book")], comics: [comic(7)]))
        let parts = model.parts(model.entries())
        #expect(parts.map(\.count) == [1000, 1000, 502])
        #expect(parts[0].first == "/movies/1-film-1/")
        #expect(parts[2].suffix(2) == ["/books/b1-book/", "/comics/7/"])
    }

    @Test func withRelativeLinksTheAddressesAreRelativeToTheRandomPage() {
        var config = SiteConfig()
        config.relativeLinks = true
        let context = PresentationContext(config: config, catalog: Catalog(comics: StubComicRepository([comic(7)])))
        let model = RandomPresentationModel(context: context)
        #expect(model.parts(model.entries()) == [["../comics/7/index.html"]])
    }

    @Test func theItemWithoutScriptIsTheSameForTheSameList() {
        let names = ["part-0123456789abcdef.json", "part-fedcba9876543210.json"]
        let index = RandomPresentationModel.fallbackIndex(count: 1500, partNames: names)
        #expect((0..<1500).contains(index))
        #expect(RandomPresentationModel.fallbackIndex(count: 1500, partNames: names) == index)
        let others = (0..<20).map { RandomPresentationModel.fallbackIndex(count: 1500, partNames: ["part-\($0).json"]) }
        #expect(Set(others).count > 10, "another list, most likely another item")
    }

    @Test func thePageNamesThePartsAndShowsTheItemAsACard() throws {
        let context = makeContext([movie(19, "Metropolis", released: "1927")])
        let model = RandomPresentationModel(context: context)
        var reads = RecordingReads()
        let shown = model.shown(
            partNames: ["part-1.json"], count: 1, fallback: model.entries()[0], at: context.router.address(.random), reads: &reads)
        #expect(reads.notes.contains("string part-1.json") && reads.notes.contains("string Metropolis"))
        #expect(!reads.notes.contains { $0.hasPrefix("movie ") }, "the card's words, not the movie's files")
        let input = MockRandomInput()
        model.present(shown, to: input)
        let item = try #require(input.items.first)
        #expect(item.partURLs == ["/random/list/part-1.json"])
        #expect(item.count == 1 && item.partSize == 1000)
        #expect(item.scriptURL == "/assets/random.js")
        #expect(item.fallback.title == "Metropolis" && item.fallback.url == "/movies/19-metropolis/")
        #expect(item.chrome.documentTitle == "Random item · The Silent Shelf")
    }

    @Test func aPartIsWrittenToItsInput() {
        let input = MockRandomListInput()
        RandomPresentationModel(context: makeContext()).present(part: ["/a/", "/b/"], to: input)
        #expect(input.parts == [["/a/", "/b/"]])
    }
}
