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
        "\(comic.title), comic \(number(comic))" + (comic.date.map { " (\(DateText.year($0.year)))" } ?? "") + "."
    }
}
