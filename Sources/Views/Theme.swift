import HTML

/// The compiled templates of a site's theme, one per page kind. Compiled once per build and shared
/// by every render (a `CompiledTemplate` is immutable data).
public struct Theme: Sendable {
    public let home: CompiledTemplate
    public let cardList: CompiledTemplate
    public let movieDetail: CompiledTemplate
    public let genreIndex: CompiledTemplate
    public let notFound: CompiledTemplate

    /// The page templates the theme compiles (layout and partials are found through them).
    public static let templateNames = [
        HomeView.templateName, CardListView.templateName, MovieDetailView.templateName,
        TermIndexView.templateName, NotFoundView.templateName,
    ]

    /// Compiles every page template, looking each file up in `searchPaths` in order (a user's
    /// templates folder first, then the default theme). Throws the problems of all templates at once;
    /// a problem in a shared layout or partial is reported once, not once per page.
    public static func compile(searchPaths: [String]) throws(TemplateErrors) -> Theme {
        let library = TemplateLibrary(searchPaths: searchPaths)
        var diagnostics: [TemplateDiagnostic] = []
        func compile(_ name: String, _ schema: TemplateSchema) -> CompiledTemplate? {
            do {
                return try library.compile(name, schema: schema)
            } catch {
                for diagnostic in error.diagnostics where !diagnostics.contains(diagnostic) {
                    diagnostics.append(diagnostic)
                }
                return nil
            }
        }
        let home = compile(HomeView.templateName, HomeView.schema)
        let cardList = compile(CardListView.templateName, CardListView.schema)
        let movieDetail = compile(MovieDetailView.templateName, MovieDetailView.schema)
        let genreIndex = compile(TermIndexView.templateName, TermIndexView.schema)
        let notFound = compile(NotFoundView.templateName, NotFoundView.schema)
        guard let home, let cardList, let movieDetail, let genreIndex, let notFound else {
            throw TemplateErrors(diagnostics: diagnostics)
        }
        return Theme(home: home, cardList: cardList, movieDetail: movieDetail, genreIndex: genreIndex, notFound: notFound)
    }
}
