import Support

/// A record's payload as the cache stores it: the item's bytes, then what the record keeps after the item (its
/// notes and warnings), sealed by the digest of both.
///
/// The digest is what lets a rebuild trust a record it does not read whole. An item left unmade (see
/// `LazilyRestored`) is made later from its bytes, and must not fail then: its record was checked by reading it
/// whole as restoring it would, only to skip it, which was a tenth of a 50k edit's instructions (a movie's cast and
/// recommendations). Hashing the bytes costs a small part of that and also refuses damage that still reads as a record
/// (a changed letter); the item's length lets the notes be read without stepping over the item. A file that the stamps
/// show is as its build left it needs no hashing at all (see `DecodedItemCache.open(_:)`).
///
/// Layout: the digest's high and low 64 bits, the item's length, the item, the rest; the digest is of all that follows it.
enum SealedPayload {
    /// The payload of an item encoded as `item`, followed by `rest`.
    static func seal(item: [UInt8], rest: [UInt8]) -> [UInt8] {
        var sealed = BinaryWriter()
        sealed.reserve(item.count + rest.count + 24)
        // The digest's place first, filled in once what it is the digest of is written after it.
        sealed.write(0)
        sealed.write(0)
        sealed.write(item.count)
        sealed.append(item)
        sealed.append(rest)
        let digest = sealed.bytes.withUnsafeBytes { ContentHash.digest(of: UnsafeRawBufferPointer(rebasing: $0[16...])) }
        sealed.overwrite(Int(bitPattern: UInt(digest.high)), at: 0)
        sealed.overwrite(Int(bitPattern: UInt(digest.low)), at: 8)
        return sealed.bytes
    }

    /// A reader of the item's bytes alone and a reader of the rest, when `payload` is sealed by its digest; nil when it
    /// is not (damaged, or not sealed at all).
    /// - Parameter checkingDigest: false for a payload of a file known to be as its build wrote it: only its layout is
    ///   then read.
    static func open(_ payload: BinaryReader, checkingDigest: Bool = true) -> (item: BinaryReader, rest: BinaryReader)? {
        var reader = payload
        guard let high = try? reader.int(), let low = try? reader.int(),
            !checkingDigest
                || reader.digestOfRest == ContentHash.Digest(high: UInt64(UInt(bitPattern: high)), low: UInt64(UInt(bitPattern: low))),
            let count = try? reader.int(), let item = try? reader.prefix(count)
        else { return nil }
        return (item, reader)
    }
}
