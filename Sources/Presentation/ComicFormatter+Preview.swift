public import Model

/// A comic page's link preview.
extension ComicFormatter {
    /// The alt text (else `summary`), the image, and the JSON-LD `ComicStory`.
    public func preview(_ comic: Comic) -> PagePreview {
        PagePreview(
            description: PreviewText(comic.alt.map(PreviewText.Source.text), fallback: summary(comic)),
            kind: .article, imageURL: imageURL(comic), imageAlt: comic.alt ?? comic.title,
            entity: StructuredData(context: context).comic(comic))
    }

    /// "Barrel – Part 1, comic #1 (2006)."
    public func summary(_ comic: Comic) -> String {
        let year = comic.date.map { context.dates.year($0.year) }
        return context.strings.format(
            year == nil ? .summaryComic : .summaryComicYear, ["title": comic.title, "number": number(comic), "year": year ?? ""])
    }
}
