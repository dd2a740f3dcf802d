import HTML

/// The compiled templates of a site's theme, one per page kind. Compiled once per build and shared
/// by every render (a `CompiledTemplate` is immutable data).
public struct Theme: Sendable {
    public let home: CompiledTemplate
    public let cardList: CompiledTemplate
    public let movieDetail: CompiledTemplate
    public let bookDetail: CompiledTemplate
    public let comicDetail: CompiledTemplate
    public let comicArchive: CompiledTemplate
    public let termIndex: CompiledTemplate
    public let freePage: CompiledTemplate
    public let redirect: CompiledTemplate
    public let notFound: CompiledTemplate

    /// The page templates the theme compiles, with the schema each is checked against (layout and
    /// partials are found through them).
    public static let pages: [(name: String, schema: TemplateSchema)] = [
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
    ]

    /// The page templates the theme compiles.
    public static var templateNames: [String] { pages.map(\.name) }

    /// Compiles every page template, looking each file up in the folders `searchPaths` in order.
    public static func compile(searchPaths: [String]) throws(TemplateErrors) -> Theme {
        try compile(sources: searchPaths.map { .directory($0) })
    }

    /// Compiles every page template, looking each file up in the folders `searchPaths` in order, then in
    /// `files` (by path relative to their theme folder), which diagnostics name `label/path`: a site's
    /// templates over the default theme compiled into sitegen.
    public static func compile(searchPaths: [String], then files: [String: [UInt8]], label: String) throws(TemplateErrors) -> Theme {
        try compile(sources: searchPaths.map { .directory($0) } + [.files(files, label: label)])
    }

    /// Compiles every page template, looking each file up in `sources` in order (a user's
    /// templates folder first, then the default theme). Throws the problems of all templates at once;
    /// a problem in a shared layout or partial is reported once, not once per page.
    public static func compile(sources: [TemplateSource]) throws(TemplateErrors) -> Theme {
        let library = TemplateLibrary(sources: sources)
        var diagnostics: [TemplateDiagnostic] = []
        var compiled: [String: CompiledTemplate] = [:]
        for page in pages {
            do {
                compiled[page.name] = try library.compile(page.name, schema: page.schema)
            } catch {
                for diagnostic in error.diagnostics where !diagnostics.contains(diagnostic) {
                    diagnostics.append(diagnostic)
                }
            }
        }
        guard let home = compiled[HomeView.templateName],
              let cardList = compiled[CardListView.templateName],
              let movieDetail = compiled[MovieDetailView.templateName],
              let bookDetail = compiled[BookDetailView.templateName],
              let comicDetail = compiled[ComicDetailView.templateName],
              let comicArchive = compiled[ComicArchiveView.templateName],
              let termIndex = compiled[TermIndexView.templateName],
              let freePage = compiled[FreePageView.templateName],
              let redirect = compiled[RedirectView.templateName],
              let notFound = compiled[NotFoundView.templateName] else {
            throw TemplateErrors(diagnostics: diagnostics)
        }
        return Theme(home: home, cardList: cardList, movieDetail: movieDetail, bookDetail: bookDetail,
                     comicDetail: comicDetail, comicArchive: comicArchive, termIndex: termIndex, freePage: freePage,
                     redirect: redirect, notFound: notFound)
    }
}
