/// What one page of a card list shows: where it is, how long the whole list is, and the items on it.
public struct CardListSlice<Item: Sendable>: Sendable {
    public let address: PageAddress
    /// 1-based.
    public let page: Int
    /// How many items the whole list has.
    public let total: Int
    public let items: [Item]
}
