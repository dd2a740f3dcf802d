public import HTML
public import Presentation

/// One movie's page (`movie.html`).
public final class MovieDetailView: MovieDetailInput {
    public static let templateName = "movie.html"
    public static let schema = Bindings.chromeSchema.adding([
        "title": .text,
        "originalTitle": .text,
        "year": .text,
        "releaseDate": .text,
        "runtime": .text,
        "genres": .list(Bindings.linkSchema),
        "directors": .list(Bindings.linkSchema),
        // True when any of year, release date, runtime, genres or directors is known.
        "hasFacts": .flag,
        "tagline": .text,
        "overview": .text,
        "posterURL": .text,
        "posterSrcset": .text,
        "posterSizes": .text,
        "posterAlt": .text,
        "backdropURL": .text,
        "backdropSrcset": .text,
        "backdropSizes": .text,
        "cast": .list(TemplateSchema(["name": .text, "character": .text, "role": .text, "url": .text])),
        "recommendations": .list(
            TemplateSchema([
                "title": .text, "url": .text, "year": .text, "thumbnailURL": .text, "thumbnailSrcset": .text, "thumbnailAlt": .text,
            ])),
    ]).adding(Bindings.ownerNotesSchema.keys)

    private let template: CompiledTemplate
    /// The rendered page after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init(template: CompiledTemplate) {
        self.template = template
    }

    public func display(_ item: MovieDetailItem) {
        let text = Bindings.text
        var context = Bindings.chrome(item.chrome).merging(
            Bindings.ownerNotes(
                notes: item.notes, ratingStars: item.ratingStars, ratingText: item.ratingText,
                dates: [(item.chrome.labels[.notesWatched], item.watched)], tags: item.tags))
        context["title"] = .text(item.title)
        context["originalTitle"] = text(item.originalTitle)
        context["year"] = text(item.year)
        context["releaseDate"] = text(item.releaseDate)
        context["runtime"] = text(item.runtime)
        context["genres"] = Bindings.list(item.genres, Bindings.link)
        context["directors"] = Bindings.links(item.directors)
        context["hasFacts"] = .flag(
            item.year != nil || item.releaseDate != nil || item.runtime != nil
                || !item.genres.isEmpty || !item.directors.isEmpty)
        context["tagline"] = text(item.tagline)
        context["overview"] = text(item.overview)
        context["posterURL"] = text(item.posterURL)
        context["posterAlt"] = .text(item.posterAlt)
        context["backdropURL"] = text(item.backdropURL)
        context["posterSrcset"] = text(item.posterSrcset)
        context["posterSizes"] = text(item.posterSizes)
        context["backdropSrcset"] = text(item.backdropSrcset)
        context["backdropSizes"] = text(item.backdropSizes)
        // Item keys are all set (absent as `.absent`) so that none falls through to the page's
        // `title` or `year`.
        context["cast"] = Bindings.list(item.cast) { member in
            TemplateContext([
                "name": .text(member.name), "character": text(member.character), "role": text(member.role), "url": .text(member.url),
            ])
        }
        context["recommendations"] = Bindings.list(item.recommendations) { recommendation in
            TemplateContext([
                "title": .text(recommendation.title), "url": text(recommendation.url),
                "year": text(recommendation.year), "thumbnailURL": text(recommendation.thumbnail?.url),
                "thumbnailSrcset": text(recommendation.thumbnail?.srcset), "thumbnailAlt": text(recommendation.thumbnail?.alt),
            ])
        }
        output = template.render(context)
    }
}
