/// A fast, stable 128-bit hash of bytes for change detection (not for security): the same bytes give
/// the same hex string on every run and machine, so a manifest written by one CI job is valid in the next.
public struct ContentHash: Sendable {
    private var a: UInt64 = 0x243F_6A88_85A3_08D3
    private var b: UInt64 = 0x1319_8A2E_0370_7344
    private var length: UInt64 = 0

    public init() {}

    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var i = 0
        let count = bytes.count
        // Eight bytes at a time through two independently seeded multiply-xorshift lanes.
        while i + 8 <= count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            a = Self.mix(a ^ word)
            b = Self.mix(b &+ word &* 0x9E37_79B9_7F4A_7C15)
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < count {
            tail |= UInt64(bytes[i]) << shift
            shift += 8
            i += 1
        }
        if shift > 0 {
            a = Self.mix(a ^ tail ^ (shift << 56))
            b = Self.mix(b &+ tail &* 0x9E37_79B9_7F4A_7C15 ^ shift)
        }
        length &+= UInt64(count)
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    public mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        update([0xFF])
    }

    public mutating func update(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { update($0) }
    }

    /// The 128 bits of a finished hash, as a value: cheaper than `hex` to keep by the thousand and to feed
    /// into another hash, since it holds no string.
    public struct Digest: Sendable, Hashable {
        let high: UInt64
        let low: UInt64
    }

    public var digest: Digest {
        Digest(high: Self.mix(a ^ length), low: Self.mix(b ^ (length &* 0xFF51_AFD7_ED55_8CCD)))
    }

    public mutating func update(_ digest: Digest) {
        withUnsafeBytes(of: (digest.high.littleEndian, digest.low.littleEndian)) { update($0) }
    }

    /// 32 lowercase hex digits.
    public var hex: String {
        let digest = digest
        let (x, y) = (digest.high, digest.low)
        // Digit by digit into a fixed buffer: a manifest needs a hundred thousand of these.
        return String(unsafeUninitializedCapacity: 32) { buffer in
            for i in 0..<32 {
                let nibble = UInt8(((i < 16 ? x : y) >> (60 - 4 * UInt64(i % 16))) & 0xF)
                buffer[i] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
            }
            return 32
        }
    }

    public static func of(_ bytes: [UInt8]) -> String {
        var hash = ContentHash()
        hash.update(bytes)
        return hash.hex
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 31
        x = x &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 29)
    }
}
