import Presentation

/// Records every `ComicDetailItem` it is given, in order.
final class MockComicDetailInput: ComicDetailInput {
    private(set) var items: [ComicDetailItem] = []

    func display(_ item: ComicDetailItem) {
        items.append(item)
    }
}
