import Presentation

/// Records every `BookDetailItem` it is given, in order.
final class MockBookDetailInput: BookDetailInput {
    private(set) var items: [BookDetailItem] = []

    func display(_ item: BookDetailItem) {
        items.append(item)
    }
}
