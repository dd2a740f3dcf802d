public import HTML
public import Support

/// The compiled templates of a site's theme, one per view that the site's page kinds use. Compiled once
/// per build and shared by every render (a `CompiledTemplate` is immutable data).
public struct Theme: Sendable {
    private let templates: [String: CompiledTemplate]

    /// The views of the page kinds sitegen ships, in the order their templates are compiled.
    public static var standardViews: [any TemplateView.Type] {
        [
            HomeView.self, CardListView.self, MovieDetailView.self, BookDetailView.self, ComicDetailView.self,
            ComicArchiveView.self, TermIndexView.self, FreePageView.self, RedirectView.self, NotFoundView.self, StatsView.self,
            ReviewView.self, ReviewIndexView.self, RandomView.self,
        ]
    }

    /// The page templates of the standard views.
    public static var templateNames: [String] { standardViews.map { $0.templateName } }

    /// The template compiled for `view`; an error when the theme was compiled without that view.
    public func template(for view: any TemplateView.Type) throws(Diagnostics) -> CompiledTemplate {
        guard let template = templates[view.templateName] else {
            throw Diagnostics([
                .error(view.templateName, "the theme was compiled without this template; compile it with every page kind's view")
            ])
        }
        return template
    }

    /// A fresh view of type `View` over its compiled template; nil when the theme was compiled without it.
    public func view<View: TemplateView>(_ type: View.Type) -> View? {
        (try? template(for: type)).map(View.init(template:))
    }

    /// Compiles the template of every view, looking each file up in the folders `searchPaths` in order.
    public static func compile(searchPaths: [String], views: [any TemplateView.Type] = standardViews) throws(Diagnostics) -> Theme {
        try compile(sources: searchPaths.map { .directory($0) }, views: views)
    }

    /// Compiles the template of every view, looking each file up in the folders `searchPaths` in order, then
    /// in `files` (by path relative to their theme folder), which diagnostics name `label/path`: a site's
    /// templates over the default theme compiled into sitegen.
    public static func compile(
        searchPaths: [String], then files: [String: [UInt8]], label: String,
        views: [any TemplateView.Type] = standardViews
    ) throws(Diagnostics) -> Theme {
        try compile(sources: searchPaths.map { .directory($0) } + [.files(files, label: label)], views: views)
    }

    /// Compiles the template of every view, looking each file up in `sources` in order (a user's
    /// templates folder first, then the default theme). Throws the problems of all templates at once;
    /// a problem in a shared layout or partial is reported once, not once per page.
    public static func compile(sources: [TemplateSource], views: [any TemplateView.Type] = standardViews) throws(Diagnostics) -> Theme {
        let library = TemplateLibrary(sources: sources, keepingParsedFiles: true)
        var diagnostics: [Diagnostic] = []
        var compiled: [String: CompiledTemplate] = [:]
        for view in views where compiled[view.templateName] == nil {
            do {
                compiled[view.templateName] = try library.compile(view.templateName, schema: view.schema)
            } catch {
                for diagnostic in error.all where !diagnostics.contains(diagnostic) {
                    diagnostics.append(diagnostic)
                }
            }
        }
        guard diagnostics.isEmpty else { throw Diagnostics(diagnostics) }
        return Theme(templates: compiled)
    }
}
