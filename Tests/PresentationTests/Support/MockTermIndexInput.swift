import Presentation

/// Records every `TermIndexItem` it is given, in order.
final class MockTermIndexInput: TermIndexInput {
    private(set) var items: [TermIndexItem] = []

    func display(_ item: TermIndexItem) {
        items.append(item)
    }
}
