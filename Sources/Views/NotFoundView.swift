public import HTML
public import Presentation

/// The 404 page (`404.html`).
public final class NotFoundView: NotFoundInput {
    public static let templateName = "404.html"
    /// `homeURL` is the chrome's key; the item's own `homeURL` (the same address) takes its place.
    public static let schema = Bindings.chromeSchema.overriding(["homeURL": .text]).adding([
        "sections": .list(Bindings.linkSchema)
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: NotFoundItem) {
        var context = Bindings.chrome(item.chrome)
        context["homeURL"] = .text(item.homeURL)
        context["sections"] = Bindings.list(item.sections, Bindings.link)
        output = template.render(context)
    }
}
