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
}
