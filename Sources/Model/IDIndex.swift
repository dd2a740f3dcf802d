/// Items in id order with a lookup table: the storage every cache repository shares.
struct IDIndex<Item: Identifiable & Sendable>: Sendable where Item.ID: Comparable & Sendable {
    let items: [Item]
    private let positions: [Item.ID: Int]

    init(_ items: [Item]) {
        self.items = items.sorted { $0.id < $1.id }
        var positions: [Item.ID: Int] = [:]
        for (i, item) in self.items.enumerated() { positions[item.id] = i }
        self.positions = positions
    }

    subscript(id: Item.ID) -> Item? {
        // Not `positions[id].map { items[$0] }`: the closure retains the shared item array on every
        // lookup, and pages planned on all cores then contend for its reference count.
        guard let position = positions[id] else { return nil }
        return items[position]
    }
}
