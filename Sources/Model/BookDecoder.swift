import Foundation
public import JSON

/// Turns a cached Google Books volume resource into a `Book`: lenient about the many optional
/// fields, strict about what a page cannot be built without, the id and `volumeInfo.title` (and
/// `volumeInfo`, which holds it). Any other field that is malformed is a warning and is dropped: a
/// publication date, a page count, an identifier, an author or a category that is not a string, an
/// image link that is no http(s) link leaves the book without it, never off the site.
public struct BookDecoder {
    /// `imageLinks` keys, smallest first.
    static let coverSizes = BookCover.Size.allCases.map(\.rawValue)

    /// Every member `decode` reads; the parser may drop the rest (sale info, access info, …).
    public static let fields = JSONFieldSet.only(
        ["id"],
        [
            "volumeInfo": .only(
                ["title", "subtitle", "authors", "publisher", "publishedDate", "description", "pageCount", "categories", "language"],
                ["industryIdentifiers": .only(["identifier", "type"]), "imageLinks": .only(coverSizes)]
            )
        ])

    public init() {}

    /// Decodes `document`; on failure returns nil and `reader` holds the reasons. A book that comes
    /// back may still have warnings in `reader`, one for each field it was decoded without.
    /// - Parameter expectedID: the id the file name promises, if any.
    public func decode(_ document: JSONValue, expectedID: Book.ID?, reader: JSONFieldReader) -> Book? {
        guard reader.isObject(document, path: "", need: .required) else { return nil }
        let id = decodeID(document, expectedID: expectedID, reader: reader)
        guard let info = reader.object(document, "volumeInfo", path: "volumeInfo", need: .required) else {
            if document["volumeInfo"]?.isNull ?? true { reader.error(at: document, "volumeInfo: missing") }
            return nil
        }
        let title = reader.text(info, "title", path: "volumeInfo.title", need: .required)
        if title == nil && !reader.hasErrors { reader.error(at: info, "volumeInfo.title: missing") }
        let pageCount = reader.integer(info, "pageCount", path: "volumeInfo.pageCount")
        let (isbn13, isbn10) = isbns(info, reader: reader)
        let subtitle = reader.text(info, "subtitle", path: "volumeInfo.subtitle")
        let authors = strings(info, "authors", reader: reader)
        let publisher = reader.text(info, "publisher", path: "volumeInfo.publisher")
        let published = reader.date(info, "publishedDate", path: "volumeInfo.publishedDate")
        let description = reader.text(info, "description", path: "volumeInfo.description")
        let categories = strings(info, "categories", reader: reader)
        let language = reader.text(info, "language", path: "volumeInfo.language")
        let covers = covers(info, reader: reader)
        guard let id, let title, !reader.hasErrors else { return nil }
        return Book(
            id: id,
            title: title,
            subtitle: subtitle, authors: authors, publisher: publisher, publishedDate: published,
            descriptionHTML: description, pageCount: pageCount.flatMap { $0 > 0 ? $0 : nil }, categories: categories,
            isbn13: isbn13, isbn10: isbn10, language: language, covers: covers
        )
    }

    /// The first ISBN-13 and the first ISBN-10 of `industryIdentifiers`; other identifiers are ignored.
    private func isbns(_ info: JSONValue, reader: JSONFieldReader) -> (isbn13: String?, isbn10: String?) {
        var isbn13: String?
        var isbn10: String?
        for (i, identifier) in reader.array(info, "industryIdentifiers", path: "volumeInfo.industryIdentifiers").enumerated() {
            func path() -> String { "volumeInfo.industryIdentifiers[\(i)]" }
            guard reader.isObject(identifier, path: path()) else { continue }
            let value = reader.text(identifier, "identifier", path: path() + ".identifier")
            switch reader.string(identifier, "type", path: path() + ".type") {
            case "ISBN_13": isbn13 = isbn13 ?? value
            case "ISBN_10": isbn10 = isbn10 ?? value
            default: break
            }
        }
        return (isbn13, isbn10)
    }

    private func decodeID(_ document: JSONValue, expectedID: Book.ID?, reader: JSONFieldReader) -> Book.ID? {
        guard let idValue = document["id"], !idValue.isNull else {
            reader.error(at: document, "id: missing")
            return nil
        }
        guard let raw = reader.string(document, "id", path: "id", need: .required) else { return nil }
        guard let id = Book.ID(raw) else {
            reader.error(at: idValue, "id: expected letters, digits, '_' or '-', found \(idValue.summary)")
            return nil
        }
        if let expectedID, expectedID != id {
            reader.error(at: idValue, "id: \"\(raw)\" does not match the file name, which says \(expectedID)")
            return nil
        }
        return id
    }

    /// Distinct non-empty strings of an array, in order.
    private func strings(_ info: JSONValue, _ key: String, reader: JSONFieldReader) -> [String] {
        var result: [String] = []
        for (i, value) in reader.array(info, key, path: "volumeInfo.\(key)").enumerated() {
            guard case .string(let s) = value.content else {
                reader.dropped(value, "volumeInfo.\(key)[\(i)]: expected a string, found \(value.summary)")
                continue
            }
            let trimmed = s.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty && !result.contains(trimmed) { result.append(trimmed) }
        }
        return result
    }

    /// Every usable link of `imageLinks`, smallest first. Every size is read, so that each malformed link
    /// is reported.
    private func covers(_ info: JSONValue, reader: JSONFieldReader) -> [BookCover] {
        guard let links = reader.object(info, "imageLinks", path: "volumeInfo.imageLinks") else { return [] }
        return BookCover.Size.allCases.compactMap { size in
            guard let url = reader.link(links, size.rawValue, path: "volumeInfo.imageLinks.\(size.rawValue)") else { return nil }
            // Google still hands out http: links; the same URL works over https, and mixed content would not load.
            return BookCover(size: size, url: url.prefix(7).lowercased() == "http://" ? "https://" + url.dropFirst("http://".count) : url)
        }
    }
}
