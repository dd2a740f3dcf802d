public import HTML
public import Presentation
import Support

/// The search page (`search.html`): a form that works as a link without script, and the script that
/// searches the index.
public final class SearchView: SearchInput {
    public static let templateName = "search.html"
    public static let schema = Bindings.chromeSchema.adding([
        "indexURL": .text,
        "scriptURL": .text,
        "browse": .list(Bindings.linkSchema),
        // The script's count phrases, `{count}` left for it to fill: before a search, and of its results.
        "browseOne": .text,
        "browseOther": .text,
        "resultsOne": .text,
        "resultsOther": .text,
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: SearchPageItem) {
        var context = Bindings.chrome(item.chrome)
        // `data-index` is not a URL attribute, which the template engine would make relative: do it here.
        context["indexURL"] = .text(item.chrome.relativeLinks?.link(item.indexURL) ?? item.indexURL)
        context["scriptURL"] = .text(item.scriptURL)
        context["browse"] = Bindings.list(item.browse, Bindings.link)
        context["browseOne"] = .text(item.browseStatus.one)
        context["browseOther"] = .text(item.browseStatus.other)
        context["resultsOne"] = .text(item.resultCount.one)
        context["resultsOther"] = .text(item.resultCount.other)
        output = template.render(context)
    }
}
