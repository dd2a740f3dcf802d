import Testing

@testable import Serve

/// When a burst of changes is due, computed over given instants.
@Suite struct QuietWindowTests {
    let start = ContinuousClock.now

    private func at(_ milliseconds: Int) -> ContinuousClock.Instant {
        start + .milliseconds(milliseconds)
    }

    @Test func dueOnceChangesStopForTheQuietTime() {
        var window = QuietWindow(quiet: .milliseconds(30), longest: .milliseconds(400))
        #expect(!window.isOpen && window.deadline == nil)
        for time in [0, 10, 20, 25] { window.record(at: at(time)) }
        #expect(window.deadline == at(55))
        let early = window.close(at: at(54))
        #expect(!early)
        let due = window.close(at: at(55))
        #expect(due)
        #expect(!window.isOpen && window.deadline == nil)
    }

    @Test func aBurstThatNeverPausesIsDueAfterTheLongestWait() {
        var window = QuietWindow(quiet: .milliseconds(30), longest: .milliseconds(400))
        for time in stride(from: 0, through: 1000, by: 10) {
            window.record(at: at(time))
            let due = window.close(at: at(time))
            if due {
                #expect(time == 400)
                return
            }
        }
        Issue.record("the window never closed")
    }

    @Test func aChangeAfterClosingOpensANewWindow() {
        var window = QuietWindow(quiet: .milliseconds(30), longest: .milliseconds(400))
        window.record(at: at(0))
        let due = window.close(at: at(30))
        #expect(due)
        window.record(at: at(500))
        #expect(window.deadline == at(530))
    }
}
