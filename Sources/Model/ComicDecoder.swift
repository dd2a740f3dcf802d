import Foundation
public import JSON

/// Turns a cached xkcd `info.0.json` into a `Comic`. Dates come as unpadded strings (`"1"`),
/// `link`s may be protocol-relative, and `img` is sometimes only a folder URL.
///
/// Strict about what a page cannot be built without: `num` and the title (`safe_title`, or `title`
/// when there is none) are errors when missing or malformed. Any other field that is malformed is a
/// warning and is dropped: a date that is no date, an image or link that is no http(s) link, a text
/// that is not a string leaves the comic without it, never off the site.
public struct ComicDecoder {
    /// Every member `decode` reads.
    public static let fields = JSONFieldSet.only([
        "num", "safe_title", "title", "year", "month", "day", "alt", "img", "transcript", "link", "news",
    ])

    public init() {}

    /// Decodes `document`; on failure returns nil and `reader` holds the reasons. A comic that comes
    /// back may still have warnings in `reader`, one for each field it was decoded without.
    /// - Parameter expectedID: the number the file name promises, if any.
    public func decode(_ document: JSONValue, expectedID: Comic.ID?, reader: JSONFieldReader) -> Comic? {
        guard reader.isObject(document, path: "", need: .required) else { return nil }
        let id = decodeNumber(document, expectedID: expectedID, reader: reader)
        // `title` is read only when there is no `safe_title`, and then it is the title.
        let title =
            reader.text(document, "safe_title", path: "safe_title", need: .required)
            ?? reader.text(document, "title", path: "title", need: .required)
        if title == nil && !reader.hasErrors { reader.error(at: document, "safe_title: missing; a comic needs a title") }
        let date = decodeDate(document, reader: reader)
        let alt = reader.text(document, "alt", path: "alt")
        // A folder (`…/comics/`) is how xkcd marks a comic with no single image: no image, and nothing wrong.
        let image = reader.link(document, "img", path: "img").flatMap { $0.hasSuffix("/") ? nil : $0 }
        let transcript = reader.text(document, "transcript", path: "transcript")
        let link = reader.link(document, "link", path: "link")
        let news = reader.text(document, "news", path: "news")
        guard let id, let title, !reader.hasErrors else { return nil }
        return Comic(id: id, title: title, alt: alt, imageURL: image, date: date, transcript: transcript, link: link, newsHTML: news)
    }

    private func decodeNumber(_ document: JSONValue, expectedID: Comic.ID?, reader: JSONFieldReader) -> Comic.ID? {
        guard let numValue = document["num"], !numValue.isNull else {
            reader.error(at: document, "num: missing")
            return nil
        }
        guard let num = reader.integer(document, "num", path: "num", need: .required) else { return nil }
        if num <= 0 {
            reader.error(at: numValue, "num: expected a positive number, found \(num)")
            return nil
        }
        if let expectedID, expectedID.rawValue != num {
            reader.error(at: numValue, "num: \(num) does not match the file name, which says \(expectedID)")
            return nil
        }
        return Comic.ID(num)
    }

    /// `year`, `month` and `day` as xkcd sends them: strings, unpadded; numbers are accepted too. The three
    /// are one field: when one is malformed the date is dropped, since the others alone would say another date.
    private func decodeDate(_ document: JSONValue, reader: JSONFieldReader) -> PartialDate? {
        func part(_ key: String) -> (value: JSONValue, number: Int?)? {
            guard let value = document[key], !value.isNull else { return nil }
            switch value.content {
            case .integer(let n): return (value, n)
            case .string(let s) where s.trimmingCharacters(in: .whitespaces).isEmpty: return nil
            case .string(let s): return (value, Int(s.trimmingCharacters(in: .whitespaces)))
            default: return (value, nil)
            }
        }
        func drop(_ value: JSONValue, _ message: String) -> PartialDate? {
            reader.warning(at: value, message + " (date dropped)")
            return nil
        }
        guard let year = part("year") else { return nil }
        let month = part("month")
        let day = part("day")
        for (key, found) in [("year", year), ("month", month), ("day", day)] {
            if let found, found.number == nil { return drop(found.value, "\(key): expected a number, found \(found.value.summary)") }
        }
        guard let y = year.number, PartialDate(year: y) != nil else {
            return drop(
                year.value, "year: expected a year from 1 to 9999, or -1 to -9999 before the common era, found \(year.value.summary)")
        }
        guard let m = month?.number else { return PartialDate(year: y) }
        guard let monthOnly = PartialDate(year: y, month: m) else {
            return drop(month?.value ?? year.value, "month: expected 1 to 12, found \(month?.value.summary ?? "nothing")")
        }
        guard let d = day?.number, let dayValue = day?.value else { return monthOnly }
        guard let date = PartialDate(year: y, month: m, day: d) else {
            return drop(dayValue, "day: \(d) is not a day of \(monthOnly)")
        }
        return date
    }
}
