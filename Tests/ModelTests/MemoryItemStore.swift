import Model
import Support
import Synchronization

/// A `DecodedItemStore` in memory, for testing what loading asks of a store and what it keeps there.
final class MemoryItemStore<Item: Sendable>: DecodedItemStore {
    let records = Mutex<[DecodedItemKey: (item: Item, notes: OwnerNotes?, warnings: [Diagnostic])]>([:])

    func restore(_ key: DecodedItemKey) -> (item: Item, notes: OwnerNotes?, warnings: [Diagnostic])? {
        records.withLock { $0[key] }
    }

    func store(_ item: Item, notes: OwnerNotes?, warnings: [Diagnostic], for key: DecodedItemKey) {
        records.withLock { $0[key] = (item, notes, warnings) }
    }
}
