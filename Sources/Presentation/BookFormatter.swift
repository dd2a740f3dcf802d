import Foundation
public import Model

/// The display forms of a book's fields that several pages share.
public struct BookFormatter: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func url(_ book: Book) -> String {
        context.router.url(.book(book.id, title: book.title))
    }

    /// The local cover when there is one, else Google's (already https), else nil.
    public func coverURL(_ book: Book) -> String? {
        if let local = book.localCover {
            return context.router.url(.bookCover(book.id, title: book.title, fileExtension: (local as NSString).pathExtension))
        }
        return book.coverURL
    }

    /// "Cover of Frankenstein" (`book.cover_alt`).
    public func coverAlt(_ book: Book) -> String {
        context.strings.format(.bookCoverAlt, ["title": book.title])
    }

    public func card(_ book: Book, kind: String? = nil) -> CardItem {
        CardItem(
            title: book.title, url: url(book), year: book.publishedDate.map { context.dates.year($0.year) },
            posterURL: coverURL(book), posterAlt: coverAlt(book), kind: kind, byline: context.strings.list(book.authors))
    }
}
