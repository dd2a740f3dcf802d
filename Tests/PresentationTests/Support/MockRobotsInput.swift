import Presentation

/// Records every `RobotsItem` it is given, in order.
final class MockRobotsInput: RobotsInput {
    private(set) var items: [RobotsItem] = []

    func display(_ item: RobotsItem) {
        items.append(item)
    }
}
