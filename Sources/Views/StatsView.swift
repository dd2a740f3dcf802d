public import HTML
public import Presentation

/// The statistics page (`stats.html`): counts, facts, sections of charts (`partials/chart.html`), top lists and
/// the years in review.
public final class StatsView: StatsInput {
    public static let templateName = "stats.html"
    public static let schema = Bindings.chromeSchema.adding([
        "counts": .list(Bindings.linkSchema),
        "hasGlance": .flag,
        "facts": .list(TemplateSchema(["label": .text, "value": .text, "linkTitle": .text, "linkURL": .text, "detail": .text])),
        "factNotes": .list(Bindings.textSchema),
        "sections": .list(
            TemplateSchema([
                "sectionID": .text, "headingID": .text, "heading": .text, "charts": .list(Bindings.chartSchema),
                "sectionNotes": .list(Bindings.textSchema),
            ])),
        "topLists": .list(
            TemplateSchema(["heading": .text, "entries": .list(TemplateSchema(["title": .text, "url": .text, "countText": .text]))])),
        "topNote": .text,
        "reviewYears": .list(Bindings.linkSchema),
        "reviewIndexURL": .text,
        "randomURL": .text,
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: StatsItem) {
        var context = Bindings.chrome(item.chrome)
        context["counts"] = Bindings.links(item.counts)
        context["hasGlance"] = .flag(!item.facts.isEmpty || !item.factNotes.isEmpty)
        context["facts"] = Bindings.list(item.facts) { fact in
            TemplateContext([
                "label": .text(fact.label), "value": Bindings.text(fact.value), "linkTitle": Bindings.text(fact.link?.title),
                "linkURL": Bindings.text(fact.link?.url), "detail": Bindings.text(fact.detail),
            ])
        }
        context["factNotes"] = Bindings.texts(item.factNotes)
        context["sections"] = Bindings.list(item.sections) { section in
            TemplateContext([
                "sectionID": .text("stats-" + section.id), "headingID": .text("stats-\(section.id)-heading"),
                "heading": .text(section.heading), "charts": Bindings.charts(section.charts), "sectionNotes": Bindings.texts(section.notes),
            ])
        }
        context["topLists"] = Bindings.list(item.topLists) { list in
            TemplateContext([
                "heading": .text(list.heading),
                "entries": Bindings.list(list.entries) {
                    TemplateContext(["title": .text($0.title), "url": .text($0.url), "countText": .text($0.countText)])
                },
            ])
        }
        context["topNote"] = Bindings.text(item.topNote)
        context["reviewYears"] = Bindings.links(item.reviewYears)
        context["reviewIndexURL"] = Bindings.text(item.reviewIndexURL)
        context["randomURL"] = Bindings.text(item.randomURL)
        output = template.render(context)
    }
}
