import Support
import Testing

@testable import Build

/// Recorded lines are matched with the files listed now in one pass, in the listing's order, whenever no
/// recorded file is gone; otherwise by name.
@Suite struct RecordedStampsTests {
    private func recorded(_ names: [String]) -> RecordedStamps {
        let state = InputFingerprint.FileState(size: 1, modified: 1, changed: 1, inode: 1)
        let bytes = InputStamps.encode(names.map { ($0, InputFingerprint.Stamp(state: state, hash: "h-" + $0)) })
        return RecordedStamps(lines: ByteStore(bytes), from: InputStamps.header.count)
    }

    @Test func eachFileIsMatchedWithTheLineAtItsPlace() {
        let stamps = recorded(["a", "b", "c"])
        #expect(stamps.lines(matching: ["a", "b", "c"]) == [0, 1, 2])
    }

    /// A file added since, or one that could not be read last time (a site without `sitegen.toml`), has no line,
    /// and the files after it still find theirs without a look-up by name.
    @Test func aFileWithoutALineLeavesTheOthersMatched() {
        let stamps = recorded(["b", "d"])
        #expect(stamps.lines(matching: ["a", "b", "c", "d", "e"]) == [nil, 0, nil, 1, nil])
    }

    /// A line whose file is gone cannot be told from the lines after it by one pass: the lines are then found by name.
    @Test func aFileGoneLeavesTheLinesToBeFoundByName() {
        let stamps = recorded(["a", "b", "c"])
        #expect(stamps.lines(matching: ["a", "c"]) == nil)
        #expect(stamps.index() == ["a": 0, "b": 1, "c": 2])
    }

    @Test func noLinesMatchNoFiles() {
        #expect(RecordedStamps.none.lines(matching: ["a"]) == [nil])
        #expect(RecordedStamps.none.lines(matching: []) == [])
    }
}
