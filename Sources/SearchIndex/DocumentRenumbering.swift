/// Where each document of a previous index is in the new one, when documents came and went: those that stayed
/// keep their order, and fill the numbers the documents that came leave free.
struct DocumentRenumbering: Sendable {
    /// By previous number: the new number, or -1 for a document that went.
    private let newNumbers: [Int]
    /// By new number: the previous number, or -1 for a document that came.
    private let previousNumbers: [Int]
    /// The first previous number whose document went or has another number now (the previous count when none).
    let firstPreviousMoved: Int
    /// The first new number whose document came or had another number (the count when none).
    let firstMoved: Int
    /// The first previous number from which on every document stayed and moved by as much as the next: past it, the
    /// differences between neighbours in a list stay as they were.
    let steadyFrom: Int

    /// Nil when the numbers do not fit: a number out of range, or a count other than the previous count less the
    /// documents that went and with those that came.
    init?(previousCount: Int, removed: Set<Int>, added: Set<Int>, count: Int) {
        guard previousCount - removed.count + added.count == count, removed.allSatisfy({ (0..<previousCount).contains($0) }),
            added.allSatisfy({ (0..<count).contains($0) })
        else { return nil }
        var newNumbers = [Int](repeating: -1, count: previousCount)
        var previousNumbers = [Int](repeating: -1, count: count)
        var next = 0
        for previous in 0..<previousCount where !removed.contains(previous) {
            while added.contains(next) { next += 1 }
            newNumbers[previous] = next
            previousNumbers[next] = previous
            next += 1
        }
        (self.newNumbers, self.previousNumbers) = (newNumbers, previousNumbers)
        firstPreviousMoved = newNumbers.indices.first { newNumbers[$0] != $0 } ?? previousCount
        firstMoved = previousNumbers.indices.first { previousNumbers[$0] != $0 } ?? count
        steadyFrom = Self.steadyFrom(newNumbers)
    }

    private static func steadyFrom(_ newNumbers: [Int]) -> Int {
        guard let last = newNumbers.indices.last, newNumbers[last] >= 0 else { return newNumbers.count }
        let shift = newNumbers[last] - last
        var steady = last
        while steady > 0, newNumbers[steady - 1] >= 0, newNumbers[steady - 1] - (steady - 1) == shift { steady -= 1 }
        return steady
    }

    /// How many documents the new index has.
    var count: Int { previousNumbers.count }
    /// How many documents the previous index had.
    var previousCount: Int { newNumbers.count }

    /// The previous number of the document that has `number` now; nil for one that came.
    func previousNumber(of number: Int) -> Int? {
        previousNumbers[number] >= 0 ? previousNumbers[number] : nil
    }

    /// Whether the document of a previous number stayed.
    func stayed(_ previous: Int) -> Bool { newNumbers[previous] >= 0 }

    /// The new number of the document of a previous number, or -1 for one that went.
    func newNumber(of previous: Int) -> Int { newNumbers[previous] }
}
