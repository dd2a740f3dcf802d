public import HTML
public import Presentation

/// A year in review (`review.html`): totals, charts (`partials/chart.html`), favourites and the year's cards
/// (`partials/review-card.html`), with links to the years beside it.
public final class ReviewView: ReviewInput {
    public static let templateName = "review.html"
    static let entrySchema = Bindings.cardSchema.adding(["date": .text, "ratingStars": .text, "ratingText": .text])
    static let lineSchema = TemplateSchema([
        "url": .text, "title": .text, "year": .text, "date": .text, "ratingStars": .text, "ratingText": .text,
    ])
    public static let schema = Bindings.chromeSchema.adding([
        "heading": .text,
        "summary": .text,
        "totals": .list(TemplateSchema(["label": .text, "value": .text])),
        "totalNotes": .list(Bindings.textSchema),
        "charts": .list(Bindings.chartSchema),
        "ratingsNote": .text,
        "favourites": .list(entrySchema),
        "sections": .list(
            TemplateSchema([
                "sectionID": .text, "headingID": .text, "heading": .text, "entries": .list(entrySchema), "more": .list(lineSchema),
            ])),
        "previous": .list(Bindings.linkSchema),
        "next": .list(Bindings.linkSchema),
        "indexURL": .text,
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: ReviewItem) {
        var context = Bindings.chrome(item.chrome)
        context["heading"] = .text(item.heading)
        context["summary"] = .text(item.summary)
        context["totals"] = Bindings.list(item.totals) { TemplateContext(["label": .text($0.label), "value": .text($0.value)]) }
        context["totalNotes"] = Bindings.texts(item.totalNotes)
        context["charts"] = Bindings.charts(item.charts)
        context["ratingsNote"] = Bindings.text(item.ratingsNote)
        context["favourites"] = Self.entries(item.favourites)
        context["sections"] = Bindings.list(item.sections) { section in
            TemplateContext([
                "sectionID": .text("review-" + section.id), "headingID": .text("review-\(section.id)-heading"),
                "heading": .text(section.heading), "entries": Self.entries(section.entries),
                "more": Bindings.list(section.more, Self.line),
            ])
        }
        // Lists of one or none, so the template binds each link inside its own `data-each`.
        context["previous"] = Bindings.links(item.previous.map { [$0] } ?? [])
        context["next"] = Bindings.links(item.next.map { [$0] } ?? [])
        context["indexURL"] = .text(item.indexURL)
        output = template.render(context)
    }

    /// The entries of one grid, the first few loaded at once as on every grid of cards (see `Bindings.cards`).
    private static func entries(_ entries: [ReviewItem.Entry]) -> TemplateValue {
        Bindings.list(entries.enumerated()) { index, item in
            var context = entry(item)
            context["posterLoading"] = index < Bindings.eagerCards ? .absent : .text("lazy")
            return context
        }
    }

    /// An entry past the cards: its title linked, its year, date and rating, and no image.
    private static func line(_ entry: ReviewItem.Entry) -> TemplateContext {
        TemplateContext([
            "url": .text(entry.card.url), "title": .text(entry.card.title), "year": Bindings.text(entry.card.year),
            "date": .text(entry.date), "ratingStars": Bindings.text(entry.ratingStars), "ratingText": Bindings.text(entry.ratingText),
        ])
    }

    private static func entry(_ entry: ReviewItem.Entry) -> TemplateContext {
        var context = Bindings.card(entry.card)
        context["date"] = .text(entry.date)
        context["ratingStars"] = Bindings.text(entry.ratingStars)
        context["ratingText"] = Bindings.text(entry.ratingText)
        return context
    }
}
