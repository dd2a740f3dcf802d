internal import CXXHash

/// A 128-bit hash of bytes for change detection (not for security): XXH3-128 with seed 0, from Debian's
/// libxxhash. The same bytes give the same hex string on every run and machine, so a manifest written by
/// one CI job is valid in the next, and `hex` of a file's bytes is what `xxhsum -H2` prints for it.
///
/// A value type: a copy goes on independently of the original (input past the buffer is an array, copied on write).
public struct ContentHash: Sendable {
    /// The algorithm's name, for files that keep hashes between builds: a different one makes them stale.
    public static let algorithm = "xxh3-128"

    /// Most hashes are small (an item's or a page's digest: a few strings and digests), so the input is
    /// gathered here first and hashed in one call at the end, which costs no allocation. XXH3 gives the
    /// same result in one call as streamed, so where the input ends up changes no digest.
    private var buffer: Buffer = (
        Self.zeroRow, Self.zeroRow, Self.zeroRow, Self.zeroRow, Self.zeroRow, Self.zeroRow,
        Self.zeroRow, Self.zeroRow, Self.zeroRow, Self.zeroRow, Self.zeroRow, Self.zeroRow,
        Self.zeroRow, Self.zeroRow, Self.zeroRow, Self.zeroRow
    )
    private var bufferedCount = 0
    /// The whole input once it outgrows `buffer` (a term index's many names), which then holds nothing more.
    /// XXH3 gives the same digest in one call over the whole input as streamed, so the input is kept and
    /// hashed at the end rather than streamed through a C state that would need an allocation and a
    /// handle to free.
    private var spilled: [UInt8]?

    public init() {}

    /// Adds `bytes` as they are: hashing a file in one `update` or in pieces gives the same digest.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if spilled == nil {
            let offset = bufferedCount
            if offset + bytes.count <= MemoryLayout<Buffer>.size {
                withUnsafeMutableBytes(of: &buffer) {
                    $0.baseAddress.unsafelyUnwrapped.advanced(by: offset).copyMemory(from: source, byteCount: bytes.count)
                }
                bufferedCount += bytes.count
                return
            }
            var input: [UInt8] = []
            input.reserveCapacity(Swift.max(2 * offset, offset + bytes.count))
            withUnsafeBytes(of: &buffer) { input.append(contentsOf: $0[..<offset]) }
            spilled = input
        }
        spilled?.append(contentsOf: bytes)
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Adds `text`'s UTF-8 bytes and a 0xFF separator (a byte that UTF-8 never contains).
    public mutating func update(_ text: String) {
        text.withUTF8Bytes { update(text: UnsafeRawBufferPointer($0)) }
    }

    /// Adds the UTF-8 bytes of a text as `update(_: String)` adds the text, for text that is not a string yet.
    public mutating func update(text utf8: UnsafeRawBufferPointer) {
        update(utf8)
        withUnsafeBytes(of: Self.textSeparator) { update($0) }
    }

    /// The byte added after each text, so that ("ab", "c") and ("a", "bc") differ: one that UTF-8 never contains.
    public static let textSeparator: UInt8 = 0xFF

    /// Appends `text` to `input` as `update(_: String)` adds it, for input gathered and then added at once.
    @inlinable public static func append(text: String, to input: inout [UInt8]) {
        text.withUTF8Bytes { input.append(contentsOf: $0) }
        input.append(textSeparator)
    }

    /// Appends `value` to `input` as `update(_: Int)` adds it: 8 little-endian bytes.
    @inlinable public static func append(_ value: Int, to input: inout [UInt8]) {
        withUnsafeBytes(of: Int64(value).littleEndian) { input.append(contentsOf: $0) }
    }

    /// Adds `value` as 8 little-endian bytes.
    public mutating func update(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { update($0) }
    }

    /// The 128 bits of a finished hash, as a value: cheaper than `hex` to keep by the thousand and to feed
    /// into another hash, since it holds no string.
    public struct Digest: Sendable, Hashable {
        /// The high and low 64 bits, as `update(_:)` adds them.
        public let high: UInt64
        public let low: UInt64

        /// The digest of these two halves.
        public init(high: UInt64, low: UInt64) {
            (self.high, self.low) = (high, low)
        }

        /// 32 lowercase hex digits, as `ContentHash.hex`.
        public var hex: String { ContentHash.hex(self) }

        /// The digest whose `hex` is `hex`: 32 lowercase hex digits, nothing else. Over raw bytes rather than
        /// any collection: a generic call from another module is not specialised, and looking up its types for
        /// each of a manifest's 288,000 hashes made a 50k rebuild four seconds slower.
        public init?(hex: UnsafeRawBufferPointer) {
            guard hex.count == 32, let high0 = Self.bits(hex, 0), let high1 = Self.bits(hex, 8), let low0 = Self.bits(hex, 16),
                let low1 = Self.bits(hex, 24)
            else { return nil }
            (high, low) = (high0 << 32 | high1, low0 << 32 | low1)
        }

        /// The 32 bits that the 8 lowercase hex digits at `start` spell, the first digit highest; nil when one is not
        /// such a digit. The 8 are worked on at once in a word: one at a time, a digest took 90 ns, and a rebuild of a
        /// 50k site reads 430,000 of them (its manifest and its plan).
        private static func bits(_ hex: UnsafeRawBufferPointer, _ start: Int) -> UInt64? {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let digits = UInt64(littleEndian: hex.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            // In each byte: 0–9 for '0'–'9' and 10–15 for 'a'–'f' (the low four bits, plus 9 for a letter); any other
            // byte gives a value that is above 15 or writes back as another byte. No byte carries into the next.
            let values = (digits & (0x0F &* ones)) &+ 9 &* ((digits >> 6) & ones)
            guard values & (0xF0 &* ones) == 0 else { return nil }
            let isLetter = ((values &+ 0x76 &* ones) & (0x80 &* ones)) >> 7
            guard values &+ 0x30 &* ones &+ 0x27 &* isLetter == digits else { return nil }
            // The first digit is in the lowest byte: reversed, then each two nibbles, two bytes and two halves joined.
            var bits = values.byteSwapped
            bits = (bits >> 4 | bits) & 0x00FF_00FF_00FF_00FF
            bits = (bits >> 8 | bits) & 0x0000_FFFF_0000_FFFF
            return (bits >> 16 | bits) & 0x0000_0000_FFFF_FFFF
        }

        /// The digest whose `hex` is `hex`.
        public init?(hex: String) {
            guard let digest = hex.withUTF8Bytes({ Digest(hex: UnsafeRawBufferPointer($0)) }) else { return nil }
            self = digest
        }

        /// Appends `hex`'s bytes, without making the string: a manifest writes a hundred thousand of them, and a
        /// plan as many again. The 32 digits are made four words at a time and appended at once: appended digit by
        /// digit, each of a 50k edit's 342,000 digests cost 905 instructions (Callgrind), 6% of the rebuild.
        public func appendHex(to bytes: inout [UInt8]) {
            withHexWords { words in bytes.append(contentsOf: words) }
        }

        /// The 32 digits of `hex`, in place, to `body`.
        func withHexWords<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            let words = (
                Self.digits(UInt32(truncatingIfNeeded: high >> 32)), Self.digits(UInt32(truncatingIfNeeded: high)),
                Self.digits(UInt32(truncatingIfNeeded: low >> 32)), Self.digits(UInt32(truncatingIfNeeded: low))
            )
            return withUnsafeBytes(of: words) { body($0.assumingMemoryBound(to: UInt8.self)) }
        }

        /// The 8 lowercase hex digits of `bits` as the bytes of a word in memory order, the highest digit first: the
        /// inverse of `bits(_:_:)`.
        private static func digits(_ bits: UInt32) -> UInt64 {
            let ones: UInt64 = 0x0101_0101_0101_0101
            // Each nibble into a byte of its own, the lowest in the lowest byte: two halves, two bytes, two nibbles.
            var values = UInt64(bits)
            values = (values << 16 | values) & 0x0000_FFFF_0000_FFFF
            values = (values << 8 | values) & 0x00FF_00FF_00FF_00FF
            values = (values << 4 | values) & 0x0F0F_0F0F_0F0F_0F0F
            // '0'–'9' for 0–9 and 'a'–'f' for 10–15: a byte of 10 or more carries into its 0x10 bit when 6 is added.
            let isLetter = ((values &+ 0x06 &* ones) & (0x10 &* ones)) >> 4
            let ascii = values &+ 0x30 &* ones &+ 0x27 &* isLetter
            // The highest digit goes first in memory, which is the lowest byte of a little-endian word.
            return UInt64(littleEndian: ascii.byteSwapped)
        }

        init(_ hash: XXH128_hash_t) {
            high = hash.high64
            low = hash.low64
        }
    }

    /// The hash of everything added so far; more can be added after.
    public var digest: Digest {
        if let spilled { return Digest(spilled.withUnsafeBytes { XXH3_128bits($0.baseAddress, $0.count) }) }
        let count = bufferedCount
        return Digest(withUnsafeBytes(of: buffer) { XXH3_128bits($0.baseAddress, count) })
    }

    /// Adds another hash's digest as 16 bytes: its high then its low 64 bits, each little-endian.
    public mutating func update(_ digest: Digest) {
        withUnsafeBytes(of: (digest.high.littleEndian, digest.low.littleEndian)) { update($0) }
    }

    /// 32 lowercase hex digits: the high 64 bits first, as in XXH3-128's canonical form and `xxhsum -H2`.
    public var hex: String {
        Self.hex(digest)
    }

    /// The `hex` of `bytes` alone.
    public static func of(_ bytes: [UInt8]) -> String {
        hex(digest(of: bytes))
    }

    /// The digest of `bytes` alone: 16 bytes to keep, where `of` makes a string of 32.
    public static func digest(of bytes: [UInt8]) -> Digest {
        // One call over the whole input: no buffer, no state.
        bytes.withUnsafeBytes { digest(of: $0) }
    }

    /// The digest of `bytes` alone, read where they are (a mapped file's).
    public static func digest(of bytes: UnsafeRawBufferPointer) -> Digest {
        Digest(XXH3_128bits(bytes.baseAddress, bytes.count))
    }

    fileprivate static func hex(_ digest: Digest) -> String {
        digest.withHexWords { digits in
            String(unsafeUninitializedCapacity: 32) { buffer in
                _ = buffer.initialize(from: digits)
                return 32
            }
        }
    }

    private typealias Row = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    /// 1 KiB: holds a list page's digest (24 entries of 24 bytes) without spilling.
    private typealias Buffer = (Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row)
    private static let zeroRow: Row = (0, 0, 0, 0, 0, 0, 0, 0)
}
