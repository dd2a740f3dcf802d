import Presentation

/// Records every `HomeItem` it is given, in order.
final class MockHomeInput: HomeInput {
    private(set) var items: [HomeItem] = []

    func display(_ item: HomeItem) {
        items.append(item)
    }
}
