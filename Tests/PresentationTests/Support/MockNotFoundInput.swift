import Presentation

/// Records every `NotFoundItem` it is given, in order.
final class MockNotFoundInput: NotFoundInput {
    private(set) var items: [NotFoundItem] = []

    func display(_ item: NotFoundItem) {
        items.append(item)
    }
}
