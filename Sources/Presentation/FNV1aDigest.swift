/// The 64-bit FNV-1a digest of bytes, the same however they are split: the stand-in address of a name with no ASCII
/// letter (`Slug.fallback`), which pages keep between builds, and the term kind's digests of output paths
/// (`TermOutputPaths`). Cheap on short input, where `ContentHash` fills a kilobyte buffer first.
struct FNV1aDigest {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
}
