import Foundation
import Support

/// A manifest read along the plan written beside it: its members are the plan's files in the plan's order (its
/// pages, then its copies), each a digest at the plan's place, with no table of paths made.
struct AlignedManifest: Sendable {
    let version: String
    let fingerprint: String
    let plan: PersistedPlan
    /// The hash of each file of the plan, by place: pages, then copies.
    let files: MemberDigests
    /// The digest of each page of the plan, by place.
    let inputs: MemberDigests
    /// The manifest's bytes, mapped.
    var bytes: ByteStore { files.bytes }

    /// The digests of a section's members, by place, read from their lines when asked. A rebuild after an edit asks
    /// for a few dozen of a 50k site's 288,000: read as the manifest was, they took it 67 M instructions (Callgrind).
    struct MemberDigests: Sendable {
        /// The manifest's bytes, mapped.
        let bytes: ByteStore
        /// Where each member is in `bytes`, its line without the comma that separates it from the next (see
        /// `ReusedManifestLines`); each was checked to be the member a build writes, `    "key": "value"`.
        let lines: [Range<Int>]

        var count: Int { lines.count }
        var indices: Range<Int> { lines.indices }

        /// The member's value, the thirty-two hex digits it ends with; nil when they are not a digest.
        subscript(place: Int) -> ContentHash.Digest? {
            let member = lines[place]
            return bytes.withUnsafeBufferPointer { $0.digest(in: (member.upperBound - 33)..<(member.upperBound - 1)) }
        }
    }

    /// The path of the file at `place`.
    func path(at place: Int) -> String { plan.path(ofFileAt: place) }

    /// Whether the file at `place` is at `path`, compared where the plan has its path.
    func hasPath(_ path: String, at place: Int) -> Bool { plan.hasPath(path, ofFileAt: place) }

    /// The same manifest as paths and digests, as `OutputManifest` holds it.
    var manifest: OutputManifest {
        var files: [String: ContentHash.Digest] = [:]
        for place in self.files.indices { files[path(at: place)] = self.files[place] }
        var inputs: [String: ContentHash.Digest] = [:]
        for place in self.inputs.indices { inputs[path(at: place)] = self.inputs[place] }
        return OutputManifest(version: version, fingerprint: fingerprint, files: files, inputs: inputs)
    }
}

extension OutputManifest {
    /// Reads a manifest that lists exactly the files of `plan`, in its order (its pages, then its copies), and its
    /// pages' digests, as every build writes its manifest beside its plan: each key is compared with the plan's path
    /// where it stands, and the digests are kept by place. Read into tables of paths, a 50k site's manifest cost an
    /// edit 0.1 CPU-s, as much as any step of it. Nil for a manifest that lists anything else, or not in this layout:
    /// the caller then reads it as any manifest (`readCheckingLines`).
    static func read(_ bytes: ByteStore, alignedWith plan: PersistedPlan) -> (manifest: AlignedManifest, hasOnlySafePaths: Bool)? {
        bytes.withUnsafeBufferPointer { read($0, alignedWith: plan, file: bytes) }
    }

    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, alignedWith plan: PersistedPlan, file: ByteStore
    ) -> (manifest: AlignedManifest, hasOnlySafePaths: Bool)? {
        var lines = LineReader(bytes: bytes, position: 0)
        guard let (version, fingerprint) = header(&lines), fingerprint == plan.fingerprint else { return nil }
        var isSafe = true
        // Each path compared where it is in the plan.
        let pages = plan.pages
        guard
            let files = members(
                &lines, count: pages.count + plan.copies.count, key: plan.withPathBytes(ofFileAt:_:), closing: "  },",
                isSafe: &isSafe),
            let line = lines.next(), bytes[line].elementsEqual("  \"inputs\": {".utf8),
            // The pages' paths again, compared with their files' keys, checked against the plan just now: found again in
            // the plan's lines, they were 16 M instructions of a 50k edit (Callgrind).
            let inputs = members(
                &lines, count: pages.count,
                key: { place, body in body(UnsafeBufferPointer(rebasing: bytes[keyRange(ofMember: files[place])])) },
                closing: "  }", checksPaths: false, isSafe: &isSafe)
        else { return nil }
        let manifest = AlignedManifest(
            version: version, fingerprint: fingerprint, plan: plan, files: .init(bytes: file, lines: files),
            inputs: .init(bytes: file, lines: inputs))
        return (manifest, isSafe)
    }

    /// A section's `count` members, the one at each place keyed by `key` of that place, then its closing line: their
    /// lines by place; nil when a member is not the line a build writes for the key at its place, or there are more or
    /// fewer. Their values are read when asked (see `AlignedManifest.MemberDigests`).
    /// - Parameters:
    ///   - key: calls its closure with the bytes of the key at a place.
    ///   - checksPaths: whether to check that each key is a safe relative path, and set `isSafe` to false if not.
    private static func members(
        _ lines: inout LineReader, count: Int,
        key withKey: (Int, (UnsafeBufferPointer<UInt8>) -> Range<Int>?) -> Range<Int>?, closing: String,
        checksPaths: Bool = true, isSafe: inout Bool
    ) -> [Range<Int>]? {
        let bytes = lines.bytes
        var members: [Range<Int>] = []
        members.reserveCapacity(count)
        for index in 0..<count {
            guard let line = lines.next() else { return nil }
            let found = withKey(index) { key in
                if checksPaths && isSafe && !FileSystem.isSafeRelativePath(key) { isSafe = false }
                return member(on: line, of: bytes, key: key)
            }
            guard let member = found else { return nil }
            members.append(member)
        }
        // An empty section is an empty line before the closing one.
        var line = lines.next()
        if count == 0, let empty = line, empty.isEmpty { line = lines.next() }
        guard let line, bytes[line].elementsEqual(closing.utf8) else { return nil }
        return members
    }

    /// The member on `line`, without its comma, when it is the member line a build writes for `key`:
    /// `    "key": "value"`, the value thirty-two bytes, and a comma unless it ends its section. The key is compared
    /// where it must stand: read as any member, with its quotes and escapes searched for, the lines of a 50k site's
    /// manifest took an edit 132 M instructions (Callgrind).
    private static func member(
        on line: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, key: UnsafeBufferPointer<UInt8>
    ) -> Range<Int>? {
        let hasComma = line.upperBound > line.lowerBound && bytes[line.upperBound - 1] == UInt8(ascii: ",")
        let member = line.lowerBound..<(hasComma ? line.upperBound - 1 : line.upperBound)
        // Forty-two bytes beside the key; then the key's bytes are all that remain.
        guard member.count >= 42 else { return nil }
        let keyRange = keyRange(ofMember: member)
        guard bytes.bytes(in: keyRange, equal: key) else { return nil }
        let (space, quote) = (UInt8(0x20), UInt8(ascii: "\""))
        let keyEnd = keyRange.upperBound
        guard bytes[member.lowerBound..<(keyRange.lowerBound - 1)].allSatisfy({ $0 == space }), bytes[keyRange.lowerBound - 1] == quote,
            bytes[keyEnd] == quote, bytes[keyEnd + 1] == UInt8(ascii: ":"), bytes[keyEnd + 2] == space, bytes[keyEnd + 3] == quote,
            bytes[member.upperBound - 1] == quote
        else { return nil }
        return member
    }

    /// Where the key is in a member a build writes, `    "key": "hex"` (forty-two bytes or more): after four spaces
    /// and a quote, before the quote, colon, space and quoted 32 hex digits that end it.
    static func keyRange(ofMember member: Range<Int>) -> Range<Int> {
        (member.lowerBound + 5)..<(member.upperBound - 37)
    }
}
