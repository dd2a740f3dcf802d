import Presentation

/// Records every `ComicArchiveItem` it is given, in order.
final class MockComicArchiveInput: ComicArchiveInput {
    private(set) var items: [ComicArchiveItem] = []

    func display(_ item: ComicArchiveItem) {
        items.append(item)
    }
}
