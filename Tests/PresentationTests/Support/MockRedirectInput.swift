import Presentation

/// Records every `RedirectItem` it is given, in order.
final class MockRedirectInput: RedirectInput {
    private(set) var items: [RedirectItem] = []

    func display(_ item: RedirectItem) {
        items.append(item)
    }
}
