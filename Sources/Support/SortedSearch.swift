extension RandomAccessCollection {
    /// The first index whose element satisfies `isAtOrAfter`, found by halving: the collection must be
    /// partitioned by it (every element that fails comes before every one that holds), as a sorted
    /// collection is by "not less than a value". `endIndex` when none holds.
    @inlinable
    public func partitioningIndex(where isAtOrAfter: (Element) throws -> Bool) rethrows -> Index {
        var (low, count) = (startIndex, self.count)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isAtOrAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}

extension RandomAccessCollection where Element: Comparable {
    /// Where `value` is or would go in this collection, sorted ascending, and whether it is there: found by halving,
    /// which for a few values looked up many times costs less than a set's hashing.
    @inlinable
    public func sortedPlace(of value: Element) -> (index: Index, found: Bool) {
        let place = partitioningIndex { $0 >= value }
        return (place, place != endIndex && self[place] == value)
    }
}
