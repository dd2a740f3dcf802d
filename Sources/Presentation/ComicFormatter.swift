import Foundation
public import Model

/// The display forms of a comic's fields that several pages share.
public struct ComicFormatter: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func url(_ id: Comic.ID) -> String {
        context.router.url(.comic(id))
    }

    /// The local image when there is one, else the record's (https), else nil.
    public func imageURL(_ comic: Comic) -> String? {
        if let local = comic.localImage {
            return context.router.url(.comicImage(comic.id, fileExtension: (local as NSString).pathExtension))
        }
        return comic.imageURL
    }

    /// "#403" (`comic.number`).
    public func number(_ comic: Comic) -> String {
        context.strings.format(.comicNumber, ["number": comic.id.description])
    }

    public func card(_ comic: Comic, kind: String? = nil) -> CardItem {
        CardItem(
            title: comic.title, url: url(comic.id), year: comic.date.map { context.dates.year($0.year) },
            posterURL: imageURL(comic), posterAlt: comic.alt ?? comic.title, kind: kind, byline: number(comic))
    }
}
