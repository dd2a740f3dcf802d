public import HTML
public import Presentation

/// Every comic by year (`comic-archive.html`).
public final class ComicArchiveView: ComicArchiveInput {
    public static let templateName = "comic-archive.html"
    public static let schema = Bindings.chromeSchema.adding([
        "countText": .text,
        "latestURL": .text,
        "years": .list(
            TemplateSchema([
                "heading": .text,
                "comics": .list(TemplateSchema(["title": .text, "url": .text, "number": .text, "date": .text])),
            ])),
    ])

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: ComicArchiveItem) {
        var context = Bindings.chrome(item.chrome)
        context["countText"] = .text(item.countText)
        context["latestURL"] = Bindings.text(item.latestURL)
        context["years"] = Bindings.list(item.years) { year in
            TemplateContext([
                "heading": .text(year.heading),
                "comics": Bindings.list(year.comics) { comic in
                    TemplateContext([
                        "title": .text(comic.title), "url": .text(comic.url),
                        "number": .text(comic.number), "date": Bindings.text(comic.date),
                    ])
                },
            ])
        }
        output = template.render(context)
    }
}
