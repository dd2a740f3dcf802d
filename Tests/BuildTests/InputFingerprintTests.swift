@testable import Build
import Foundation
import Testing

/// A stamp spares reading a file only where a change of the file would have changed the stamp too.
@Suite struct InputFingerprintTests {
    /// A site folder holding one content file, removed at the end of the test.
    private final class Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID().uuidString)").path
        var content: String { root + "/content" }
        var movie: String { content + "/movies/1.json" }

        init() throws {
            try FileManager.default.createDirectory(atPath: content + "/movies", withIntermediateDirectories: true)
            try Data(#"{"id": 1, "title": "A"}"#.utf8).write(to: URL(fileURLWithPath: movie))
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func fingerprint(tick: Int64, previous: [String: InputFingerprint.Stamp] = [:]) -> InputFingerprint.Result {
            InputFingerprint.compute(options: BuildOptions(siteRoot: root), content: content, searchPaths: [], tick: tick) { previous }
        }
    }

    /// The file's stamps with the hash of other bytes: what the stamps hold after a second write of the same
    /// size in the clock tick of the first, which leaves size, times and inode as they were.
    private func withStaleHashes(_ stamps: [String: InputFingerprint.Stamp]) -> [String: InputFingerprint.Stamp] {
        stamps.mapValues { InputFingerprint.Stamp(state: $0.state, hash: "stale") }
    }

    @Test func aFileChangedInTheTickTheBuildStartedIsReadAgainNextTime() throws {
        let folder = try Folder()
        let changedDuringTheBuild = folder.fingerprint(tick: 0)
        let next = folder.fingerprint(tick: InputFingerprint.FileState.clockTick(), previous: withStaleHashes(changedDuringTheBuild.stamps))
        #expect(next.hashes[folder.movie] == changedDuringTheBuild.hashes[folder.movie])
        #expect(next.hashes[folder.movie] != "stale")
        #expect(next.stampsChanged, "the re-read file's stamp is recorded again")
    }

    /// The other side, which shows the test above can fail: a file that was settled before the build
    /// keeps the hash its stamp gives, without being read.
    @Test func aFileSettledBeforeTheBuildIsNotReadAgain() throws {
        let folder = try Folder()
        let settled = folder.fingerprint(tick: .max)
        let next = folder.fingerprint(tick: .max, previous: withStaleHashes(settled.stamps))
        #expect(next.hashes[folder.movie] == "stale")
        #expect(!next.stampsChanged)
    }

    @Test func wholeSecondTimesCountTheLastTwoSecondsAsTheirTick() {
        let second: Int64 = 1_000_000_000
        let whole = InputFingerprint.FileState(size: 1, modified: 100 * second, changed: 100 * second, inode: 1)
        let fine = InputFingerprint.FileState(size: 1, modified: 100 * second + 1, changed: 100 * second + 1, inode: 1)
        #expect(!whole.isSettled(before: 101 * second + second / 2))
        #expect(whole.isSettled(before: 102 * second + 1))
        #expect(fine.isSettled(before: 101 * second + second / 2))
        #expect(!fine.isSettled(before: 100 * second + 1), "changed in the tick itself")
        let changedLater = InputFingerprint.FileState(size: 1, modified: 90 * second + 1, changed: 100 * second + 1, inode: 1)
        #expect(!changedLater.isSettled(before: 100 * second + 1), "the change time counts as well as the modification time")
    }
}
