public import HTML
public import Presentation

/// A page of cards (`card-list.html`): the movie and book lists and every term's page (a genre, an
/// author, a year, a tag), with links to related pages under the heading.
public final class CardListView: CardListInput {
    public static let templateName = "card-list.html"
    public static let schema = Bindings.chromeSchema.adding([
        "heading": .text,
        "countText": .text,
        "cards": .list(Bindings.cardSchema),
        "pagination": .list(Bindings.paginationSchema),
        "related": .list(Bindings.linkSchema),
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
        context["related"] = Bindings.links(item.related)
        output = template.render(context)
    }
}
