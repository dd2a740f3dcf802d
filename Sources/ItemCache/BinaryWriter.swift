import Support

/// Appends values to a byte buffer in a compact, fixed layout (little-endian integers, length-prefixed
/// UTF-8), for the build's cache of decoded items. `BinaryReader` reads them back in the same order.
struct BinaryWriter: Sendable {
    private(set) var bytes: [UInt8] = []

    init() {}

    mutating func write(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func write(_ value: String) {
        value.withUTF8Bytes { utf8 in
            write(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func write(_ value: ArraySlice<UInt8>) {
        write(value.count)
        bytes.append(contentsOf: value)
    }

    /// Writes `value` over the eight bytes at `offset`, as `write(_:)` wrote them there: for a value known only once
    /// what follows it is written.
    mutating func overwrite(_ value: Int, at offset: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.replaceSubrange(offset..<(offset + 8), with: $0) }
    }

    /// Adds bytes already in this layout (records written by another writer), as they are.
    mutating func append(_ raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }

    /// Room for `count` more bytes, when the caller knows roughly how much it will write.
    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    /// A presence flag, then the value when there is one.
    mutating func write<T>(_ value: T?, _ body: (inout BinaryWriter, T) -> Void) {
        write(value != nil)
        if let value { body(&self, value) }
    }

    mutating func write(_ value: String?) {
        write(value) { $0.write($1) }
    }

    mutating func write(_ value: Int?) {
        write(value) { $0.write($1) }
    }

    /// A count, then each element.
    mutating func write<T>(_ values: [T], _ body: (inout BinaryWriter, T) -> Void) {
        write(values.count)
        for value in values { body(&self, value) }
    }

    mutating func write(_ values: [String]) {
        write(values) { $0.write($1) }
    }
}
