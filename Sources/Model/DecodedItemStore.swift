/// Where loading a content folder finds items that an earlier build decoded, and keeps the ones it decodes
/// now for the next build. The build's item cache is one; a load without a store decodes every item from its
/// files. A store only ever answers for the exact bytes an item was decoded from, which `DecodedItemKey`
/// names by their hashes.
public protocol DecodedItemStore<Item>: Sendable {
    associatedtype Item: Sendable

    /// The item and its notes as stored for `key`, when they were stored for files of exactly these hashes.
    func restore(_ key: DecodedItemKey) -> (item: Item, notes: OwnerNotes?)?

    /// Keeps `item` and its notes, just decoded from files of `key`'s hashes, for the next build.
    func store(_ item: Item, notes: OwnerNotes?, for key: DecodedItemKey)
}
