#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file, read, written or mapped with the C library's own calls: the one place that names the
/// platform's C module, so what differs between Linux and Darwin stays in this file. Reading and writing
/// this way spares Foundation's per-call overhead and the copy through `Data` (a large site writes tens of
/// thousands of files; a cache file can be tens of megabytes). The descriptor is closed when the value
/// goes away.
public struct POSIXFile: ~Copyable {
    /// How a file is opened.
    public enum Mode: Sendable {
        /// For reading.
        case read
        /// For writing, created when missing and emptied when not.
        case replace
        /// For writing at the end of a file that must exist already.
        case append
    }

    /// A call that failed, with its `errno`.
    public struct Failure: Error, Equatable {
        public let code: Int32

        public init(code: Int32) {
            self.code = code
        }
    }

    private let descriptor: Int32

    /// Opens the file at `path` (never handed on to a child process).
    public init(_ path: String, _ mode: Mode) throws(Failure) {
        let flags: Int32
        switch mode {
        case .read: flags = O_RDONLY
        case .replace: flags = O_WRONLY | O_CREAT | O_TRUNC
        case .append: flags = O_WRONLY | O_APPEND
        }
        let descriptor = open(path, flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// What the file system tells of a file without reading it: its size, its modification and change times (in
    /// nanoseconds) and its inode.
    public struct Status: Sendable, Equatable {
        public let size: Int64
        public let modified: Int64
        public let changed: Int64
        public let inode: UInt64
    }

    /// What the file system tells of the open file (`fstat`); nil when it cannot be told.
    public func status() -> Status? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return Status(
            size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
            changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec), inode: UInt64(info.st_ino))
    }

    /// The file's size when it is a regular file; nil for a folder or special file, or when it cannot be told.
    public func regularFileSize() -> Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// The next `count` bytes, read straight into an array; nil when the file ends before them or a read fails.
    public func read(count: Int) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            while filled < count {
                let got = Self.read(descriptor, into: buffer.baseAddress.map { UnsafeMutableRawPointer($0 + filled) }, count - filled)
                if got <= 0 { break }
                filled += got
            }
            failed = filled != count
        }
        return failed ? nil : bytes
    }

    /// `count` bytes from `offset`, without moving the file's position; nil when the file ends before them or
    /// a read fails.
    public func read(count: Int, at offset: Int) -> [UInt8]? {
        guard count >= 0, offset >= 0 else { return nil }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            while filled < count {
                let target = buffer.baseAddress.map { UnsafeMutableRawPointer($0 + filled) }
                let got = pread(descriptor, target, count - filled, off_t(offset + filled))
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { break }
                filled += got
            }
            failed = filled != count
        }
        return failed ? nil : bytes
    }

    /// Every byte up to the end of the file, `sizeHint` of them expected (a file may have grown since
    /// its size was taken); nil when a read fails.
    public func readToEnd(sizeHint: Int) -> [UInt8]? {
        // One byte more than expected, so that the end is found without growing the buffer.
        var bytes = [UInt8](repeating: 0, count: max(sizeHint, 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count))) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                Self.read(descriptor, into: buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got < 0 { return nil }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// `read(2)`, repeated when a signal interrupts it: the bytes read, 0 at the end, -1 on failure.
    private static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        while true {
            let got = systemRead(descriptor, buffer, count)
            if got < 0 && errno == EINTR { continue }
            return got
        }
    }

    /// Writes all of `bytes`; returns 0, or the `errno` of the write that failed.
    public func write(_ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Writes all of `bytes`; returns 0, or the `errno` of the write that failed.
    public func write(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Waits until what was written is on the disk; returns 0 or the `errno`. A file that is renamed into
    /// place after this is whole after a crash too, not only after an interrupted process.
    public func synchronize() -> Int32 {
        fsync(descriptor) == 0 ? 0 : errno
    }

    /// Moves the file at `source` over `destination` in one step; returns 0 or the `errno`.
    public static func rename(_ source: String, over destination: String) -> Int32 {
        systemRename(source, destination) == 0 ? 0 : errno
    }

    /// The first `count` bytes of the file (at least one) mapped read-only and private, or nil when they
    /// cannot be. The mapping outlives this value; release it with `unmap`. The file must not shrink while
    /// it is mapped: reading a page past its end faults.
    public func mapReadOnly(count: Int) -> UnsafeRawPointer? {
        #if canImport(Glibc)
            // Every page is read soon after anyway: populating them in one call beats a fault per page.
            let flags = MAP_PRIVATE | MAP_POPULATE
        #else
            let flags = MAP_PRIVATE
        #endif
        guard count > 0, let memory = mmap(nil, count, PROT_READ, flags, descriptor, 0), memory != MAP_FAILED else { return nil }
        return UnsafeRawPointer(memory)
    }

    /// Releases what `mapReadOnly(count:)` mapped.
    public static func unmap(_ address: UnsafeRawPointer, count: Int) {
        munmap(UnsafeMutableRawPointer(mutating: address), count)
    }
}

/// `read(2)`, under a name that `POSIXFile.read` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`, under a name that `POSIXFile.write` does not hide.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func systemRename(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}
