import Foundation
import Model
import TestSupport
import Testing

@testable import ItemCache

/// The cache file is mapped rather than read; what the mapping gives must be what reading gives, and
/// anything that is not a plain file comes back as no bytes at all.
@Suite struct ByteStoreTests {
    @Test func aMappedFileReadsLikeItsBytes() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        var writer = BinaryWriter()
        writer.write(42)
        writer.write("Metropolis")
        writer.write(Int?.none)
        try Data(writer.bytes).write(to: URL(fileURLWithPath: site.root + "/cache"))
        let store = try #require(ByteStore(mapping: site.root + "/cache", maximumSize: 1 << 20))
        #expect(store.count == writer.bytes.count)
        #expect(store.bytes(in: 0..<store.count) == writer.bytes)
        var reader = BinaryReader(store)
        #expect(try reader.int() == 42 && reader.string() == "Metropolis" && reader.optionalInt() == nil && reader.isAtEnd)
    }

    @Test func whatIsNotAPlainFileOfAllowedSizeGivesNothing() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("big", String(repeating: "x", count: 100))
        try site.write("empty", "")
        #expect(ByteStore(mapping: site.root + "/missing", maximumSize: 1 << 20) == nil)
        #expect(ByteStore(mapping: site.root, maximumSize: 1 << 20) == nil, "a folder")
        #expect(ByteStore(mapping: site.root + "/big", maximumSize: 99) == nil)
        #expect(ByteStore(mapping: site.root + "/empty", maximumSize: 99)?.count == 0)
    }

    /// Reads stop at the end of their range, never at the end of the memory behind it.
    @Test func aReaderStaysWithinItsRange() throws {
        var writer = BinaryWriter()
        writer.write("abc")
        writer.write(7)
        let store = ByteStore(writer.bytes)
        var first = BinaryReader(store, range: 0..<11)
        #expect(try first.string() == "abc" && first.isAtEnd)
        #expect(throws: BinaryReader.Malformed.self) { try first.int() }
        var cut = BinaryReader(store, range: 0..<10)
        #expect(throws: BinaryReader.Malformed.self) { try cut.string() }
    }
}
