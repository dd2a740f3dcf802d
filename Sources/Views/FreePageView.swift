public import HTML
public import Presentation

/// A free page from `content/pages/` (`page.html`): a title and the owner's Markdown.
public final class FreePageView: FreePageInput {
    public static let templateName = "page.html"
    public static let schema = Bindings.chromeSchema.adding([
        "title": .text,
        // The Markdown body; its `#` headings start at `<h2>`, under the page's title.
        "body": .html,
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: FreePageItem) {
        var context = Bindings.chrome(item.chrome)
        context["title"] = .text(item.title)
        context["body"] = Bindings.markdown(item.body, headingOffset: 1)
        output = template.render(context)
    }
}
