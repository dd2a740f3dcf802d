import HTML
public import Presentation

/// An Atom feed (RFC 4287), written with `XMLWriter`: the format is fixed, and a theme has nothing to
/// change in it. Summaries are plain text (`type="text"`, the default): a book's description is reduced
/// to its text, so that no HTML from an API reaches a feed reader.
public final class AtomFeedView: FeedInput {
    static let namespace = "http://www.w3.org/2005/Atom"

    /// The feed after `display(_:)`.
    public private(set) var output: [UInt8] = []

    public init() {}

    public func display(_ item: FeedItem) {
        var writer = XMLWriter()
        writer.open("feed", ["xmlns": Self.namespace, "xml:lang": item.language])
        writer.element("id", text: item.feedURL)
        writer.element("title", text: item.title)
        writer.element("updated", text: item.updated)
        writer.empty("link", ["rel": "self", "type": "application/atom+xml", "href": item.feedURL])
        writer.empty("link", ["rel": "alternate", "type": "text/html", "href": item.pageURL])
        writer.open("author")
        writer.element("name", text: item.author)
        writer.close()
        for entry in item.entries {
            write(entry, with: &writer)
        }
        output = writer.finish()
    }

    private func write(_ entry: FeedItem.Entry, with writer: inout XMLWriter) {
        writer.open("entry")
        writer.element("id", text: entry.url)
        writer.element("title", text: entry.title)
        writer.element("updated", text: entry.updated)
        writer.empty("link", ["rel": "alternate", "type": "text/html", "href": entry.url])
        if let summary = Self.text(of: entry.summary), !summary.isEmpty {
            writer.element("summary", text: summary)
        }
        writer.close()
    }

    private static func text(of summary: FeedItem.Summary?) -> String? {
        switch summary {
        case .text(let text): return text
        case .html(let html): return HTMLSanitizer.plainText(html.source)
        case nil: return nil
        }
    }
}
