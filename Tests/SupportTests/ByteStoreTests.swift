import Foundation
import Support
import Testing

/// Files are mapped rather than read; what the mapping gives must be what reading gives, and anything
/// that is not a plain file comes back as no bytes at all.
@Suite struct ByteStoreTests {
    @Test func aMappedFileReadsLikeItsBytes() throws {
        let folder = try TemporaryFolder()
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
        var out = Array("a ".utf8)
        store.append(0..<5, to: &out)
        #expect(out == Array("a Metro".utf8))
    }

    /// A build maps the previous plan, manifest and stamps, then puts the next ones in their place by renaming over
    /// them while it still reads the mapping.
    @Test func aMappedFileKeepsItsBytesWhenAnotherIsRenamedOverIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("plan", Array("previous plan".utf8))
        let store = try #require(ByteStore(mapping: folder.path + "/plan"))
        try folder.write("next", Array("next".utf8))
        #expect(POSIXFile.rename(folder.path + "/next", over: folder.path + "/plan") == 0)
        #expect(store.string(in: 0..<store.count) == "previous plan")
        #expect(ByteStore(mapping: folder.path + "/plan")?.string(in: 0..<4) == "next")
    }

    @Test func aCopyReadsLikeTheArray() {
        let bytes = Array("a copy".utf8)
        #expect(ByteStore(bytes).withUnsafeBufferPointer { Array($0) } == bytes)
        #expect(ByteStore([]).withUnsafeBufferPointer(\.count) == 0)
    }

    @Test func whatIsNotAPlainFileOfAllowedSizeGivesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("big", Array(repeating: 0x78, count: 100))
        try folder.write("empty", [])
        #expect(ByteStore(mapping: folder.path + "/missing", maximumSize: 1 << 20) == nil)
        #expect(ByteStore(mapping: folder.path, maximumSize: 1 << 20) == nil, "a folder")
        #expect(ByteStore(mapping: folder.path + "/big", maximumSize: 99) == nil)
        #expect(ByteStore(mapping: folder.path + "/empty", maximumSize: 99)?.count == 0)
    }
}
