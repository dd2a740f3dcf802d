import Presentation

/// Records every `GenreIndexItem` it is given, in order.
final class MockGenreIndexInput: GenreIndexInput {
    private(set) var items: [GenreIndexItem] = []

    func display(_ item: GenreIndexItem) {
        items.append(item)
    }
}
