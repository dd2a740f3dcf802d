import Foundation
import Support
import Testing

@Suite struct ExecutableBuildIDTests {
    /// The ID found through the program headers is the note the linker wrote: found again by searching the
    /// file for the note's own header (name size 4, the descriptor's size, type 3, `GNU`).
    @Test func isTheNoteTheLinkerWroteIntoTheExecutable() throws {
        let id = try #require(ExecutableBuildID.read(fromExecutableAt: ExecutableBuildID.runningProgram), "no GNU build-ID note")
        #expect(id.count.isMultiple(of: 2) && id.count >= 16)
        let file = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ExecutableBuildID.runningProgram)))
        let size = id.count / 2
        var header: [UInt8] = []
        for word in [UInt32(4), UInt32(size), UInt32(3)] { withUnsafeBytes(of: word.littleEndian) { header += $0 } }
        header += Array("GNU\0".utf8)
        // Linkers put the notes in the first pages of the file, before the code.
        let start = file.prefix(1 << 20)
        let descriptors = start.indices.dropLast(header.count + size).filter {
            start[$0] == header[0] && start[$0..<($0 + header.count)].elementsEqual(header)
        }.map { Array(start[($0 + header.count)..<($0 + header.count + size)]) }
        #expect(descriptors.map { $0.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() } == [id])
    }

    @Test func isNilForAFileThatIsNotAnExecutableOrIsCutShort() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buildid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = try Data(contentsOf: URL(fileURLWithPath: ExecutableBuildID.runningProgram))
        let cases: [(String, Data)] = [
            ("text", Data("#!/bin/sh\necho hello\n".utf8)), ("empty", Data()), ("header-only", executable.prefix(64)),
            ("big-endian", Data([0x7F, 0x45, 0x4C, 0x46, 2, 2]) + executable.dropFirst(6)),
        ]
        for (name, bytes) in cases {
            let path = folder.appendingPathComponent(name).path
            try bytes.write(to: URL(fileURLWithPath: path))
            #expect(ExecutableBuildID.read(fromExecutableAt: path) == nil, "\(name)")
        }
        #expect(ExecutableBuildID.read(fromExecutableAt: folder.appendingPathComponent("missing").path) == nil)
        #expect(ExecutableBuildID.read(fromExecutableAt: folder.path) == nil)
    }

    /// Hostile headers: a table far past the end, huge entry counts, a note segment claiming gigabytes, a
    /// note whose name size runs past its segment. Each gives nil, none a crash; a well-formed one is found.
    @Test func hostileHeadersGiveNilAndAWellFormedOneIsFound() throws {
        func elf(
            tableOffset: UInt64, entrySize: UInt16 = 56, entryCount: UInt16 = 1, segment: (offset: UInt64, size: UInt64), notes: [UInt8]
        )
            -> [UInt8]
        {
            var bytes = [UInt8](repeating: 0, count: 64)
            bytes.replaceSubrange(0..<6, with: [0x7F, 0x45, 0x4C, 0x46, 2, 1])
            func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
                withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<(offset + $0.count), with: $0) }
            }
            put(tableOffset, at: 0x20)
            put(entrySize, at: 0x36)
            put(entryCount, at: 0x38)
            var entry = [UInt8](repeating: 0, count: 56)
            withUnsafeBytes(of: UInt32(4).littleEndian) { entry.replaceSubrange(0..<4, with: $0) }
            withUnsafeBytes(of: segment.offset.littleEndian) { entry.replaceSubrange(8..<16, with: $0) }
            withUnsafeBytes(of: segment.size.littleEndian) { entry.replaceSubrange(32..<40, with: $0) }
            return bytes + entry + notes
        }
        func note(nameSize: UInt32, id: [UInt8]) -> [UInt8] {
            var bytes: [UInt8] = []
            for word in [nameSize, UInt32(id.count), UInt32(3)] { withUnsafeBytes(of: word.littleEndian) { bytes += $0 } }
            return bytes + Array("GNU\0".utf8) + id
        }
        let id: [UInt8] = [0xDE, 0xAD, 0xBE, 0xEF, 0, 1, 2, 3]
        let good = note(nameSize: 4, id: id)
        let cases: [(String, [UInt8], String?)] = [
            ("well formed", elf(tableOffset: 64, segment: (120, UInt64(good.count)), notes: good), "deadbeef00010203"),
            ("table past the end", elf(tableOffset: UInt64.max - 8, segment: (120, UInt64(good.count)), notes: good), nil),
            ("huge entry count", elf(tableOffset: 64, entryCount: .max, segment: (120, UInt64(good.count)), notes: good), nil),
            ("small entries", elf(tableOffset: 64, entrySize: 8, segment: (120, UInt64(good.count)), notes: good), nil),
            ("segment of gigabytes", elf(tableOffset: 64, segment: (120, 1 << 40), notes: good), nil),
            ("segment past the end", elf(tableOffset: 64, segment: (UInt64.max, 16), notes: good), nil),
            ("name past the segment", elf(tableOffset: 64, segment: (120, UInt64(good.count)), notes: note(nameSize: .max, id: id)), nil),
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buildid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes, expected) in cases {
            let path = folder.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(ExecutableBuildID.read(fromExecutableAt: path) == expected, "\(name)")
        }
    }
}
