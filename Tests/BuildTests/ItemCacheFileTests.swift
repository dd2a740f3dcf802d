import Foundation
import Testing

@testable import Build
@testable import ItemCache

/// The decoded-item cache's records are trusted without checking their digests only while its file is in the state
/// the build that wrote it recorded.
@Suite struct ItemCacheFileTests {
    @Test func theCacheIsTrustedOnlyInTheStateRecorded() throws {
        let site = try ScratchSite()
        let path = ItemCacheFile.path(forOutput: site.output)
        try Data("sitegen decoded items".utf8).write(to: URL(fileURLWithPath: path))
        // Settled once the coarse clock has moved past the file's last change.
        var state: InputFingerprint.FileState?
        for _ in 0..<100 where state == nil {
            Thread.sleep(forTimeInterval: 0.01)
            state = ItemCacheFile.settledState(forOutput: site.output)
        }
        let recorded = try #require(state)
        func trusts(_ recorded: InputFingerprint.FileState?) -> Bool {
            ItemCacheFile.read(forOutput: site.output, reusing: true, writing: false, recorded: recorded).trustsSeals
        }
        #expect(trusts(recorded))
        #expect(!trusts(nil), "no state recorded")
        #expect(
            !trusts(
                InputFingerprint.FileState(
                    size: recorded.size, modified: recorded.modified, changed: recorded.changed, inode: recorded.inode + 1)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("!".utf8))
        try handle.close()
        #expect(!trusts(recorded), "written to since")
        #expect(!ItemCacheFile.read(forOutput: site.output, reusing: false, writing: false, recorded: recorded).trustsSeals, "not reused")
    }

    /// A cache written in the clock's current tick is waited for rather than left unrecorded: an edit writes it a few
    /// milliseconds before its commit, and the next build would otherwise check every record's digest.
    @Test func aCacheWrittenJustNowIsSettledAfterATick() throws {
        let site = try ScratchSite()
        let path = ItemCacheFile.path(forOutput: site.output)
        let resolution = try #require(InputFingerprint.FileState.clockResolution())
        var (settled, fractional) = (0, 0)
        for round in 0..<20 {
            try Data("sitegen decoded items \(round)".utf8).write(to: URL(fileURLWithPath: path))
            var info = stat()
            #expect(stat(path, &info) == 0)
            let written = InputFingerprint.FileState(info)
            if written.hasFractionalTimes { fractional += 1 }
            if let state = ItemCacheFile.settledState(forOutput: site.output) {
                #expect(state.size == written.size)
                settled += 1
            }
        }
        if fractional == 20 && resolution <= 20_000_000 {
            // Without the wait, 19 rounds in 20 were unsettled. A loaded machine may be late to move its clock on even so.
            #expect(settled >= 15, "written in the current tick, waited for")
        } else {
            #expect(settled == 0, "a file system of whole seconds is not waited for")
        }
    }
}
