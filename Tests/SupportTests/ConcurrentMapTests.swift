import Support
import Testing

@Suite struct ConcurrentMapTests {
    @Test func keepsTheOrderOfItsInput() {
        let numbers = Array(0..<10_000)
        #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
        #expect([Int]().concurrentMap { $0 }.isEmpty)
        #expect([7].concurrentMap { String($0) } == ["7"])
    }

    @Test func runsBothHalvesOfAPair() {
        let (left, right) = inParallel({ (1...100).reduce(0, +) }, { "right" })
        #expect(left == 5050)
        #expect(right == "right")
    }
}
