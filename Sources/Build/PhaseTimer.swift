import Foundation

/// Wall time per build phase, printed to standard error when `SITEGEN_TIMING=1`, so a profile can
/// start from where the time goes rather than from a guess.
struct PhaseTimer {
    private let enabled = ProcessInfo.processInfo.environment["SITEGEN_TIMING"] == "1"
    private var last = Date()

    mutating func mark(_ phase: String) {
        guard enabled else { return }
        let now = Date()
        let name = phase.padding(toLength: 10, withPad: " ", startingAt: 0)
        FileHandle.standardError.write(Data("timing: \(name) \(String(format: "%8.3f", now.timeIntervalSince(last))) s\n".utf8))
        last = now
    }
}
