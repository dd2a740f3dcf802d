import HTML
import Presentation

/// A page of movie cards (`card-list.html`): the movie list and each genre's page.
public final class CardListView: CardListInput {
    public static let templateName = "card-list.html"
    public static let schema = Bindings.chromeSchema.adding([
        "heading": .text,
        "countText": .text,
        "cards": .list(Bindings.cardSchema),
        "pagination": .list(Bindings.paginationSchema),
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: CardListItem) {
        var context = Bindings.chrome(item.chrome)
        context["heading"] = .text(item.heading)
        context["countText"] = .text(item.countText)
        context["cards"] = Bindings.cards(item.cards)
        context["pagination"] = Bindings.pagination(item.pagination)
        output = template.render(context)
    }
}
