import Support

/// Reads what `BinaryWriter` wrote, checking every length against the bytes left, so a damaged or
/// foreign file gives an error rather than a crash or a wrong value.
struct BinaryReader: Sendable {
    /// The bytes did not hold what was expected.
    struct Malformed: Error {}

    /// What is read: a caller may copy a range `byteRange()` gave without making a string of it.
    let bytes: ByteStore
    private(set) var offset: Int
    private let end: Int

    init(_ bytes: [UInt8], range: Range<Int>? = nil) {
        self.init(ByteStore(bytes), range: range)
    }

    /// Reads `range` of `bytes` (all of them by default), sharing them rather than copying.
    init(_ bytes: ByteStore, range: Range<Int>? = nil) {
        precondition(range.map { $0.lowerBound >= 0 && $0.upperBound <= bytes.count } ?? true, "a range within the bytes")
        self.bytes = bytes
        offset = range?.lowerBound ?? 0
        end = range?.upperBound ?? bytes.count
    }

    var isAtEnd: Bool { offset == end }

    mutating func int() throws(Malformed) -> Int {
        guard end - offset >= 8 else { throw Malformed() }
        let value = bytes.int64(at: offset)
        offset += 8
        return Int(value)
    }

    mutating func bool() throws(Malformed) -> Bool {
        guard offset < end else { throw Malformed() }
        let byte = bytes.byte(at: offset)
        guard byte <= 1 else { throw Malformed() }
        offset += 1
        return byte == 1
    }

    /// The range of the next length-prefixed run of bytes, skipped over.
    mutating func byteRange() throws(Malformed) -> Range<Int> {
        let count = try int()
        guard count >= 0, end - offset >= count else { throw Malformed() }
        offset += count
        return (offset - count)..<offset
    }

    /// A string; bytes that are not UTF-8 (a damaged file) come back as U+FFFD rather than failing,
    /// which spares validating millions of strings twice.
    mutating func string() throws(Malformed) -> String {
        bytes.string(in: try byteRange())
    }

    mutating func optional<T>(_ body: (inout BinaryReader) throws(Malformed) -> T) throws(Malformed) -> T? {
        try bool() ? try body(&self) : nil
    }

    mutating func optionalString() throws(Malformed) -> String? {
        try optional { reader throws(Malformed) in try reader.string() }
    }

    mutating func optionalInt() throws(Malformed) -> Int? {
        try optional { reader throws(Malformed) in try reader.int() }
    }

    mutating func array<T>(_ body: (inout BinaryReader) throws(Malformed) -> T) throws(Malformed) -> [T] {
        let count = try arrayCount()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try body(&self)) }
        return values
    }

    /// Checks and skips an array, each element with `body`.
    mutating func skipArray(_ body: (inout BinaryReader) throws(Malformed) -> Void) throws(Malformed) {
        try forEachElement(body)
    }

    /// Reads an array element by element with `body`, for a caller that keeps them otherwise than in an array.
    mutating func forEachElement(_ body: (inout BinaryReader) throws(Malformed) -> Void) throws(Malformed) {
        for _ in 0..<(try arrayCount()) { try body(&self) }
    }

    private mutating func arrayCount() throws(Malformed) -> Int {
        let count = try int()
        // Every element takes at least a byte: a larger count is damage, not a reason to reserve memory.
        guard count >= 0, count <= end - offset else { throw Malformed() }
        return count
    }

    /// Checks and skips `count` strings.
    mutating func skipStrings(_ count: Int) throws(Malformed) {
        for _ in 0..<count { _ = try byteRange() }
    }

    /// Checks and skips `count` optional strings.
    mutating func skipOptionalStrings(_ count: Int) throws(Malformed) {
        for _ in 0..<count { _ = try optional { reader throws(Malformed) in try reader.byteRange() } }
    }

    /// A reader of the next `count` bytes alone, which this one skips.
    mutating func prefix(_ count: Int) throws(Malformed) -> BinaryReader {
        guard count >= 0, end - offset >= count else { throw Malformed() }
        offset += count
        return BinaryReader(bytes, range: (offset - count)..<offset)
    }

    /// The digest of the bytes left to read.
    var digestOfRest: ContentHash.Digest { bytes.digest(in: offset..<end) }

    mutating func strings() throws(Malformed) -> [String] {
        try array { reader throws(Malformed) in try reader.string() }
    }
}
