import Build
import Foundation
import HTML
import Model
import Presentation
import Testing
import Views

// docs/ARCHITECTURE.md, "Adding a page kind", step by step: a page of the five newest movies at `/newest/`.
// In the project each step is a file of its own in the target named; here they share one test file.

// Step 1 (Presentation): the item, the Input protocol and the PresentationModel, whose `shown` notes what it selects.
struct NewestMoviesItem: Equatable {
    let chrome: PageChrome
    let titles: [String]
}

protocol NewestMoviesInput: AnyObject {
    func display(_ item: NewestMoviesItem)
}

struct NewestMoviesPresentationModel {
    struct Shown {
        let address: PageAddress
        let movies: [CatalogEntry]
    }

    let context: PresentationContext

    func shown(at address: PageAddress, reads: inout some PageReads) -> Shown {
        Shown(address: address, movies: reads.noted(context.movies.byRelease.prefix(5).map(CatalogEntry.movie)))
    }

    func present(_ shown: Shown, to input: some NewestMoviesInput) {
        input.display(
            NewestMoviesItem(
                chrome: context.chrome(title: "Newest", at: shown.address),
                titles: shown.movies.map(\.title)))
    }
}

// Step 2 (Views): the view binds the item into its template, checked against its schema.
final class NewestMoviesView: NewestMoviesInput, TemplateView {
    static let templateName = "newest.html"
    static let schema = Bindings.chromeSchema.adding(["titles": .list(TemplateSchema(["title": .text]))])
    private let template: CompiledTemplate
    private(set) var output: [UInt8] = []

    init(template: CompiledTemplate) {
        self.template = template
    }

    func display(_ item: NewestMoviesItem) {
        var context = Bindings.chrome(item.chrome)
        context["titles"] = .list(item.titles.map { TemplateContext(["title": .text($0)]) })
        output = template.render(context)
    }
}

// Step 3 (Templates): newest.html, written into the site's Templates/ by the test below.
let newestTemplate = """
    <!DOCTYPE html>
    <html lang="en" data-layout="layout.html">
    <head><meta charset="utf-8"><title>Newest (template preview)</title></head>
    <body>
    <main id="main" class="wrap" data-fill="main">
      <h1 class="page-title">Newest movies</h1>
      <ul><li data-each="titles" data-text="title">Metropolis</li></ul>
    </main>
    </body>
    </html>

    """

// Step 4 (Build): the kind, in one file, added to the kinds the site is built from.
struct NewestMoviesPage: PageKind {
    let name = "newestMovies"
    var views: [any TemplateView.Type] { [NewestMoviesView.self] }

    func pages(in context: PresentationContext) -> [Void] { context.movies.byRelease.isEmpty ? [] : [()] }

    func route(of page: Void) -> Route { .folder("newest") }

    func shown(
        _ page: Void, at address: PageAddress, in context: PresentationContext,
        reads: inout some PageReads
    ) -> NewestMoviesPresentationModel.Shown {
        NewestMoviesPresentationModel(context: context).shown(at: address, reads: &reads)
    }

    func render(_ shown: NewestMoviesPresentationModel.Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(NewestMoviesView.self) else { return nil }
        NewestMoviesPresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}

@Suite struct ArchitectureWalkthroughTests {
    @Test func theWalkthroughsPageKindBuildsAndRebuildsWhenWhatItShowsChanges() throws {
        let site = try ScratchSite()
        // Among the pages, so that the sitemap lists it.
        let kinds = PageKinds.withSiteFiles(PageKinds.pages + [NewestMoviesPage()])
        try site.write(newestTemplate, to: "Templates/newest.html")
        try site.write(plainMovieJSON(550, title: "Fight Club"), to: "content/movies/550.json")
        try site.write(plainMovieJSON(19, title: "Metropolis"), to: "content/movies/19.json")

        let report = try site.build(kinds: kinds)
        #expect(report.pagesByKind["newestMovies"] == 1)
        let page = String(decoding: site.outputTree()["newest/index.html"] ?? [], as: UTF8.self)
        #expect(page.contains("<li>Fight Club</li>") && page.contains("<li>Metropolis</li>"))
        #expect(page.contains("<title>Newest · Scratch</title>"), "in the default layout")
        let sitemap = String(decoding: site.outputTree()["sitemap.xml"] ?? [], as: UTF8.self)
        #expect(sitemap.contains("<loc>https://example.org/catalog/newest/</loc>"))

        try site.write(plainMovieJSON(19, title: "Metropolis (restored)"), to: "content/movies/19.json")
        let rebuild = try site.build(kinds: kinds)
        #expect(rebuild.update != nil, "an incremental build")
        #expect(String(decoding: site.outputTree()["newest/index.html"] ?? [], as: UTF8.self).contains("<li>Metropolis (restored)</li>"))
    }

    @Test func aTemplateBindingAKeyTheSchemaLacksFailsTheBuildWithItsLine() throws {
        let site = try ScratchSite()
        try site.write(
            newestTemplate.replacingOccurrences(of: "data-text=\"title\"", with: "data-text=\"name\""),
            to: "Templates/newest.html")
        try site.write(plainMovieJSON(550), to: "content/movies/550.json")
        let failure = site.failure(kinds: PageKinds.standard + [NewestMoviesPage()])
        #expect(failure == ["Templates/newest.html:7:1: error: unknown binding key 'name' in data-text"])
    }
}
