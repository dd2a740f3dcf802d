import Support

/// A page's description for `<meta name="description">` and link previews: plain text of at most
/// `maximumLength` characters, taken from the page's own text (a movie's overview, a book's description,
/// a comic's alt text, a free page's body) or, when that has none, from a sentence the page makes.
///
/// A book's description is HTML and a free page's body Markdown, and Presentation knows neither: the
/// view reads them as text (`resolved(readingMarkup:)`), then the same rules cut it here.
public struct PreviewText: Sendable, Equatable {
    /// Where the text comes from.
    public enum Source: Sendable, Equatable {
        case text(String)
        case untrustedHTML(UntrustedHTML)
        case markdown(MarkdownText)
    }

    /// Search engines show about this many characters of a description and cut the rest themselves,
    /// at an unknown place; cutting here keeps the end readable and the pages small.
    public static let maximumLength = 160

    /// Nil when the page has no text of its own.
    public let source: Source?
    /// Plain text, used when `source` is nil or has no visible text.
    public let fallback: String

    public init(_ source: Source?, fallback: String) {
        self.source = source
        self.fallback = fallback
    }

    /// The description: `source` as plain text (markup read by `readingMarkup`), or else the fallback,
    /// made one line and cut (`summary`).
    public func resolved(readingMarkup: (Source) -> String) -> String {
        var text = ""
        switch source {
        case .text(let s): text = s
        case let markup?: text = readingMarkup(markup)
        case nil: break
        }
        let summary = Self.summary(text)
        return summary.isEmpty ? Self.summary(fallback) : summary
    }

    /// `text` on one line (every run of white space, line breaks included, as one space) and, when
    /// longer than `maximumLength` characters, cut at the last word boundary before it with `…` added.
    /// Text without spaces near the limit (Japanese, a long URL) is cut at the limit itself rather than
    /// losing most of it.
    public static func summary(_ text: String, maximumLength: Int = maximumLength) -> String {
        let ascii = asciiLine(text)
        // An ASCII line has as many characters as bytes (its line breaks are spaces now): counted as Characters, it
        // was a third of the summary's instructions.
        if let ascii, ascii.utf8.count <= maximumLength { return ascii }
        let line = ascii ?? text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard line.count > maximumLength else { return line }
        // One character is left for the ellipsis.
        var head = line.prefix(maximumLength - 1)
        if let space = head.lastIndex(of: " "), head.distance(from: head.startIndex, to: space) >= maximumLength * 3 / 4 {
            head = head[..<space]
        }
        // "word, …" and "word (…" read badly; "word…" does not.
        while let last = head.last, last == " " || ",;:-–—([{".contains(last) { head = head.dropLast() }
        return String(head) + "…"
    }

    /// `text` on one line when it is ASCII, as nearly every description is, read as bytes: splitting it at
    /// grapheme boundaries was 5% of a 10k build's CPU (perf, 2026-11-25). Nil for other text. The white
    /// space is `Character.isWhitespace`'s within ASCII: tab, line feed, vertical tab, form feed, return, space.
    /// Read from the string's storage, not through its `UTF8View`'s iterator (Callgrind, 2026-11-28).
    private static func asciiLine(_ text: String) -> String? {
        return text.withUTF8Bytes { bytes in
            var line: [UInt8] = []
            line.reserveCapacity(bytes.count)
            var spaceBefore = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    spaceBefore = !line.isEmpty
                    continue
                }
                if spaceBefore { line.append(0x20) }
                spaceBefore = false
                line.append(byte)
            }
            return String(decoding: line, as: UTF8.self)
        }
    }
}
