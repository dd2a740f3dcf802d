/// A free page: a title and the owner's Markdown.
public struct FreePageItem: Sendable, Equatable {
    public var chrome: PageChrome
    public var title: String
    public var body: MarkdownText

    public init(chrome: PageChrome, title: String, body: MarkdownText) {
        self.chrome = chrome
        self.title = title
        self.body = body
    }
}
