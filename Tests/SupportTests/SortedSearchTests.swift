import Support
import Testing

/// Halving finds where a value is or would go in a sorted collection, as a linear search would.
@Suite struct SortedSearchTests {
    @Test func theFirstIndexAtOrAfterAValueIsFoundByHalving() {
        let sorted = [1, 3, 3, 3, 7, 9]
        for value in 0...10 {
            #expect(sorted.partitioningIndex { $0 >= value } == (sorted.firstIndex { $0 >= value } ?? sorted.endIndex), "\(value)")
        }
        #expect([Int]().partitioningIndex { $0 >= 1 } == 0)
        let slice = sorted[2...]
        #expect(slice.partitioningIndex { $0 >= 7 } == 4, "indices of the slice, not from zero")
        #expect(slice.partitioningIndex { _ in false } == slice.endIndex)
    }

    @Test func aValueIsFoundWhereItIsOrWouldGo() {
        let sorted = [1, 3, 3, 3, 7, 9]
        for value in 0...10 {
            let place = sorted.sortedPlace(of: value)
            #expect(place.found == sorted.contains(value), "\(value)")
            #expect(place.index == (sorted.firstIndex { $0 >= value } ?? sorted.endIndex), "\(value)")
        }
        #expect([Int]().sortedPlace(of: 1) == (0, false))
        #expect(sorted[4...].sortedPlace(of: 9) == (5, true), "indices of the slice, not from zero")
    }
}
