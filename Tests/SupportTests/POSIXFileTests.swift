import Foundation
import Support
import Testing

/// The file seam reads, writes and maps what Foundation would, and reports failures by `errno`.
@Suite struct POSIXFileTests {
    @Test func writesReplacesAndAppends() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/file"
        #expect(try POSIXFile(path, .replace).write(Array("first, longer".utf8)) == 0)
        #expect(try POSIXFile(path, .replace).write(Array("second".utf8)) == 0)
        #expect(try POSIXFile(path, .append).write(Array(" and more".utf8)) == 0)
        #expect(FileManager.default.contents(atPath: path) == Data("second and more".utf8))
        #expect(throws: POSIXFile.Failure(code: ENOENT)) { _ = try POSIXFile(folder.path + "/missing", .append) }
    }

    @Test func readsExactlyOrToTheEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/file"
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try POSIXFile(path, .read).regularFileSize() == bytes.count)
        #expect(try POSIXFile(path, .read).read(count: 100) == Array(bytes.prefix(100)))
        #expect(try POSIXFile(path, .read).read(count: bytes.count + 1) == nil, "the file ends before")
        #expect(try POSIXFile(path, .read).readToEnd(sizeHint: 10) == bytes, "a hint too small grows the buffer")
        #expect(try POSIXFile(path, .read).readToEnd(sizeHint: 1 << 20) == bytes)
        #expect(try POSIXFile(folder.path, .read).regularFileSize() == nil, "a folder")
        #expect(throws: POSIXFile.Failure(code: ENOENT)) { _ = try POSIXFile(folder.path + "/missing", .read) }
    }

    @Test func mapsWhatReadingGives() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/file"
        let bytes = Array("mapped, not read".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let file = try POSIXFile(path, .read)
        let mapped = file.mapReadOnly(count: bytes.count)
        #expect(file.mapReadOnly(count: 0) == nil, "nothing to map")
        let memory = try #require(mapped)
        defer { POSIXFile.unmap(memory, count: bytes.count) }
        #expect(Array(UnsafeRawBufferPointer(start: memory, count: bytes.count)) == bytes)
    }
}
