import Foundation
import HTML
import Presentation
import Support
import Testing

@testable import Views

@Suite struct ThemeTests {
    @Test func defaultThemeCompilesAgainstEverySchema() throws {
        let theme = try Fixtures.theme()
        #expect(try theme.template(for: HomeView.self).name == HomeView.templateName)
        #expect(try theme.template(for: CardListView.self).name == CardListView.templateName)
        #expect(try theme.template(for: MovieDetailView.self).name == MovieDetailView.templateName)
        #expect(try theme.template(for: BookDetailView.self).name == BookDetailView.templateName)
        #expect(try theme.template(for: ComicDetailView.self).name == ComicDetailView.templateName)
        #expect(try theme.template(for: ComicArchiveView.self).name == ComicArchiveView.templateName)
        #expect(try theme.template(for: TermIndexView.self).name == TermIndexView.templateName)
        #expect(try theme.template(for: FreePageView.self).name == FreePageView.templateName)
        #expect(try theme.template(for: RedirectView.self).name == RedirectView.templateName)
        #expect(try theme.template(for: NotFoundView.self).name == NotFoundView.templateName)
        #expect(try theme.template(for: StatsView.self).name == StatsView.templateName)
        #expect(try theme.template(for: ReviewView.self).name == ReviewView.templateName)
        #expect(try theme.template(for: ReviewIndexView.self).name == ReviewIndexView.templateName)
        #expect(try theme.template(for: RandomView.self).name == RandomView.templateName)
        #expect(
            Theme.templateNames == [
                "home.html", "card-list.html", "movie.html", "book.html", "comic.html", "comic-archive.html",
                "term-index.html", "page.html", "redirect.html", "404.html", "stats.html", "review.html", "review-index.html",
                "random.html",
            ])
    }

    /// Every view's template and schema.
    static let views: [(String, TemplateSchema)] = [
        (HomeView.templateName, HomeView.schema),
        (CardListView.templateName, CardListView.schema),
        (MovieDetailView.templateName, MovieDetailView.schema),
        (BookDetailView.templateName, BookDetailView.schema),
        (ComicDetailView.templateName, ComicDetailView.schema),
        (ComicArchiveView.templateName, ComicArchiveView.schema),
        (TermIndexView.templateName, TermIndexView.schema),
        (FreePageView.templateName, FreePageView.schema),
        (RedirectView.templateName, RedirectView.schema),
        (NotFoundView.templateName, NotFoundView.schema),
        (StatsView.templateName, StatsView.schema),
        (ReviewView.templateName, ReviewView.schema),
        (ReviewIndexView.templateName, ReviewIndexView.schema),
        (RandomView.templateName, RandomView.schema),
    ]

    @Test func theThemeCompilesEveryViewsTemplateWithItsSchema() {
        #expect(Theme.standardViews.map { $0.templateName } == Self.views.map(\.0))
        #expect(Theme.standardViews.map { $0.schema } == Self.views.map(\.1))
    }

    /// Each schema declares exactly the keys its templates bind (page, layout and partials):
    /// nothing unused, nothing missing. The labels of the strings table are every page's to bind, so only
    /// those a template binds are counted; each of them is a label.
    @Test(arguments: views)
    func schemaMatchesTheKeysTheTemplatesUse(name: String, schema: TemplateSchema) throws {
        let labels = Set(UILabels.keys)
        let bound = boundKeys(of: name)
        #expect(bound.subtracting(labels) == allKeys(of: schema).subtracting(labels))
        #expect(bound.intersection(labels).allSatisfy { schema.keys[$0] == .text })
    }

    /// Every label the theme binds exists in the strings table, and the theme binds no other dotted key:
    /// a key with a dot is a UI string.
    @Test func theThemeBindsOnlyLabelsOfTheStringsTable() {
        let bound = Self.views.reduce(into: Set<String>()) { $0.formUnion(boundKeys(of: $1.0)) }
        #expect(bound.filter { $0.contains(".") }.subtracting(UILabels.keys).isEmpty)
    }

    @Test func unknownKeyNamesTheFileAndLine() throws {
        let site = try TemporaryTemplates([
            "404.html": """
            <!DOCTYPE html>
            <html data-layout="layout.html">
            <body>
            <main data-fill="main">
              <h1 data-text="noSuchKey">Lost</h1>
            </main>
            </body>
            </html>

            """
        ])
        let errors = compileErrors(searchPaths: [site.directory, Fixtures.templatesDirectory])
        #expect(errors.count == 1)
        let diagnostic = try #require(errors.first)
        #expect(diagnostic.path == site.directory + "/404.html")
        #expect(diagnostic.line == 5)
        #expect(diagnostic.message.contains("noSuchKey"))
        #expect(diagnostic.description.hasPrefix(site.directory + "/404.html:5:"))
    }

    @Test func collectsTheErrorsOfAllTemplates() throws {
        let site = try TemporaryTemplates([
            "home.html":
                "<!DOCTYPE html>\n<html data-layout=\"layout.html\"><body><main data-fill=\"main\">\n<p data-text=\"homeTypo\">x</p>\n</main></body></html>\n",
            "term-index.html":
                "<!DOCTYPE html>\n<html data-layout=\"layout.html\"><body><main data-fill=\"main\">\n\n<ul><li data-each=\"genreTypo\">x</li></ul>\n</main></body></html>\n",
        ])
        let errors = compileErrors(searchPaths: [site.directory, Fixtures.templatesDirectory])
        #expect(errors.map { "\(($0.path as NSString).lastPathComponent):\($0.line)" } == ["home.html:3", "term-index.html:4"])
        #expect(errors[0].message.contains("homeTypo"))
        #expect(errors[1].message.contains("genreTypo"))
    }

    @Test func aProblemInTheSharedLayoutIsReportedOnce() throws {
        var layout = try String(contentsOfFile: Fixtures.templatesDirectory + "/layout.html", encoding: .utf8)
        layout = layout.replacingOccurrences(of: "data-text=\"siteTitle\"", with: "data-text=\"siteTitel\"")
        let site = try TemporaryTemplates(["layout.html": layout])
        let errors = compileErrors(searchPaths: [site.directory, Fixtures.templatesDirectory])
        #expect(errors.count == 1)
        #expect(errors.first?.path == site.directory + "/layout.html")
        #expect(errors.first?.message.contains("siteTitel") == true)
    }

    @Test func aUserTemplateOverridesTheDefault() throws {
        let site = try TemporaryTemplates([
            "404.html": """
            <!DOCTYPE html>
            <html data-layout="layout.html">
            <body>
            <main data-fill="main"><h1>Nothing here, friend</h1><p><a href="/" data-attr-href="homeURL">Home</a></p></main>
            </body>
            </html>

            """
        ])
        let theme = try Theme.compile(searchPaths: [site.directory, Fixtures.templatesDirectory])
        let view = NotFoundView(template: try theme.template(for: NotFoundView.self))
        view.display(Fixtures.notFound())
        let html = String(decoding: view.output, as: UTF8.self)
        #expect(html.contains("<h1>Nothing here, friend</h1><p><a href=\"/\">Home</a></p>"))
        #expect(html.contains("Built with sitegen"), "still in the default layout")
    }
}

/// The diagnostics of a theme compile that is expected to fail.
private func compileErrors(searchPaths: [String]) -> [Diagnostic] {
    do {
        _ = try Theme.compile(searchPaths: searchPaths)
        Issue.record("the theme compiled, but errors were expected")
        return []
    } catch {
        return error.all
    }
}

/// Every key of `schema`, with the keys of list items, flattened.
private func allKeys(of schema: TemplateSchema) -> Set<String> {
    var keys = Set<String>()
    for (key, kind) in schema.keys {
        keys.insert(key)
        if case .list(let item) = kind { keys.formUnion(allKeys(of: item)) }
    }
    return keys
}

/// Every key bound by template `name` of the default theme, its layout and the partials it includes.
private func boundKeys(of name: String) -> Set<String> {
    var keys = Set<String>()
    var pending = [name]
    var seen = Set<String>()
    while let file = pending.popLast() {
        guard seen.insert(file).inserted,
            let source = try? String(contentsOfFile: Fixtures.templatesDirectory + "/" + file, encoding: .utf8)
        else { continue }
        // Placeholder-only elements (data-remove) bind nothing; they carry no bindings in this theme. Attribute
        // names may have digits (an SVG line's `x1`).
        for key in matches(of: #"\sdata-(?:text|html|json|each|if|attr-[a-z0-9-]+)="!?([^"]*)""#, in: source, group: 1) {
            keys.insert(key)
        }
        pending += matches(of: #"\sdata-(?:layout|include)="([^"]*)""#, in: source, group: 1)
    }
    return keys
}

/// A templates folder written by the test, removed afterwards.
final class TemporaryTemplates {
    let directory: String

    init(_ files: [String: String]) throws {
        directory = NSTemporaryDirectory() + "sitegen-views-" + UUID().uuidString
        for (name, contents) in files {
            let path = directory + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }
}

@Suite struct ThemeWithoutAViewTests {
    /// A theme compiled without a view's template answers for it with an error, not a crash.
    @Test func aViewTheThemeWasNotCompiledWithIsAnError() throws {
        let theme = try Theme.compile(searchPaths: [Fixtures.templatesDirectory], views: [HomeView.self])
        #expect(theme.view(HomeView.self) != nil)
        #expect(theme.view(NotFoundView.self) == nil)
        #expect(throws: Diagnostics.self) { try theme.template(for: NotFoundView.self) }
    }
}
