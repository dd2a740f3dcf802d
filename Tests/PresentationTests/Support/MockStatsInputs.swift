import Presentation

/// Records every `StatsItem` it is given, in order.
final class MockStatsInput: StatsInput {
    private(set) var items: [StatsItem] = []

    func display(_ item: StatsItem) {
        items.append(item)
    }
}

/// Records every `ReviewItem` it is given, in order.
final class MockReviewInput: ReviewInput {
    private(set) var items: [ReviewItem] = []

    func display(_ item: ReviewItem) {
        items.append(item)
    }
}

/// Records every `ReviewIndexItem` it is given, in order.
final class MockReviewIndexInput: ReviewIndexInput {
    private(set) var items: [ReviewIndexItem] = []

    func display(_ item: ReviewIndexItem) {
        items.append(item)
    }
}

/// Records every `RandomItem` it is given, in order.
final class MockRandomInput: RandomInput {
    private(set) var items: [RandomItem] = []

    func display(_ item: RandomItem) {
        items.append(item)
    }
}

/// Records every part of the random list it is given, in order.
final class MockRandomListInput: RandomListInput {
    private(set) var parts: [[String]] = []

    func display(_ urls: [String]) {
        parts.append(urls)
    }
}
