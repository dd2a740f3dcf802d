import Presentation

/// Records every `FreePageItem` it is given, in order.
final class MockFreePageInput: FreePageInput {
    private(set) var items: [FreePageItem] = []

    func display(_ item: FreePageItem) {
        items.append(item)
    }
}
