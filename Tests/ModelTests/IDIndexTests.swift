import Testing

@testable import Model

/// Items found by id as a table filled in id order finds them: every id present, none absent, the last of equal ids.
@Suite struct IDIndexTests {
    private struct Numbered: Identifiable, Sendable, Equatable {
        let id: Int
        let tag: String
    }

    /// What the index replaced: a table of each id's place, filled in id order.
    private func expected(_ items: [Numbered], _ id: Int) -> Numbered? {
        let sorted = items.sorted { $0.id < $1.id }
        var places: [Int: Int] = [:]
        for (place, item) in sorted.enumerated() { places[item.id] = place }
        return places[id].map { sorted[$0] }
    }

    @Test(arguments: [
        [],
        [7],
        [1, 2, 3, 10, 20],
        [20, 3, 10, 1, 2],
        [5, 5, 1, 9, 5],
        [100, 10, 1, 1000, 11, 101],
    ])
    func findsWhatATableInIDOrderFinds(ids: [Int]) {
        let items = ids.enumerated().map { Numbered(id: $1, tag: "#\($0)") }
        let index = IDIndex(items)
        #expect(index.items.map(\.id) == ids.sorted())
        for id in Set(ids + [-1, 0, 4, 6, 8, 15, 5000]) {
            #expect(index[id] == expected(items, id), "id \(id)")
        }
    }

    @Test func keepsItemsAlreadyInOrderAsTheyAre() {
        let items = ["a", "b", "b", "c"].enumerated().map { Numbered(id: $0, tag: $1) }
        #expect(IDIndex(items).items == items)
    }
}
