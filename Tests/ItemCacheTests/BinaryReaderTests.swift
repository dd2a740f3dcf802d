import Foundation
import Support
import TestSupport
import Testing

@testable import ItemCache

/// The cache's records are read from a mapped file by `BinaryReader`: within the range it is given.
@Suite struct BinaryReaderTests {
    @Test func aMappedFileReadsWhatWasWritten() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        var writer = BinaryWriter()
        writer.write(42)
        writer.write("Metropolis")
        writer.write(Int?.none)
        try Data(writer.bytes).write(to: URL(fileURLWithPath: site.root + "/cache"))
        let store = try #require(ByteStore(mapping: site.root + "/cache", maximumSize: 1 << 20))
        var reader = BinaryReader(store)
        #expect(try reader.int() == 42 && reader.string() == "Metropolis" && reader.optionalInt() == nil && reader.isAtEnd)
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
