public import HTML
public import Presentation

/// One comic's page (`comic.html`), with its navigation bar above and below the comic.
public final class ComicDetailView: ComicDetailInput {
    public static let templateName = "comic.html"
    public static let schema = Bindings.chromeSchema.adding([
        "title": .text,
        "number": .text,
        "date": .text,
        "imageURL": .text,
        // The hover text: the image's `alt` and `title`; "" when the record has none.
        "alt": .text,
        "transcript": .text,
        "link": .text,
        // Sanitised HTML from the API.
        "news": .html,
        // partials/comic-nav.html: a nil URL shows the item disabled.
        "firstURL": .text,
        "previousURL": .text,
        "archiveURL": .text,
        "nextURL": .text,
        "latestURL": .text,
    ]).adding(Bindings.ownerNotesSchema.keys)

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: ComicDetailItem) {
        let text = Bindings.text
        var context = Bindings.chrome(item.chrome).merging(
            Bindings.ownerNotes(
                notes: item.notes, ratingStars: nil, ratingText: nil, dates: [], tags: item.tags))
        context["title"] = .text(item.title)
        context["number"] = .text(item.number)
        context["date"] = text(item.date)
        context["imageURL"] = text(item.imageURL)
        context["alt"] = .text(item.alt)
        context["transcript"] = text(item.transcript)
        context["link"] = text(item.link)
        context["news"] = Bindings.untrusted(item.news)
        context["firstURL"] = text(item.navigation.firstURL)
        context["previousURL"] = text(item.navigation.previousURL)
        context["archiveURL"] = .text(item.navigation.archiveURL)
        context["nextURL"] = text(item.navigation.nextURL)
        context["latestURL"] = text(item.navigation.latestURL)
        output = template.render(context)
    }
}
