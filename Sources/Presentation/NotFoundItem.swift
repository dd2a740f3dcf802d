/// The 404 page.
public struct NotFoundItem: Sendable, Equatable {
    public var chrome: PageChrome
    public var homeURL: String
    public var moviesURL: String

    public init(chrome: PageChrome, homeURL: String, moviesURL: String) {
        self.chrome = chrome
        self.homeURL = homeURL
        self.moviesURL = moviesURL
    }
}
