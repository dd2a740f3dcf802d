import Foundation
public import JSON

/// Turns a cached Google Books volume resource into a `Book`: lenient about the many optional
/// fields, strict about the id and the title.
public struct BookDecoder {
    /// `imageLinks` keys from largest to smallest.
    static let coverSizes = ["extraLarge", "large", "medium", "small", "thumbnail", "smallThumbnail"]

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

    public func decode(_ document: JSONValue, expectedID: Book.ID?, reader: JSONFieldReader) -> Book? {
        guard reader.requireObject(document, path: "") else { return nil }
        let id = decodeID(document, expectedID: expectedID, reader: reader)
        guard let info = reader.object(document, "volumeInfo", path: "volumeInfo") else {
            if document["volumeInfo"]?.isNull ?? true { reader.error(at: document, "volumeInfo: missing") }
            return nil
        }
        let title = reader.text(info, "title", path: "volumeInfo.title")
        if title == nil && !reader.hasErrors { reader.error(at: info, "volumeInfo.title: missing") }
        let pageCount = reader.integer(info, "pageCount", path: "volumeInfo.pageCount")
        var isbn13: String?
        var isbn10: String?
        for (i, identifier) in reader.array(info, "industryIdentifiers", path: "volumeInfo.industryIdentifiers").enumerated() {
            let path = "volumeInfo.industryIdentifiers[\(i)]"
            guard reader.requireObject(identifier, path: path) else { continue }
            let value = reader.text(identifier, "identifier", path: path + ".identifier")
            switch reader.string(identifier, "type", path: path + ".type") {
            case "ISBN_13": isbn13 = isbn13 ?? value
            case "ISBN_10": isbn10 = isbn10 ?? value
            default: break
            }
        }
        let subtitle = reader.text(info, "subtitle", path: "volumeInfo.subtitle")
        let authors = strings(info, "authors", reader: reader)
        let publisher = reader.text(info, "publisher", path: "volumeInfo.publisher")
        let published = reader.date(info, "publishedDate", path: "volumeInfo.publishedDate")
        let description = reader.text(info, "description", path: "volumeInfo.description")
        let categories = strings(info, "categories", reader: reader)
        let language = reader.text(info, "language", path: "volumeInfo.language")
        let cover = cover(info, reader: reader)
        guard let id, let title, !reader.hasErrors else { return nil }
        return Book(
            id: id,
            title: title,
            subtitle: subtitle, authors: authors, publisher: publisher, publishedDate: published,
            descriptionHTML: description, pageCount: pageCount.flatMap { $0 > 0 ? $0 : nil }, categories: categories,
            isbn13: isbn13, isbn10: isbn10, language: language, coverURL: cover
        )
    }

    private func decodeID(_ document: JSONValue, expectedID: Book.ID?, reader: JSONFieldReader) -> Book.ID? {
        guard let idValue = document["id"], !idValue.isNull else {
            reader.error(at: document, "id: missing")
            return nil
        }
        guard let raw = reader.string(document, "id", path: "id") else { return nil }
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
                reader.error(at: value, "volumeInfo.\(key)[\(i)]: expected a string, found \(value.summary)")
                continue
            }
            let trimmed = s.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty && !result.contains(trimmed) { result.append(trimmed) }
        }
        return result
    }

    private func cover(_ info: JSONValue, reader: JSONFieldReader) -> String? {
        guard let links = reader.object(info, "imageLinks", path: "volumeInfo.imageLinks") else { return nil }
        for size in Self.coverSizes {
            guard let url = reader.text(links, size, path: "volumeInfo.imageLinks.\(size)") else { continue }
            // Google still hands out http: links; the same URL works over https, and mixed content would not load.
            if url.hasPrefix("http://") { return "https://" + url.dropFirst("http://".count) }
            if url.hasPrefix("https://") { return url }
        }
        return nil
    }
}
