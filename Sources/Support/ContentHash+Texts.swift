extension ContentHash {
    /// The digest of a hash to which `first`, `second` and `third` were added as texts (`update(_: String)`, each then
    /// `textSeparator`), written into a buffer on the stack and hashed in one call: for the short texts of an item's files'
    /// digest, made for every item of every rebuild, a `ContentHash` zeroed and copied its kilobyte buffer, 1,100
    /// instructions an item where this takes about 540 (Callgrind, 50k items).
    public static func digest(ofTexts first: String, _ second: String, _ third: String) -> Digest {
        let count = first.utf8.count + second.utf8.count + third.utf8.count + 3
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            let end = append(third, to: buffer, at: append(second, to: buffer, at: append(first, to: buffer, at: 0)))
            return digest(of: UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[..<end])))
        }
    }

    /// Writes `text`'s bytes and the separator into `buffer` at `offset`; where they end. (A nested function that added
    /// to a captured offset had every access to it checked, 300,000 checks at 50k items.)
    private static func append(_ text: String, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let count = text.withUTF8Bytes { bytes in
            if let source = bytes.baseAddress, let target = buffer.baseAddress {
                (target + offset).initialize(from: source, count: bytes.count)
            }
            return bytes.count
        }
        buffer[offset + count] = textSeparator
        return offset + count + 1
    }
}
