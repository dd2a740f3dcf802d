public import Model

/// Cards for pages that mix kinds, each labelled with its kind.
public struct EntryFormatter: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func card(_ entry: CatalogEntry) -> CardItem {
        switch entry {
        case .movie(let movie): return MovieFormatter(context: context).card(movie, kind: context.strings[.kindMovie])
        case .book(let book): return BookFormatter(context: context).card(book, kind: context.strings[.kindBook])
        case .comic(let comic): return ComicFormatter(context: context).card(comic, kind: context.strings[.kindComic])
        }
    }

    /// The owner's tags, each linked to its page.
    public func tagLinks(_ notes: OwnerNotes?) -> [LinkItem] {
        (notes?.tags ?? []).map { LinkItem(title: $0, url: context.router.url(.term(.tags, name: $0, page: 1))) }
    }

    /// Stars and words for a rating: ("★★★★☆", "4 out of 5").
    public func rating(_ notes: OwnerNotes?) -> (stars: String?, text: String?) {
        guard let rating = notes?.rating else { return (nil, nil) }
        return (MovieFormatter.stars(rating), context.strings.format(.notesRating, ["rating": String(rating)]))
    }

    /// The notes' Markdown, or nil when blank. Leading spaces can be Markdown (an indented code block),
    /// so the text is only tested for blankness, never trimmed.
    public func markdown(_ notes: OwnerNotes?) -> MarkdownText? {
        guard let body = notes?.body, !body.allSatisfy(\.isWhitespace) else { return nil }
        return MarkdownText(body)
    }
}
