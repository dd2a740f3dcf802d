/// CommonMark source written by the owner. Presentation passes it on untouched; the view layer
/// turns it into sanitised HTML, so no HTML is produced here.
public struct MarkdownText: Sendable, Equatable {
    public let source: String
    public init(_ source: String) { self.source = source }
}
