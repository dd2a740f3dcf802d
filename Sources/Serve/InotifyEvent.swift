/// One record of what an inotify descriptor reads: `struct inotify_event` (watch, mask, cookie, length of
/// the name) followed by the name, padded with NULs. Parsed from bytes, so no C struct is touched.
struct InotifyEvent: Equatable {
    let watch: Int32
    let mask: UInt32
    /// The name of the file inside the watched folder; empty for an event on the folder itself.
    let name: String

    /// The size of the fixed part of a record: four 32-bit fields.
    static let headerSize = 16

    /// Every whole record in `bytes`, in order; an incomplete record at the end is left out.
    static func parse(_ bytes: [UInt8]) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = 0
        while offset + headerSize <= bytes.count {
            let length = Int(field(bytes, at: offset + 12))
            let end = offset + headerSize + length
            guard end <= bytes.count else { break }
            let nameBytes = bytes[(offset + headerSize)..<end].prefix { $0 != 0 }
            events.append(
                InotifyEvent(
                    watch: Int32(bitPattern: field(bytes, at: offset)), mask: field(bytes, at: offset + 4),
                    name: String(decoding: nameBytes, as: UTF8.self)))
            offset = end
        }
        return events
    }

    /// The native-endian 32-bit field at `offset`.
    private static func field(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }
}
