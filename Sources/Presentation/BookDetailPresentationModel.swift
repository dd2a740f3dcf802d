import Foundation
public import Model

/// One book's page.
public struct BookDetailPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// Presents the book with `id`; false when the catalog has no such book.
    /// What a book's page shows: the book.
    public struct Shown: Sendable {
        public let book: Book
        public let address: PageAddress
    }

    /// Declares the page of `book` at `address`, noting what it shows in `reads`.
    public func shown(_ book: Book, at address: PageAddress, reads: inout some PageReads) -> Shown {
        reads.note(book)
        return Shown(book: book, address: address)
    }

    @discardableResult
    public func present(id: Book.ID, to input: any BookDetailInput) -> Bool {
        guard let book = context.books.repository.book(id) else { return false }
        var reads = UnrecordedReads()
        present(shown(book, at: context.router.address(.book(book.id, title: book.title)), reads: &reads), to: input)
        return true
    }

    /// Presents a declared page.
    public func present(_ shown: Shown, to input: any BookDetailInput) {
        let book = shown.book
        let formatter = BookFormatter(context: context)
        let entries = EntryFormatter(context: context)
        let router = context.router
        let rating = entries.rating(book.notes)
        let locale = Locale(identifier: context.config.language)
        let cover = formatter.cover(book, in: .detail)
        input.display(
            BookDetailItem(
                chrome: context.chrome(title: book.title, at: shown.address, preview: formatter.preview(book)),
                title: book.title,
                subtitle: book.subtitle,
                authors: book.authors.map { LinkItem(title: $0, url: router.url(.term(.authors, name: $0, page: 1))) },
                publisher: book.publisher,
                published: book.publishedDate.map(context.dates.format),
                year: book.publishedDate.map { context.dates.year($0.year) },
                pageCount: book.pageCount.map { context.count($0, .countPages) },
                categories: book.categories.map { LinkItem(title: $0, url: router.url(.term(.categories, name: $0, page: 1))) },
                isbn13: book.isbn13,
                isbn10: book.isbn10,
                language: book.language.map { code in locale.localizedString(forLanguageCode: code) ?? code },
                coverURL: cover?.url,
                coverSrcset: cover?.srcset,
                coverSizes: cover?.sizes,
                coverAlt: formatter.coverAlt(book),
                description: book.descriptionHTML.map(UntrustedHTML.init),
                notes: entries.markdown(book.notes),
                ratingStars: rating.stars,
                ratingText: rating.text,
                purchased: book.notes?.dates["purchased"].map(context.dates.format),
                read: book.notes?.dates["read"].map(context.dates.format),
                tags: entries.tagLinks(book.notes)
            ))
    }
}
