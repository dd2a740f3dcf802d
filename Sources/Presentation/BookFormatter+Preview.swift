public import Model

/// A book page's link preview.
extension BookFormatter {
    /// The description (HTML, read as text by the view; else `summary`), the cover, and the JSON-LD `Book`.
    public func preview(_ book: Book) -> PagePreview {
        PagePreview(
            description: PreviewText(book.descriptionHTML.map { .untrustedHTML(UntrustedHTML($0)) }, fallback: summary(book)),
            kind: .book, imageURL: coverURL(book), imageAlt: coverAlt(book),
            entity: StructuredData(context: context).book(book))
    }

    /// "Frankenstein, a book by Mary Shelley (1818)."
    public func summary(_ book: Book) -> String {
        let strings = context.strings
        let (authors, year) = (strings.list(book.authors), book.publishedDate.map { context.dates.year($0.year) })
        let key: UIStringKey =
            switch (authors, year) {
            case (nil, nil): .summaryBook
            case (_?, nil): .summaryBookAuthors
            case (nil, _?): .summaryBookYear
            case (_?, _?): .summaryBookAuthorsYear
            }
        return strings.format(key, ["title": book.title, "authors": authors ?? "", "year": year ?? ""])
    }
}
