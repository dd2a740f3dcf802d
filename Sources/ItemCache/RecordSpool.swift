import Foundation
import Support
import Synchronization

/// The records a build decodes, written to a file as they come instead of held in memory until the cache
/// file is written: at 50,000 items they are about 90 MB, at a million nearly 2 GB (heaptrack put them at
/// 37% of a 10k full build's peak heap, with the buffers that copied them). The file begins as a whole cache
/// file does, so that a cache that is replaced becomes this file by a rename; it is removed when the spool
/// goes away without having been kept (a failed build). Records are in the order the decoding threads
/// finished them, so two builds of the same input may leave cache files whose records differ in order.
public final class RecordSpool: Sendable, Equatable {
    /// Where the records are written: beside the output, named like the build's other temporary files.
    public let path: String
    /// The bytes the file begins with: the cache file's own header.
    public let headerCount: Int

    private struct State: ~Copyable {
        /// Closed, and nil, once the spool is finished.
        var file: POSIXFile?
        var buffer: [UInt8]
        var failed = false
    }

    private let state: Mutex<State>
    private let isKept = Atomic<Bool>(false)
    /// Records are gathered into writes of about this size, and copied in reads of this size.
    private static let bufferSize = 1 << 20

    /// A new spool file at `path` (replacing one left there), beginning with `header`; nil when it cannot be made.
    public init?(path: String, header: [UInt8]) {
        guard let file = try? POSIXFile(path, .replace) else { return nil }
        self.path = path
        headerCount = header.count
        var buffer = header
        buffer.reserveCapacity(Self.bufferSize + 64 << 10)
        state = Mutex(State(file: consume file, buffer: buffer))
    }

    deinit {
        if !isKept.load(ordering: .acquiring) { unlink(path) }
    }

    /// Adds one record's bytes; safe to call from several threads. A finished spool takes no more: such a
    /// record would be lost, and the spool's build then fails to keep the cache (see `finish`).
    func append(_ record: [UInt8]) {
        state.withLock { state in
            guard state.file != nil else {
                state.failed = true
                return
            }
            state.buffer += record
            if state.buffer.count >= Self.bufferSize { Self.flush(&state) }
        }
    }

    /// Writes what is still buffered and closes the file; false when any write failed or a record came too
    /// late, and the file cannot be used.
    public func finish() -> Bool {
        state.withLock { state in
            Self.flush(&state)
            state.file = nil
            return !state.failed
        }
    }

    /// Says that the file was moved into place, so that it is not removed with the spool.
    public func keep() {
        isKept.store(true, ordering: .releasing)
    }

    /// Removes the file now: its records were copied, or are not wanted. The command line keeps a build's
    /// memory until it exits, so the spool's own end never comes to remove it.
    public func remove() {
        unlink(path)
        keep()
    }

    /// Adds the finished spool's records, without its header, at the end of the file at `destination`, a
    /// megabyte at a time; returns 0 or the `errno` of the failure.
    public func appendRecords(to destination: String) -> Int32 {
        do throws(POSIXFile.Failure) {
            let source = try POSIXFile(path, .read)
            let target = try POSIXFile(destination, .append)
            guard let size = source.regularFileSize() else { return EINVAL }
            var offset = headerCount
            while offset < size {
                guard let chunk = source.read(count: min(Self.bufferSize, size - offset), at: offset) else { return EIO }
                let code = target.write(chunk)
                if code != 0 { return code }
                offset += chunk.count
            }
            return 0
        } catch {
            return error.code
        }
    }

    private static func flush(_ state: inout State) {
        guard !state.buffer.isEmpty else { return }
        if !state.failed, let code = state.file?.write(state.buffer), code != 0 { state.failed = true }
        state.buffer.removeAll(keepingCapacity: true)
    }

    public static func == (left: RecordSpool, right: RecordSpool) -> Bool { left === right }
}
