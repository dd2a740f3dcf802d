public import HTML
public import Presentation

/// A taxonomy's terms with their counts (`term-index.html`): genres, authors, categories, years, tags.
public final class TermIndexView: TermIndexInput {
    public static let templateName = "term-index.html"
    public static let schema = Bindings.chromeSchema.adding([
        "heading": .text,
        "terms": .list(TemplateSchema(["name": .text, "url": .text, "countText": .text])),
        "pagination": .list(Bindings.paginationSchema),
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: TermIndexItem) {
        var context = Bindings.chrome(item.chrome)
        context["heading"] = .text(item.heading)
        context["terms"] = Bindings.list(item.terms) { term in
            TemplateContext(["name": .text(term.name), "url": .text(term.url), "countText": .text(term.countText)])
        }
        context["pagination"] = Bindings.pagination(item.pagination)
        output = template.render(context)
    }
}
