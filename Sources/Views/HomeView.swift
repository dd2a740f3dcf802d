public import HTML
public import Presentation

/// The home page (`home.html`): counts per catalog and the latest additions as cards.
public final class HomeView: HomeInput {
    public static let templateName = "home.html"
    public static let schema = Bindings.chromeSchema.adding([
        "counts": .list(TemplateSchema(["label": .text, "count": .text, "url": .text])),
        "latest": .list(Bindings.cardSchema),
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: HomeItem) {
        var context = Bindings.chrome(item.chrome)
        context["counts"] = Bindings.list(item.counts) { count in
            TemplateContext(["label": .text(count.label), "count": .text(String(count.count)), "url": .text(count.url)])
        }
        context["latest"] = Bindings.cards(item.latest)
        output = template.render(context)
    }
}
