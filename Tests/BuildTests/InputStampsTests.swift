import Foundation
import Testing

@testable import Build

/// The stamps file gives back exactly what was written, whatever the numbers.
@Suite struct InputStampsTests {
    /// `stamps` written as the stamps file beside `output`, as a build writes its stamps.
    private func write(_ stamps: [(name: String, stamp: InputFingerprint.Stamp)], forOutput output: String) {
        #expect(FileSystem.write(InputStamps.encode(stamps), to: InputStamps.path(forOutput: output)) == 0)
    }

    /// What `read` gives, by name.
    private func read(_ output: String) -> [String: InputFingerprint.Stamp] {
        let recorded = InputStamps.read(forOutput: output)
        return Dictionary(uniqueKeysWithValues: (0..<recorded.count).map { (recorded.name(at: $0), recorded.stamp(at: $0)) })
    }

    @Test func stampsRoundTrip() throws {
        let site = try ScratchSite()
        let output = site.output
        let numbers: [Int64] = [0, 9, 10, 1_234_567_890_123_456, 1_700_000_000_123_456_789, -1, Int64.max, Int64.min]
        var stamps: [(name: String, stamp: InputFingerprint.Stamp)] = []
        for (index, number) in numbers.enumerated() {
            let state = InputFingerprint.FileState(
                size: number, modified: numbers[(index + 1) % numbers.count],
                changed: numbers[(index + 2) % numbers.count], inode: UInt64(bitPattern: number))
            let hash = String(repeating: "\(index % 10)", count: 32)
            stamps.append(("3:movies/\(index).json", InputFingerprint.Stamp(state: state, hash: hash)))
        }
        write(stamps, forOutput: output)
        let recorded = InputStamps.read(forOutput: output)
        #expect((0..<recorded.count).map { recorded.name(at: $0) } == stamps.map(\.name), "in the order written")
        #expect((0..<recorded.count).map { recorded.stamp(at: $0) } == stamps.map(\.stamp))
    }

    /// The line of the decoded-item cache file's state, after the header, is read apart from the stamps; one not of its
    /// form leaves no stamps, as any damaged line does.
    @Test func theCacheFilesStateIsReadApartFromTheStamps() throws {
        let site = try ScratchSite()
        let stamp = InputFingerprint.Stamp(state: .init(size: 1, modified: 2, changed: 3, inode: 4), hash: "h")
        let lines = Array(InputStamps.encode([("3:ok.json", stamp)]).dropFirst(InputStamps.header.count))
        let path = InputStamps.path(forOutput: site.output)
        let cases: [(line: String, state: InputFingerprint.FileState?, stamps: Int)] = [
            (
                "cache\t5\t1700000000123456789\t7\t18446744073709551615\n",
                .init(size: 5, modified: 1_700_000_000_123_456_789, changed: 7, inode: .max), 1
            ),
            ("", nil, 1), ("cache\t5\t6\n", nil, 0), ("cache\t5\t6\t7\t8\t9\n", nil, 0), ("cache\t5\t6\t7\t8", nil, 0),
        ]
        for (line, state, stamps) in cases {
            #expect(FileSystem.write(InputStamps.header + Array(line.utf8) + lines, to: path) == 0)
            let recorded = InputStamps.read(forOutput: site.output)
            #expect(recorded.cacheState == state, "\(line)")
            #expect(recorded.count == stamps, "\(line)")
            #expect(stamps == 0 || recorded.stamp(at: 0) == stamp)
        }
    }

    /// Stamps whose hashes another algorithm made (a sitegen before XXH3, with no header) are not trusted.
    @Test func stampsOfAnotherHashAreDropped() throws {
        let site = try ScratchSite()
        let stamp = InputFingerprint.Stamp(state: .init(size: 1, modified: 2, changed: 3, inode: 4), hash: "h")
        write([("3:ok.json", stamp)], forOutput: site.output)
        let path = InputStamps.path(forOutput: site.output)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("sitegen-stamps xxh3-128\n"))
        try written.split(separator: "\n", maxSplits: 1)[1].write(toFile: path, atomically: true, encoding: .utf8)
        #expect(read(site.output).isEmpty)
        try written.replacingOccurrences(of: "xxh3-128", with: "md5").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(read(site.output).isEmpty)
    }

    @Test func namesThatWouldBreakTheLineAreLeftOut() throws {
        let site = try ScratchSite()
        let stamp = InputFingerprint.Stamp(state: .init(size: 1, modified: 2, changed: 3, inode: 4), hash: "h")
        write([("3:a\tb.json", stamp), ("3:c\nd.json", stamp), ("3:ok.json", stamp)], forOutput: site.output)
        #expect(read(site.output) == ["3:ok.json": stamp])
    }

    /// A write stopped part-way leaves its last line cut short: that line is left out, the rest still counts.
    @Test func aLineCutShortAtTheEndIsLeftOut() throws {
        let site = try ScratchSite()
        let stamp = InputFingerprint.Stamp(state: .init(size: 1, modified: 2, changed: 3, inode: 4), hash: "h")
        let stamps = ["3:a.json": stamp, "3:b.json": stamp]
        write(stamps.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, forOutput: site.output)
        let path = InputStamps.path(forOutput: site.output)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        try whole.dropLast(3).write(to: URL(fileURLWithPath: path))
        let read = read(site.output)
        #expect(read.count == 1)
        #expect(read.allSatisfy { stamps[$0.key] == $0.value })
    }
}
