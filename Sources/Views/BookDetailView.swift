public import HTML
public import Presentation

/// One book's page (`book.html`).
public final class BookDetailView: BookDetailInput {
    public static let templateName = "book.html"
    public static let schema = Bindings.chromeSchema.adding([
        "title": .text,
        "subtitle": .text,
        "authors": .list(Bindings.seriesLinkSchema),
        // True when any of the fact rows below is known.
        "hasFacts": .flag,
        "published": .text,
        "publisher": .text,
        "pageCount": .text,
        "languageName": .text,
        "isbn13": .text,
        "isbn10": .text,
        "categories": .list(Bindings.linkSchema),
        "coverURL": .text,
        "coverSrcset": .text,
        "coverSizes": .text,
        "coverAlt": .text,
        // Sanitised HTML from the API.
        "description": .html,
    ]).adding(Bindings.ownerNotesSchema.keys)

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: BookDetailItem) {
        let text = Bindings.text
        var context = Bindings.chrome(item.chrome).merging(
            Bindings.ownerNotes(
                notes: item.notes, ratingStars: item.ratingStars, ratingText: item.ratingText,
                dates: [(item.chrome.labels[.notesPurchased], item.purchased), (item.chrome.labels[.notesRead], item.read)],
                tags: item.tags))
        context["title"] = .text(item.title)
        context["subtitle"] = text(item.subtitle)
        context["authors"] = Bindings.series(item.authors)
        let facts = [item.published, item.publisher, item.pageCount, item.language, item.isbn13, item.isbn10]
        context["hasFacts"] = .flag(facts.contains { $0 != nil } || !item.categories.isEmpty)
        context["published"] = text(item.published)
        context["publisher"] = text(item.publisher)
        context["pageCount"] = text(item.pageCount)
        context["languageName"] = text(item.language)
        context["isbn13"] = text(item.isbn13)
        context["isbn10"] = text(item.isbn10)
        context["categories"] = Bindings.links(item.categories)
        context["coverURL"] = text(item.coverURL)
        context["coverSrcset"] = text(item.coverSrcset)
        context["coverSizes"] = text(item.coverSizes)
        context["coverAlt"] = .text(item.coverAlt)
        context["description"] = Bindings.untrusted(item.description)
        output = template.render(context)
    }
}
