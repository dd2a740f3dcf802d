import Support
import Testing

@Suite struct ConcurrentMapTests {
    @Test func keepsTheOrderOfItsInput() {
        let numbers = Array(0..<10_000)
        #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
        #expect([Int]().concurrentMap { $0 }.isEmpty)
        #expect([7].concurrentMap { String($0) } == ["7"])
    }

    /// However finely the work is cut, each result is made once, in its place: counts that do not divide evenly, and
    /// more pieces than items, included.
    @Test(arguments: [0, 1, 8, 64, 1_000])
    func keepsTheOrderHoweverFinelyItIsCut(chunksPerCore: Int) {
        for count in [2, 3, 127, 10_001] {
            let numbers = Array(0..<count)
            #expect(numbers.concurrentMap(chunksPerCore: chunksPerCore) { $0 * 3 } == numbers.map { $0 * 3 }, "\(count) items")
        }
    }

    @Test func runsBothHalvesOfAPair() {
        let (left, right) = inParallel({ (1...100).reduce(0, +) }, { "right" })
        #expect(left == 5050)
        #expect(right == "right")
    }
}
