import Model
import Presentation
import Testing

@Suite struct FreePagePresentationModelTests {
    static let about = FreePage(
        slug: "about", title: "About", menuOrder: 1,
        body: "    indented code\n\nThis shelf holds *silent* films.\n")
    static let colophon = FreePage(slug: "colophon", title: "Colophon", body: "Built with sitegen.")

    func present(slug: String, baseURL: String = "/") throws -> FreePageItem {
        let input = MockFreePageInput()
        let context = makeContext(SilentCatalog.movies, pages: [Self.about, Self.colophon], baseURL: baseURL)
        #expect(FreePagePresentationModel(context: context).present(slug: slug, to: input))
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    @Test func presentsThePageWithItsMarkdownUntouched() throws {
        let item = try present(slug: "about")
        #expect(item.title == "About")
        #expect(item.body == MarkdownText("    indented code\n\nThis shelf holds *silent* films.\n"))
    }

    @Test func chromeMarksTheMenuPageCurrent() throws {
        let chrome = try present(slug: "about", baseURL: "https://example.org/catalog/").chrome
        #expect(chrome.documentTitle == "About · The Silent Shelf")
        #expect(chrome.canonicalURL == "https://example.org/catalog/about/")
        #expect(
            chrome.navigation == [
                LinkItem(title: "Home", url: "/catalog/"),
                LinkItem(title: "Movies", url: "/catalog/movies/"),
                LinkItem(title: "Years", url: "/catalog/years/"),
                LinkItem(title: "Stats", url: "/catalog/stats/"),
                LinkItem(title: "About", url: "/catalog/about/", isCurrent: true),
            ])
    }

    @Test func aPageOutsideTheMenuIsStillPublished() throws {
        let item = try present(slug: "colophon")
        #expect(item.title == "Colophon")
        #expect(item.body.source == "Built with sitegen.")
        #expect(item.chrome.navigation.allSatisfy { !$0.isCurrent })
        #expect(!item.chrome.navigation.map(\.title).contains("Colophon"))
    }

    @Test(arguments: ["contact", "About", "", "about/"])
    func unknownSlugDisplaysNothing(slug: String) {
        let input = MockFreePageInput()
        let context = makeContext(pages: [Self.about])
        #expect(!FreePagePresentationModel(context: context).present(slug: slug, to: input))
        #expect(input.items.isEmpty)
    }
}
