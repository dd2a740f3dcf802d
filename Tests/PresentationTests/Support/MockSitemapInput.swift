import Presentation

/// Records every `SitemapItem` it is given, in order.
final class MockSitemapInput: SitemapInput {
    private(set) var items: [SitemapItem] = []

    func display(_ item: SitemapItem) {
        items.append(item)
    }
}
