import Foundation
import Support
import Testing

/// Files are mapped rather than read; what the mapping gives must be what reading gives, and anything
/// that is not a plain file comes back as no bytes at all.
@Suite struct ByteStoreTests {
    /// A fresh folder in the temporary folder, removed when the test's `defer` calls `remove`.
    private struct Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-bytes-\(UUID().uuidString)").path

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        func write(_ name: String, _ bytes: [UInt8]) throws {
            try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    @Test func aMappedFileReadsLikeItsBytes() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let bytes: [UInt8] = Array("Metropolis\t1927\n".utf8) + [0xFF, 42, 0, 0, 0, 0, 0, 0, 0]
        try folder.write("file", bytes)
        let store = try #require(ByteStore(mapping: folder.path + "/file"))
        #expect(store.count == bytes.count)
        #expect(store.bytes(in: 0..<store.count) == bytes)
        #expect(store.withUnsafeBufferPointer { Array($0) } == bytes)
        #expect(store.starts(with: Array("Metro".utf8)) && !store.starts(with: Array("metro".utf8)))
        #expect(store.string(in: 0..<10) == "Metropolis" && store.bytes(in: 11..<15, equal: "1927"))
        #expect(store.byte(at: 16) == 0xFF && store.int64(at: 17) == 42)
        #expect(store.digest(in: 0..<10) == ContentHash.digest(of: Array("Metropolis".utf8)))
    }

    @Test func aCopyReadsLikeTheArray() {
        let bytes = Array("a copy".utf8)
        #expect(ByteStore(bytes).withUnsafeBufferPointer { Array($0) } == bytes)
        #expect(ByteStore([]).withUnsafeBufferPointer(\.count) == 0)
    }

    @Test func whatIsNotAPlainFileOfAllowedSizeGivesNothing() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write("big", Array(repeating: 0x78, count: 100))
        try folder.write("empty", [])
        #expect(ByteStore(mapping: folder.path + "/missing", maximumSize: 1 << 20) == nil)
        #expect(ByteStore(mapping: folder.path, maximumSize: 1 << 20) == nil, "a folder")
        #expect(ByteStore(mapping: folder.path + "/big", maximumSize: 99) == nil)
        #expect(ByteStore(mapping: folder.path + "/empty", maximumSize: 99)?.count == 0)
    }
}
