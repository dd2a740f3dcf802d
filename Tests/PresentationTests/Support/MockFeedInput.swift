import Presentation

/// Records every `FeedItem` it is given, in order.
final class MockFeedInput: FeedInput {
    private(set) var items: [FeedItem] = []

    func display(_ item: FeedItem) {
        items.append(item)
    }
}
