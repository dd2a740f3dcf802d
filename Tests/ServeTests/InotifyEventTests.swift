import Testing

@testable import Serve

/// inotify records parsed from the bytes a read returns.
@Suite struct InotifyEventTests {
    private func record(watch: Int32, mask: UInt32, name: String, padTo length: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for value in [UInt32(bitPattern: watch), mask, 0, UInt32(length)] {
            withUnsafeBytes(of: value) { bytes += $0 }
        }
        let nameBytes = Array(name.utf8)
        return bytes + nameBytes + [UInt8](repeating: 0, count: length - nameBytes.count)
    }

    @Test func recordsWithPaddedNames() {
        let bytes =
            record(watch: 1, mask: 0x2, name: "550.json", padTo: 16) + record(watch: 2, mask: 0x4000_0100, name: "new", padTo: 16)
            + record(watch: 3, mask: 0x400, name: "", padTo: 0)
        #expect(
            InotifyEvent.parse(bytes) == [
                InotifyEvent(watch: 1, mask: 0x2, name: "550.json"), InotifyEvent(watch: 2, mask: 0x4000_0100, name: "new"),
                InotifyEvent(watch: 3, mask: 0x400, name: ""),
            ])
    }

    @Test func anIncompleteRecordIsLeftOut() {
        let whole = record(watch: 1, mask: 0x8, name: "a", padTo: 16)
        let cut = record(watch: 2, mask: 0x8, name: "b", padTo: 16).dropLast(5)
        #expect(InotifyEvent.parse(whole + cut) == [InotifyEvent(watch: 1, mask: 0x8, name: "a")])
        #expect(InotifyEvent.parse(Array(whole.prefix(10))).isEmpty)
        #expect(InotifyEvent.parse([]).isEmpty)
    }
}
