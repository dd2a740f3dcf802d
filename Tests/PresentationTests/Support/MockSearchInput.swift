import Presentation

/// Records every `SearchPageItem` it is given, in order.
final class MockSearchInput: SearchInput {
    private(set) var items: [SearchPageItem] = []

    func display(_ item: SearchPageItem) {
        items.append(item)
    }
}
