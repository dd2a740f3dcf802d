extension String {
    /// Calls `body` with the string's UTF-8, read where the string keeps it (copied first only for a string without
    /// contiguous UTF-8, as one bridged from elsewhere). Not `withUTF8`, which is mutating: a string copied into a
    /// variable for it was retained and released, and the strings every page writes (a shared item's title, the UI's
    /// texts) were counted by both render threads at once. Inlinable, so that it is specialized where it is called: a
    /// generic call across modules looked its metadata up at run time.
    @inlinable public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
