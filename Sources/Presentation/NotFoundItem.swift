/// The 404 page.
public struct NotFoundItem: Sendable, Equatable {
    public var chrome: PageChrome
    public var homeURL: String
    /// The site's sections (the navigation less Home), so a lost reader can go on from here.
    public var sections: [LinkItem]

    public init(chrome: PageChrome, homeURL: String, sections: [LinkItem]) {
        self.chrome = chrome
        self.homeURL = homeURL
        self.sections = sections
    }
}
