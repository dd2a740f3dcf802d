import Foundation
import Testing

/// A build that is killed or interrupted at any moment leaves the previous output exactly as it was.
@Suite(.serialized) struct InterruptedBuildTests {
    /// Large enough that a debug build takes a good fraction of a second, so a signal lands part-way.
    static let itemCount = 1500

    /// Builds the catalog once, then changes it so that the next build would differ.
    private func preparedSite() throws -> (root: String, before: [String: Data]) {
        let root = try SitegenProcess.makeSite(SitegenProcess.generatedCatalog(count: Self.itemCount, title: "First"))
        let first = try SitegenProcess.run(["build", "--quiet"], in: root)
        #expect(first.status == 0, "\(first.stderr)")
        try SitegenProcess.write(["sitegen.toml": "title = \"Second\"\npage_size = 10\n"], into: root)
        return (root, SitegenProcess.tree(root + "/public"))
    }

    /// Waits until the build has written pages into its temporary folder, then returns.
    private func waitUntilPartWay(_ root: String, process: Process) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline && process.isRunning {
            let staging = (try? FileManager.default.contentsOfDirectory(atPath: root))?.first { $0.contains("sitegen-staging") }
            if let staging, let pages = try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(staging)/movies"), pages.count > 50
            {
                return true
            }
            usleep(2_000)
        }
        return false
    }

    private func leftovers(_ root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.contains("sitegen-") }
    }

    @Test(arguments: [SIGKILL, SIGTERM, SIGINT])
    func aSignalPartWayLeavesThePreviousOutputIntact(signalNumber: Int32) throws {
        let (root, before) = try preparedSite()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(before.count > Self.itemCount)
        let (process, _, _) = try SitegenProcess.start(["build", "--quiet"], in: root)
        let partWay = waitUntilPartWay(root, process: process)
        #expect(partWay, "the build finished before it could be interrupted; raise itemCount")
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        if partWay {
            #expect(process.terminationStatus != 0)
            if signalNumber != SIGKILL {
                // Handled signals exit with the conventional status after cleaning up.
                #expect(process.terminationStatus == 128 + signalNumber)
                #expect(leftovers(root).isEmpty, "an interrupted build left \(leftovers(root))")
            }
        }
        #expect(SitegenProcess.tree(root + "/public") == before, "the output changed")

        // The next build tidies up whatever a killed build left and publishes the new site.
        let next = try SitegenProcess.run(["build", "--quiet"], in: root)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(leftovers(root).isEmpty)
        let home = String(decoding: SitegenProcess.tree(root + "/public")["index.html"] ?? Data(), as: UTF8.self)
        #expect(home.contains("Second"))
    }
}
