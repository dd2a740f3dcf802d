public import Support

/// Where loading a content folder finds items that an earlier build decoded, and keeps the ones it decodes
/// now for the next build. The build's item cache is one; a load without a store decodes every item from its
/// files. A store only ever answers for the exact bytes an item was decoded from, which `DecodedItemKey`
/// names by their hashes.
///
/// An item is kept with the warnings decoding it gave (a dropped field, an unknown key of its notes), so that
/// a restored item reports them exactly as decoding it again would: the decoder does not run for it. Each
/// warning names its file by its name in the item's folder (`550.json`, `550.md`), not by the path shown, so
/// that what is kept does not depend on where the site is built from.
public protocol DecodedItemStore<Item>: Sendable {
    associatedtype Item: Sendable

    /// The item with its notes attached, what loading needs of those notes (nil when it has none) and its warnings as
    /// stored for `key`, when they were stored for files of exactly these hashes. A store may leave the item's fields,
    /// its notes among them, to be made when first read: the summary is what the load reads of every item's notes.
    func restore(_ key: DecodedItemKey) -> (item: Item, notes: OwnerNotes.Summary?, warnings: [Diagnostic])?

    /// Keeps `item`, its notes and its warnings, just decoded from files of `key`'s hashes, for the next build.
    func store(_ item: Item, notes: OwnerNotes?, warnings: [Diagnostic], for key: DecodedItemKey)
}
