import HTML
import Presentation

/// The list of genres (`term-index.html`).
public final class TermIndexView: TermIndexInput {
    public static let templateName = "term-index.html"
    public static let schema = Bindings.chromeSchema.adding([
        "genres": .list(TemplateSchema(["name": .text, "url": .text, "countText": .text])),
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: TermIndexItem) {
        var context = Bindings.chrome(item.chrome)
        context["genres"] = Bindings.list(item.terms) { genre in
            TemplateContext(["name": .text(genre.name), "url": .text(genre.url), "countText": .text(genre.countText)])
        }
        output = template.render(context)
    }
}
