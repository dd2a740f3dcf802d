import Foundation
import Synchronization

/// A running `sitegen serve --port 0`, its standard output and error read as they come.
final class ServeSession {
    /// What one of the process's pipes has said so far.
    final class Output: Sendable {
        private let text = Mutex("")
        func append(_ data: Data) { text.withLock { $0 += String(decoding: data, as: UTF8.self) } }
        var all: String { text.withLock { $0 } }
        var lines: [String] { all.split(separator: "\n").map(String.init) }
    }

    let process: Process
    let stdout = Output()
    let stderr = Output()
    private(set) var port = 0

    /// Starts serve in `site` and waits until it says where it listens.
    init(site: String, arguments: [String] = []) throws {
        let (process, out, err) = try SitegenProcess.start(["serve", "--port", "0"] + arguments, in: site)
        self.process = process
        for (pipe, output) in [(out, stdout), (err, stderr)] {
            pipe.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                if data.isEmpty { handle.readabilityHandler = nil } else { output.append(data) }
            }
        }
        guard let line = waitForLine(timeout: 120, where: { $0.hasPrefix("Serving http://127.0.0.1:") }),
            let match = line.firstMatch(of: /127\.0\.0\.1:(\d+)\//), let port = Int(match.1)
        else {
            process.terminate()
            throw Failure(description: "serve did not start: \(stdout.all) \(stderr.all)")
        }
        self.port = port
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    var origin: String { "http://127.0.0.1:\(port)" }

    /// The first line of standard output (or of `output`) that matches, waiting up to `timeout` seconds for it: the
    /// pipes are read as they come, so a line may arrive after the event it goes with.
    func waitForLine(in output: Output? = nil, timeout: TimeInterval, where matches: (String) -> Bool) -> String? {
        let output = output ?? stdout
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let line = output.lines.first(where: matches) { return line }
            usleep(10_000)
        } while Date() < deadline && process.isRunning
        return output.lines.first(where: matches)
    }

    /// Waits until standard output has said nothing new for `quiet` seconds (no build is running).
    func waitUntilQuiet(_ quiet: TimeInterval, timeout: TimeInterval) {
        let deadline = Date().addingTimeInterval(timeout)
        var last = stdout.all
        var since = Date()
        while Date() < deadline {
            usleep(50_000)
            let now = stdout.all
            if now != last {
                last = now
                since = Date()
            } else if Date().timeIntervalSince(since) >= quiet {
                return
            }
        }
    }

    /// Sends `signal` and waits up to `timeout` seconds for the process to end; its exit status, or nil.
    func stop(_ signal: Int32 = SIGINT, timeout: TimeInterval = 20) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }
}
