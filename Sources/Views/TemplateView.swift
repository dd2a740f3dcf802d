public import HTML

/// A page kind's view: it binds the kind's items into its template. The theme compiles one template
/// per view type that the site's page kinds name, checked against the view's schema.
public protocol TemplateView: AnyObject {
    /// The template's file name in the theme: `movie.html`.
    static var templateName: String { get }
    /// What the template may bind.
    static var schema: TemplateSchema { get }
    init(template: CompiledTemplate)
    /// The rendered page, once an item was displayed.
    var output: [UInt8] { get }
}

extension HomeView: TemplateView {}
extension CardListView: TemplateView {}
extension MovieDetailView: TemplateView {}
extension BookDetailView: TemplateView {}
extension ComicDetailView: TemplateView {}
extension ComicArchiveView: TemplateView {}
extension TermIndexView: TemplateView {}
extension FreePageView: TemplateView {}
extension RedirectView: TemplateView {}
extension NotFoundView: TemplateView {}
extension SearchView: TemplateView {}
extension StatsView: TemplateView {}
extension ReviewView: TemplateView {}
extension ReviewIndexView: TemplateView {}
extension RandomView: TemplateView {}
