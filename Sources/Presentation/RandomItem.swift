/// The random item page: the parts of the list its script picks from, and an item picked when the site was
/// built, for visitors without JavaScript.
public struct RandomItem: Sendable, Equatable {
    public var chrome: PageChrome
    /// The list's parts, in order; the script picks a number below `count` and fetches the part that holds it.
    public var partURLs: [String]
    /// How many addresses each part holds (the last may hold fewer).
    public var partSize: Int
    /// How many items the list has in all.
    public var count: Int
    public var scriptURL: String
    /// The item picked when the site was built.
    public var fallback: CardItem

    public init(chrome: PageChrome, partURLs: [String], partSize: Int, count: Int, scriptURL: String, fallback: CardItem) {
        self.chrome = chrome
        self.partURLs = partURLs
        self.partSize = partSize
        self.count = count
        self.scriptURL = scriptURL
        self.fallback = fallback
    }
}
