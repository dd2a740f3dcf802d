/// A page whose only job is to send the reader on (`/comics/latest/`), for hosts without redirects.
public struct RedirectItem: Sendable, Equatable {
    public var chrome: PageChrome
    public var targetURL: String
    public var targetTitle: String

    public init(chrome: PageChrome, targetURL: String, targetTitle: String) {
        self.chrome = chrome
        self.targetURL = targetURL
        self.targetTitle = targetTitle
    }
}
