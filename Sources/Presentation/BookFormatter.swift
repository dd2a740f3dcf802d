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

    /// The cover as `slot` shows it: the local cover alone, or the largest Google lists with every size it
    /// lists from `thumbnail` up (about 128px wide and more: `BookCover.Size.width`) as the `srcset`. A
    /// `smallThumbnail` (about 80px) is left out: no slot of the theme is drawn that narrow. Only the links
    /// Google gave are offered, never other `zoom` values: its larger sizes carry a token of their own.
    public func cover(_ book: Book, in slot: ImageSlot) -> ImageSource? {
        guard book.localCover == nil else { return coverURL(book).map { ImageSource(url: $0) } }
        guard let url = book.coverURL else { return nil }
        let candidates = book.covers.filter { $0.size >= .thumbnail }.map { ($0.url, $0.size.width) }
        return ImageSource(url: url, candidates: candidates, slot: slot)
    }

    /// "Cover of Frankenstein" (`book.cover_alt`).
    public func coverAlt(_ book: Book) -> String {
        context.strings.format(.bookCoverAlt, ["title": book.title])
    }

    public func card(_ book: Book, kind: String? = nil) -> CardItem {
        let cover = cover(book, in: .card)
        return CardItem(
            title: book.title, url: url(book), year: book.publishedDate.map { context.dates.year($0.year) },
            posterURL: cover?.url, posterAlt: coverAlt(book), kind: kind, byline: context.strings.list(book.authors),
            posterSrcset: cover?.srcset, posterSizes: cover?.sizes)
    }
}
