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
}
