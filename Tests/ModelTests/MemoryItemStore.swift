import Model
import Support
import Synchronization

/// A `DecodedItemStore` in memory, for testing what loading asks of a store and what it keeps there.
final class MemoryItemStore<Item: CacheFolderItem>: DecodedItemStore {
    let records = Mutex<[DecodedItemKey: (item: Item, notes: OwnerNotes?, warnings: [Diagnostic])]>([:])

    /// The item with its notes attached, as the build's cache gives it; the loader attaches its image.
    func restore(_ key: DecodedItemKey) -> (item: Item, notes: OwnerNotes.Summary?, warnings: [Diagnostic])? {
        guard let record = records.withLock({ $0[key] }) else { return nil }
        var item = record.item
        item.attach(notes: record.notes, localImage: nil)
        return (item, record.notes?.summary, record.warnings)
    }

    func store(_ item: Item, notes: OwnerNotes?, warnings: [Diagnostic], for key: DecodedItemKey) {
        records.withLock { $0[key] = (item, notes, warnings) }
    }
}
