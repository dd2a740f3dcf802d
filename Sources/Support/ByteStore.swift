import Foundation

/// Read-only bytes that many readers share across threads: a file mapped into memory, or a copy of
/// an array. Nothing outside this class keeps its address, so the memory cannot be used after
/// `deinit` unmaps or frees it; readers ask it for values, each checked against `count`, or borrow the
/// bytes for the length of a closure (`withUnsafeBufferPointer`).
public final class ByteStore: Sendable {
    /// Kept as an integer because a pointer is not `Sendable`; the memory behind it is never written
    /// after `init`, which is what makes sharing it safe. Inlinable readers use it: the decoded-item cache
    /// reads its records byte by byte through them, across the module's boundary.
    @usableFromInline let address: Int
    /// The number of bytes.
    public let count: Int
    /// Whether `deinit` unmaps (a file) or frees (a copy).
    private let isMapped: Bool

    private init(address: Int, count: Int, isMapped: Bool) {
        self.address = address
        self.count = count
        self.isMapped = isMapped
    }

    /// A copy of `bytes`.
    public convenience init(_ bytes: [UInt8]) {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { memory.copyMemory(from: base, byteCount: source.count) }
        }
        self.init(address: Int(bitPattern: memory), count: bytes.count, isMapped: false)
    }

    /// The regular file at `path` mapped read-only, or nil when it cannot be (missing, not a regular
    /// file, larger than `maximumSize`). Mapping instead of reading spares copying the whole file into
    /// fresh memory that must first be zeroed; pages of the page cache are used as they are.
    ///
    /// The file must not shrink while the store lives (that would fault on access): sitegen only ever
    /// appends to the files it maps (its caches, plans, stamps and manifests) or replaces them by renaming
    /// another over them, which leaves this mapping intact.
    /// - Parameter inspect: handed what the file system tells of the file mapped, before it is mapped.
    public convenience init?(mapping path: String, maximumSize: Int = .max, inspect: (POSIXFile.Status) -> Void = { _ in }) {
        guard let file = try? POSIXFile(path, .read), let size = file.regularFileSize(), size <= maximumSize else { return nil }
        if let status = file.status() { inspect(status) }
        guard size > 0 else {
            self.init([])
            return
        }
        guard let memory = file.mapReadOnly(count: size) else { return nil }
        self.init(address: Int(bitPattern: memory), count: size, isMapped: true)
    }

    deinit {
        guard let memory = UnsafeMutableRawPointer(bitPattern: address) else { return }
        if isMapped { POSIXFile.unmap(memory, count: count) } else { memory.deallocate() }
    }

    /// The byte at `offset`, which must be below `count`.
    @inlinable @inline(__always)
    public func byte(at offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < count, "an offset within the bytes")
        return UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped.load(fromByteOffset: offset, as: UInt8.self)
    }

    /// The little-endian 64-bit integer at `offset`, whose eight bytes must lie within `count`.
    @inlinable @inline(__always)
    public func int64(at offset: Int) -> Int64 {
        precondition(offset >= 0 && offset <= count - 8, "an offset within the bytes")
        return Int64(
            littleEndian: UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped.loadUnaligned(fromByteOffset: offset, as: Int64.self))
    }

    /// The bytes of `range` as a string; bytes that are not UTF-8 (a damaged file) become U+FFFD.
    public func string(in range: Range<Int>) -> String {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "a range within the bytes")
        guard let base = UnsafeRawPointer(bitPattern: address) else { return "" }
        let bytes = UnsafeBufferPointer(start: (base + range.lowerBound).assumingMemoryBound(to: UInt8.self), count: range.count)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the bytes of `range` are exactly `text`'s UTF-8.
    public func bytes(in range: Range<Int>, equal text: String) -> Bool {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "a range within the bytes")
        return text.withUTF8Bytes { utf8 in
            guard utf8.count == range.count else { return false }
            guard let base = UnsafeRawPointer(bitPattern: address), let other = utf8.baseAddress, !range.isEmpty else { return true }
            return memcmp(base + range.lowerBound, other, range.count) == 0
        }
    }

    /// The digest of the bytes of `range` (see `ContentHash`).
    public func digest(in range: Range<Int>) -> ContentHash.Digest {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "a range within the bytes")
        let start = UnsafeRawPointer(bitPattern: address).map { $0 + range.lowerBound }
        return ContentHash.digest(of: UnsafeRawBufferPointer(start: start, count: range.count))
    }

    /// A copy of the bytes of `range`.
    public func bytes(in range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "a range within the bytes")
        guard let base = UnsafeRawPointer(bitPattern: address), !range.isEmpty else { return [] }
        return Array(UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Appends the bytes of `range` to `out`: a line of a previous file written again as it was. Inlinable, as
    /// `withUnsafeBufferPointer` is: a plan's encoding appends one for each of 144,000 pages at 50k items.
    @inlinable
    public func append(_ range: Range<Int>, to out: inout [UInt8]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "a range within the bytes")
        withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Whether the bytes begin with `prefix`.
    public func starts(with prefix: [UInt8]) -> Bool {
        withUnsafeBufferPointer { $0.starts(with: prefix) }
    }

    /// Calls `body` with the bytes, which it must not keep: they are unmapped or freed with the store. Inlinable: a
    /// plan's encoding borrows a line of the previous plan for each of 144,000 pages at 50k items, and called across
    /// the module's boundary unspecialized, that doubled the time of an edit's render stage.
    @inlinable
    public func withUnsafeBufferPointer<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeBufferPointer(start: UnsafeRawPointer(bitPattern: address)?.assumingMemoryBound(to: UInt8.self), count: count))
    }
}
