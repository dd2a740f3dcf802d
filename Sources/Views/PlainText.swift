import HTML
public import Presentation

/// Text that arrives as HTML or Markdown, as the text a reader sees: for descriptions in a page's head, feed
/// summaries and the search index. The sanitiser keeps what a page would show (no script or style content)
/// and decodes entities once.
public enum PlainText {
    public static func of(_ source: PreviewText.Source) -> String {
        switch source {
        case .text(let text): return text
        case .untrustedHTML(let html): return HTMLSanitizer.plainText(html.source)
        case .markdown(let markdown): return HTMLSanitizer.plainText(Markdown.render(markdown.source).html)
        }
    }
}
