import Support
import Testing

/// `ContentHash` is XXH3-128 with seed 0: the expected digits below were printed by `xxhsum -H2` (Debian's
/// `xxhash` 0.8.1) for the same bytes, so these tests prove the published algorithm runs, on both of the
/// hash's paths (input kept in its 1 KiB buffer, and input spilled past it into an array).
@Suite struct ContentHashTests {
    /// `count` bytes of a fixed pattern; `xxhsum -H2` was given the same bytes.
    private static func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    }

    @Test(arguments: [
        ([UInt8](), "99aa06d3014798d86001c324468d497f"),
        (Array("abc".utf8), "06b05ab6733a618578af5f94892f3950"),
        (pattern(1024), "4c17271c906df79223bc880ebf0d29c6"),
        (pattern(1025), "70a4eb1b9691d77fc09fdfbc398c7d82"),
        (pattern(100_000), "8ce7a24d31cd94b1ccf90df7e7e37036"),
    ])
    func matchesXXH3OfTheSameBytes(bytes: [UInt8], expected: String) {
        #expect(ContentHash.of(bytes) == expected)
        var hash = ContentHash()
        hash.update(bytes)
        #expect(hash.hex == expected)
    }

    @Test(arguments: [1, 7, 512, 1023, 1024, 1025, 4096, 99_999])
    func bytesSplitAcrossUpdatesHashAsOneUpdate(split: Int) {
        let bytes = Self.pattern(100_000)
        var hash = ContentHash()
        hash.update(Array(bytes[..<split]))
        hash.update([])
        hash.update(Array(bytes[split...]))
        #expect(hash.hex == "8ce7a24d31cd94b1ccf90df7e7e37036")
    }

    @Test func aStringIsHashedAsItsUTF8AndASeparatorByte() {
        var hash = ContentHash()
        hash.update("abc")
        // xxhsum -H2 of the bytes "abc" 0xFF.
        #expect(hash.hex == "b3079d05dd34884697bafd500ac7d826")

        var split = ContentHash()
        split.update("ab")
        split.update("c")
        #expect(split.hex != hash.hex)
    }

    @Test func anIntIsHashedAsEightLittleEndianBytes() {
        var hash = ContentHash()
        hash.update(-2)
        // xxhsum -H2 of FE FF FF FF FF FF FF FF.
        #expect(hash.hex == "6ea91d5282efcca4ccea657e3d21a9da")
    }

    /// A copy goes on independently of its original, before and after the input outgrows the buffer
    /// (the spilled input is shared until one of them changes).
    @Test(arguments: [10, 2000])
    func aCopyGoesOnIndependently(prefixCount: Int) {
        let prefix = Self.pattern(prefixCount)
        var original = ContentHash()
        original.update(prefix)
        var copy = original
        original.update("one")
        copy.update([1, 2, 3])
        copy.update(Self.pattern(3000))

        var expectedOriginal = ContentHash()
        expectedOriginal.update(prefix)
        expectedOriginal.update("one")
        #expect(original.hex == expectedOriginal.hex)
        #expect(copy.hex == ContentHash.of(prefix + [1, 2, 3] + Self.pattern(3000)))
    }

    @Test func aDigestFeedsAnotherHashAsItsSixteenBytes() {
        var first = ContentHash()
        first.update("item")
        var second = ContentHash()
        second.update("item")
        #expect(first.digest == second.digest)
        #expect(first.digest != ContentHash().digest)

        var outer = ContentHash()
        outer.update(ContentHash().digest)
        // xxhsum -H2 of the empty input's digest, high then low 64 bits, each little-endian:
        // D8 98 47 01 D3 06 AA 99 7F 49 8D 46 24 C3 01 60.
        #expect(outer.hex == "c2625b756f7ec4135303102162be78bc")
    }

    /// Every hex digit, in every place of both halves, is written as it was read.
    @Test(arguments: ["0123456789abcdeffedcba9876543210", "f0e1d2c3b4a5968778695a4b3c2d1e0f", "00000000000000000000000000000000"])
    func everyDigitIsWrittenAsItWasRead(hex: String) throws {
        let digest = try #require(ContentHash.Digest(hex: hex))
        #expect(digest.hex == hex)
        var appended: [UInt8] = []
        digest.appendHex(to: &appended)
        #expect(appended == Array(hex.utf8))
    }

    /// A digest is kept as its 16 bytes and written as its hex: read back from the hex, it is the same digest.
    @Test(arguments: [[], Array("a page".utf8), [UInt8](repeating: 0xFF, count: 3000)])
    func aDigestIsReadBackFromItsHex(bytes: [UInt8]) {
        let digest = ContentHash.digest(of: bytes)
        #expect(digest.hex == ContentHash.of(bytes))
        #expect(ContentHash.Digest(hex: digest.hex) == digest)
        var appended = Array("x".utf8)
        digest.appendHex(to: &appended)
        #expect(appended == Array(("x" + digest.hex).utf8))
    }

    /// Every byte value at every place: a digit or a lowercase letter up to f is read as what it spells, any other byte
    /// makes it no digest (the digits are read eight at a time, so each place of a word is tried).
    @Test func eachPlaceReadsExactlyTheLowercaseHexDigits() {
        let digits = Array("0123456789abcdef".utf8)
        let hex = ContentHash.of(Array("a page".utf8))
        let digest = ContentHash.Digest(hex: hex)
        #expect(digest?.hex == hex)
        for place in 0..<32 {
            for byte in UInt8.min...UInt8.max {
                var bytes = Array(hex.utf8)
                bytes[place] = byte
                let read = bytes.withUnsafeBytes { ContentHash.Digest(hex: $0) }
                if digits.contains(byte) {
                    #expect(read?.hex == String(decoding: bytes, as: UTF8.self), "byte \(byte) at \(place)")
                } else {
                    #expect(read == nil, "byte \(byte) at \(place)")
                }
            }
        }
    }

    @Test func onlyThirtyTwoLowercaseHexDigitsAreADigest() {
        let hex = ContentHash.of(Array("a page".utf8))
        for odd in [String(hex.dropLast()), hex + "0", hex.uppercased(), String(hex.dropLast()) + "g", ""] {
            #expect(ContentHash.Digest(hex: odd) == nil, "\(odd)")
        }
    }
}
