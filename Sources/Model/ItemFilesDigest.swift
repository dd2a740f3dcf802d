public import Support

/// What a page that shows an item depends on of the item's files: the hashes the build's scan took of its JSON and
/// notes files, and its image's name (an image is linked, never read). Made where the item is loaded from them, on
/// all cores; a page's digest is made from those of the items it shows.
public enum ItemFilesDigest {
    /// The digest of an item made from a JSON file and a notes file of these hashes (nil for a file it lacks, or
    /// that the scan could not read) and the image of this name: `ContentHash` of the three texts (`-` for each
    /// missing), as `ContentHash.update(_: String)` adds them. Written into a buffer on the stack and hashed in one
    /// call: through `ContentHash`, whose kilobyte buffer is zeroed and copied, it took 1,100 instructions an item, 56 M
    /// of a one-movie edit at 50k items (Callgrind).
    public static func of(jsonHash: String?, notesHash: String?, image: String?) -> ContentHash.Digest {
        let (json, notes, image) = (jsonHash ?? "-", notesHash ?? "-", image ?? "-")
        let count = json.utf8.count + notes.utf8.count + image.utf8.count + 3
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            let end = append(image, to: buffer, at: append(notes, to: buffer, at: append(json, to: buffer, at: 0)))
            return ContentHash.digest(of: UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[..<end])))
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
        buffer[offset + count] = ContentHash.textSeparator
        return offset + count + 1
    }
}
