import Build
import Foundation
import Model
import Presentation
import Testing
import Views

/// The count of movies, shown on `/count/`; `readsPastItsDeclaration` makes it read the count while it
/// renders instead of declaring it, as a PresentationModel that drifted from its declaration would.
private struct MovieCountPage: PageKind {
    let readsPastItsDeclaration: Bool
    let name = "movieCount"
    var views: [any TemplateView.Type] { [NotFoundView.self] }

    func pages(in context: PresentationContext) -> [Void] { [()] }

    func route(of page: Void) -> Route { .folder("count") }

    func shown(_ page: Void, at address: PageAddress, in context: PresentationContext, reads: inout some PageReads) -> (PageAddress, Int) {
        (address, readsPastItsDeclaration ? 0 : reads.noted(context.movies.byRelease.count))
    }

    func render(_ shown: (PageAddress, Int), in context: PresentationContext, theme: Theme) -> [UInt8]? {
        let count = readsPastItsDeclaration ? context.movies.byRelease.count : shown.1
        guard let view = theme.view(NotFoundView.self) else { return nil }
        view.display(NotFoundItem(chrome: context.chrome(title: "\(count) movies", at: shown.0), homeURL: "/", sections: []))
        return view.output
    }
}

@Suite struct PageKindTests {
    @Test func aPageThatReadsTheCatalogPastItsDeclarationIsRefused() throws {
        let site = try ScratchSite()
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        let failure = site.failure(kinds: PageKinds.standard + [MovieCountPage(readsPastItsDeclaration: true)])
        #expect(
            failure == [
                "count/index.html:1:1: error: internal: the movieCount page read movies while it rendered; "
                    + "everything a page shows must come from what its kind declares in shown(_:at:in:reads:)"
            ])
        #expect(!FileManager.default.fileExists(atPath: site.output), "nothing is published")
    }

    @Test func aDeclaredReadIsRenderedAgainWhenItChanges() throws {
        let site = try ScratchSite()
        let kinds = PageKinds.standard + [MovieCountPage(readsPastItsDeclaration: false)]
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        let first = try site.build(kinds: kinds)
        #expect(first.pagesByKind["movieCount"] == 1)
        #expect(String(decoding: site.outputTree()["count/index.html"] ?? [], as: UTF8.self).contains("1 movies"))

        try site.write(plainMovieJSON(551, title: "Another"), to: "content/movies/551.json")
        _ = try site.build(kinds: kinds)
        #expect(String(decoding: site.outputTree()["count/index.html"] ?? [], as: UTF8.self).contains("2 movies"))
    }
}
