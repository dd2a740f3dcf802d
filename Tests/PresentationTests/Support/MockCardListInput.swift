import Presentation

/// Records every `CardListItem` it is given, in order.
final class MockCardListInput: CardListInput {
    private(set) var items: [CardListItem] = []

    func display(_ item: CardListItem) {
        items.append(item)
    }
}
