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
        positions[id].map { items[$0] }
    }
}
