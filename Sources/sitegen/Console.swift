import Foundation
import Synchronization

/// Terminal output: a progress line on a terminal, diagnostics on standard error, the summary on standard output.
final class Console: Sendable {
    private let showProgress: Bool
    private let lastShown = Mutex<Date>(.distantPast)

    init(showProgress: Bool) {
        self.showProgress = showProgress
    }

    var progressHandler: (@Sendable (Int, Int) -> Void)? {
        guard showProgress else { return nil }
        return { [self] done, total in
            let now = Date()
            // Redrawing for every page would cost more than rendering it.
            let due = lastShown.withLock { last in
                guard now.timeIntervalSince(last) > 0.1 || done == total else { return false }
                last = now
                return true
            }
            if due { self.error("\rRendering pages: \(done)/\(total)", newline: false) }
        }
    }

    /// Replaces the progress line with `text`, on a terminal.
    func progress(_ text: String) {
        if showProgress { self.error("\r\u{1B}[K\(text)", newline: false) }
    }

    func finishProgress() {
        if showProgress { self.error("\r\u{1B}[K", newline: false) }
    }

    func output(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func error(_ text: String, newline: Bool = true) {
        FileHandle.standardError.write(Data((text + (newline ? "\n" : "")).utf8))
    }
}
