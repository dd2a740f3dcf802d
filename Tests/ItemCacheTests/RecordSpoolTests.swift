import Foundation
import Testing

@testable import ItemCache

@Suite struct RecordSpoolTests {
    private func scratchPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-spool-\(UUID().uuidString)").path
    }

    /// Records from several threads end up whole in the file after its header, in buffered writes.
    @Test func writesTheHeaderThenEveryRecordWhole() throws {
        let path = scratchPath()
        defer { unlink(path) }
        let spool = try #require(RecordSpool(path: path, header: Array("head".utf8)))
        let records = (0..<3000).map { index in [UInt8](repeating: UInt8(index % 251), count: 400 + index % 7) }
        DispatchQueue.concurrentPerform(iterations: records.count) { spool.append(records[$0]) }
        #expect(spool.finish())
        let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(written.prefix(4) == Array("head".utf8)[...])
        #expect(written.count == 4 + records.reduce(0) { $0 + $1.count })
        // Each record is one run of one byte value: a record torn by another thread's would show as more runs.
        var runs = 0
        for index in 4..<written.count where index == 4 || written[index] != written[index - 1] { runs += 1 }
        #expect(runs <= records.count)
        spool.keep()
    }

    /// A spool that was not moved into place goes with the build that made it; one that was stays.
    @Test func isRemovedUnlessKept() throws {
        let (dropped, kept) = (scratchPath(), scratchPath())
        defer { unlink(kept) }
        do {
            let first = try #require(RecordSpool(path: dropped, header: [1]))
            let second = try #require(RecordSpool(path: kept, header: [2]))
            #expect(first.finish() && second.finish())
            second.keep()
        }
        #expect(!FileManager.default.fileExists(atPath: dropped))
        #expect(FileManager.default.fileExists(atPath: kept))
    }

    @Test func isNilWhereItsFileCannotBeMade() {
        #expect(RecordSpool(path: "/nonexistent-folder-\(UUID().uuidString)/spool", header: []) == nil)
    }

    /// A record that comes after the spool was finished cannot be kept: the spool says it is not whole.
    @Test func aRecordAfterTheFinishMakesTheSpoolUnusable() throws {
        let path = scratchPath()
        let spool = try #require(RecordSpool(path: path, header: [0]))
        spool.append([1, 2])
        #expect(spool.finish())
        spool.append([3])
        #expect(!spool.finish())
    }

    /// The records (not the header) go to the end of another file, in reads of a megabyte, whole.
    @Test func itsRecordsAreAppendedToAnotherFile() throws {
        let (path, destination) = (scratchPath(), scratchPath())
        defer { unlink(destination) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: destination))
        let spool = try #require(RecordSpool(path: path, header: Array("header".utf8)))
        let records = (0..<600).map { [UInt8](repeating: UInt8($0 % 256), count: 4_000) }
        for record in records { spool.append(record) }
        #expect(spool.finish())
        #expect(spool.appendRecords(to: destination) == 0)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: destination))) == Array("old".utf8) + records.flatMap { $0 })
        #expect(spool.appendRecords(to: destination + "-missing") == ENOENT)
    }
}
