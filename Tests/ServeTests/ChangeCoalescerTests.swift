import Foundation
import Testing

@testable import Serve

/// Changes reported from other threads come out as one batch a burst.
@Suite struct ChangeCoalescerTests {
    @Test func aBurstBecomesOneBatch() async {
        let coalescer = ChangeCoalescer(quiet: .milliseconds(60), longest: .seconds(5))
        let reporter = Thread {
            for i in 0..<20 {
                coalescer.record("/site/content/movies/\(i % 5).json")
                usleep(2_000)
            }
        }
        reporter.start()
        let batch = await coalescer.nextBatch()
        #expect(batch == Set((0..<5).map { "/site/content/movies/\($0).json" }))
    }

    @Test func changesDuringARebuildMakeTheNextBatch() async {
        let coalescer = ChangeCoalescer(quiet: .milliseconds(10), longest: .seconds(5))
        coalescer.record("a")
        #expect(await coalescer.nextBatch() == ["a"])
        coalescer.record("b")
        coalescer.record("c")
        #expect(await coalescer.nextBatch() == ["b", "c"])
    }

    @Test func closingEndsAWaitingCall() async {
        let coalescer = ChangeCoalescer(quiet: .milliseconds(10), longest: .seconds(5))
        async let batch = coalescer.nextBatch()
        try? await Task.sleep(for: .milliseconds(20))
        #expect(!coalescer.isClosed)
        coalescer.close()
        #expect(coalescer.isClosed)
        #expect(await batch == nil)
        coalescer.record("after")
        #expect(await coalescer.nextBatch() == nil)
    }
}
