public import HTML
public import Presentation
import Support

/// The random item page (`random.html`): the script's list and a card of the item picked at build time.
public final class RandomView: RandomInput {
    public static let templateName = "random.html"
    public static let schema = Bindings.chromeSchema.adding([
        "partURLs": .text,
        "partSize": .text,
        "count": .text,
        "scriptURL": .text,
        "fallback": .list(Bindings.cardSchema),
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: RandomItem) {
        var context = Bindings.chrome(item.chrome)
        // `data-parts` is not a URL attribute, which the template engine would make relative: done here.
        let links = item.chrome.relativeLinks
        context["partURLs"] = .text(item.partURLs.map { links?.link($0) ?? $0 }.joined(separator: " "))
        context["partSize"] = .text(String(item.partSize))
        context["count"] = .text(String(item.count))
        context["scriptURL"] = .text(item.scriptURL)
        context["fallback"] = Bindings.cards([item.fallback])
        output = template.render(context)
    }
}
