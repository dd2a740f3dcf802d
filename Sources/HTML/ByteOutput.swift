/// Where escaped and rendered bytes are appended: an `[UInt8]`, or a page's `RenderBuffer`. The escaping functions are
/// generic over it so that the renderer's pages and the other writers (a fragment, a compiled template's static runs)
/// share one implementation.
protocol ByteOutput: ~Copyable {
    /// Appends `bytes` as they are.
    mutating func appendRun(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends one byte.
    mutating func appendByte(_ byte: UInt8)
}

extension ByteOutput where Self: ~Copyable {
    /// Appends the bytes of a literal.
    mutating func appendLiteral(_ literal: StaticString) {
        appendRun(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}

extension Array: ByteOutput where Element == UInt8 {
    mutating func appendRun(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
    mutating func appendByte(_ byte: UInt8) { append(byte) }
}
