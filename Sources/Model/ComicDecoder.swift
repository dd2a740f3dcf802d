import Foundation
public import JSON

/// Turns a cached xkcd `info.0.json` into a `Comic`. Dates come as unpadded strings (`"1"`),
/// `link`s may be protocol-relative, and `img` is sometimes only a folder URL.
public struct ComicDecoder {
    /// Every member `decode` reads.
    public static let fields = JSONFieldSet.only([
        "num", "safe_title", "title", "year", "month", "day", "alt", "img", "transcript", "link", "news",
    ])

    public init() {}

    public func decode(_ document: JSONValue, expectedID: Comic.ID?, reader: JSONFieldReader) -> Comic? {
        guard reader.requireObject(document, path: "") else { return nil }
        var id: Comic.ID?
        if let numValue = document["num"], !numValue.isNull {
            if let num = reader.integer(document, "num", path: "num") {
                if num <= 0 {
                    reader.error(at: numValue, "num: expected a positive number, found \(num)")
                } else if let expectedID, expectedID.rawValue != num {
                    reader.error(at: numValue, "num: \(num) does not match the file name, which says \(expectedID)")
                } else {
                    id = Comic.ID(num)
                }
            }
        } else {
            reader.error(at: document, "num: missing")
        }
        let title = reader.text(document, "safe_title", path: "safe_title") ?? reader.text(document, "title", path: "title")
        if title == nil && !reader.hasErrors { reader.error(at: document, "safe_title: missing; a comic needs a title") }
        let date = decodeDate(document, reader: reader)
        let alt = reader.text(document, "alt", path: "alt")
        let image = reader.text(document, "img", path: "img").flatMap(Self.absoluteURL).flatMap { $0.hasSuffix("/") ? nil : $0 }
        let transcript = reader.text(document, "transcript", path: "transcript")
        let link = reader.text(document, "link", path: "link").flatMap(Self.absoluteURL)
        let news = reader.text(document, "news", path: "news")
        guard let id, let title, !reader.hasErrors else { return nil }
        return Comic(id: id, title: title, alt: alt, imageURL: image, date: date, transcript: transcript, link: link, newsHTML: news)
    }

    /// `year`, `month` and `day` as xkcd sends them: strings, unpadded; numbers are accepted too.
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
        guard let year = part("year") else { return nil }
        let month = part("month")
        let day = part("day")
        for (key, found) in [("year", year), ("month", month), ("day", day)] {
            if let found, found.number == nil {
                reader.error(at: found.value, "\(key): expected a number, found \(found.value.summary)")
                return nil
            }
        }
        guard let y = year.number, PartialDate(year: y) != nil else {
            reader.error(at: year.value, "year: expected a year from 1 to 9999, found \(year.value.summary)")
            return nil
        }
        guard let m = month?.number else { return PartialDate(year: y) }
        guard let monthOnly = PartialDate(year: y, month: m) else {
            reader.error(at: month?.value ?? year.value, "month: expected 1 to 12, found \(month?.value.summary ?? "nothing")")
            return nil
        }
        guard let d = day?.number, let dayValue = day?.value else { return monthOnly }
        guard let date = PartialDate(year: y, month: m, day: d) else {
            reader.error(at: dayValue, "day: \(d) is not a day of \(monthOnly)")
            return nil
        }
        return date
    }

    /// `//host/path` becomes `https://host/path`; http and https stay; anything else is dropped.
    static func absoluteURL(_ text: String) -> String? {
        if text.hasPrefix("//") { return "https:" + text }
        let lower = text.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://") ? text : nil
    }
}
