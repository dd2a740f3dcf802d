/// The bytes of a page as `TemplateRenderer` writes them, in storage of its own that grows by doubling.
///
/// Not an `[UInt8]`: a page is written as a few hundred runs (static markup, escaped values, attribute names), and
/// appending a run to an array cost about 100 instructions besides the copy, through a generic call that checks the
/// array's uniqueness and capacity each time; here a run is a capacity check and the copy (a 1k full build 3,935 →
/// 3,845 M instructions, Callgrind, 2026-12-07). Noncopyable, so its storage has one owner, freed when it ends; no
/// pointer to it leaves this type.
struct RenderBuffer: ~Copyable, ByteOutput {
    private var storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 256)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    @inline(__always)
    mutating func appendRun(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if capacity - count < bytes.count { grow(toHold: bytes.count) }
        (storage + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func appendByte(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        (storage + count).initialize(to: byte)
        count += 1
    }

    /// The bytes written, as an array; the buffer's storage is freed.
    consuming func bytes() -> [UInt8] {
        [UInt8](UnsafeBufferPointer(start: storage, count: count))
    }

    private mutating func grow(toHold extra: Int) {
        let newCapacity = Swift.max(capacity * 2, count + extra)
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.initialize(from: storage, count: count)
        storage.deallocate()
        (storage, capacity) = (newStorage, newCapacity)
    }
}
