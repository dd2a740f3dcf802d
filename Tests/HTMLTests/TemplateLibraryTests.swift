import Support
import Testing

@testable import HTML

/// Templates looked up in a folder first, then in files held in memory (as the default theme compiled into sitegen).
struct TemplateLibraryTests {
    private let schema = TemplateSchema(["title": .text])
    private let theme = TemplateSource.files(
        [
            "layout.html": Array(
                """
                <!DOCTYPE html>
                <html><head><title>t</title></head><body>
                <header data-include="partials/nav.html"></header>
                <main data-slot="main" data-slot-required><p>sample</p></main>
                </body></html>

                """.utf8),
            "page.html": Array(
                """
                <!DOCTYPE html>
                <html data-layout="layout.html"><body><main data-fill="main"><h1 data-text="title">x</h1></main></body></html>

                """.utf8),
            "partials/nav.html": Array("<nav>theme nav</nav>".utf8),
        ], label: "(default theme)")

    private func render(_ library: TemplateLibrary) throws -> String {
        String(decoding: try library.compile("page.html", schema: schema).render(TemplateContext(["title": .text("Hi")])), as: UTF8.self)
    }

    @Test func everyFileComesFromMemoryWhenTheFolderHasNone() throws {
        let site = try TemplateFixture([:])
        let library = TemplateLibrary(sources: [.directory(site.directory), theme])
        #expect(library.path(of: "page.html") == "(default theme)/page.html")
        #expect(library.path(of: "none.html") == nil)
        #expect(
            try render(library) == """
                <!DOCTYPE html>
                <html><head><title>t</title></head><body>
                <nav>theme nav</nav>
                <main><h1>Hi</h1></main>
                </body></html>

                """)
    }

    /// A library that keeps its parsed files (a theme's, compiled once a build) reads a file once, whatever changes it
    /// meanwhile; one that does not reads it at every compile.
    @Test(arguments: [false, true])
    func aLibraryThatKeepsParsedFilesReadsEachOnce(keeping: Bool) throws {
        let site = try TemplateFixture(["partials/nav.html": "<nav>first nav</nav>"])
        let library = TemplateLibrary(sources: [.directory(site.directory), theme], keepingParsedFiles: keeping)
        #expect(try render(library).contains("<nav>first nav</nav>"))
        try site.write(["partials/nav.html": "<nav>second nav</nav>"], into: site.directory)
        let again = try render(library)
        #expect(again.contains(keeping ? "<nav>first nav</nav>" : "<nav>second nav</nav>"))
        #expect(again.contains("<main><h1>Hi</h1></main>"), "the page and layout, parsed again or kept")
    }

    @Test func aFolderOverridesFilesHeldInMemoryOneByOne() throws {
        let site = try TemplateFixture(["partials/nav.html": "<nav>site nav</nav>"])
        let library = TemplateLibrary(sources: [.directory(site.directory), theme])
        #expect(library.path(of: "partials/nav.html") == site.path("partials/nav.html"))
        #expect(library.path(of: "layout.html") == "(default theme)/layout.html")
        let out = try render(library)
        #expect(out.contains("<nav>site nav</nav>") && !out.contains("theme nav"))
        #expect(out.contains("<main><h1>Hi</h1></main>"), "the page and layout still come from memory")
    }

    @Test func aPageOfTheFolderGoesThroughALayoutHeldInMemory() throws {
        let site = try TemplateFixture([
            "page.html": """
            <!DOCTYPE html>
            <html data-layout="layout.html"><body><main data-fill="main"><p data-text="title">x</p></main></body></html>

            """
        ])
        let out = try render(TemplateLibrary(sources: [.directory(site.directory), theme]))
        #expect(out.contains("<nav>theme nav</nav>\n<main><p>Hi</p></main>"))
    }

    @Test func diagnosticsNameFilesHeldInMemoryByTheirLabel() throws {
        let site = try TemplateFixture([
            "page.html": """
            <!DOCTYPE html>
            <html data-layout="layout.html"><body><p>no fill</p></body></html>

            """
        ])
        let broken = TemplateSource.files(["partials/nav.html": Array("<nav data-text=\"nope\">x</nav>".utf8)], label: "(default theme)")
        let library = TemplateLibrary(sources: [.directory(site.directory), broken, theme])
        let failure = #expect(throws: Diagnostics.self) { try library.compile("page.html", schema: schema) }
        #expect(
            failure?.all.map(\.description) == [
                "(default theme)/layout.html:4:1: error: required slot 'main' has no data-fill in page 'page.html'",
                "(default theme)/partials/nav.html:1:1: error: unknown binding key 'nope' in data-text",
            ])
        let missing = #expect(throws: Diagnostics.self) { try library.compile("missing.html", schema: schema) }
        #expect(
            missing?.all.map(\.description) == [
                "missing.html:1:1: error: template 'missing.html' not found (searched: \(site.directory), (default theme), (default theme))"
            ])
    }
}
