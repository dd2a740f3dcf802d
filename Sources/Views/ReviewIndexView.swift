public import HTML
public import Presentation

/// The index of the years in review (`review-index.html`): a chart of the years and a link to each.
public final class ReviewIndexView: ReviewIndexInput {
    public static let templateName = "review-index.html"
    public static let schema = Bindings.chromeSchema.adding([
        "years": .list(Bindings.linkSchema.adding(["summary": .text])),
        "charts": .list(Bindings.chartSchema),
        "statsURL": .text,
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: ReviewIndexItem) {
        var context = Bindings.chrome(item.chrome)
        context["years"] = Bindings.list(item.years) { year in
            var context = Bindings.link(year.link)
            context["summary"] = .text(year.summary)
            return context
        }
        context["charts"] = Bindings.charts(item.chart.map { [$0] } ?? [])
        context["statsURL"] = .text(item.statsURL)
        output = template.render(context)
    }
}
