import Presentation

/// Records every `MovieDetailItem` it is given, in order.
final class MockMovieDetailInput: MovieDetailInput {
    private(set) var items: [MovieDetailItem] = []

    func display(_ item: MovieDetailItem) {
        items.append(item)
    }
}
