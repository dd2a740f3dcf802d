import Foundation
import Support

/// A manifest read along the plan written beside it: its members are the plan's files in the plan's order (its
/// pages, then its copies), each a digest at the plan's place, with no table of paths made.
struct AlignedManifest: Sendable {
    let version: String
    let fingerprint: String
    let plan: PersistedPlan
    /// The hash of each file of the plan, by place: pages, then copies.
    let files: [ContentHash.Digest]
    /// The digest of each page of the plan, by place.
    let inputs: [ContentHash.Digest]

    /// The path of the file at `place`.
    func path(at place: Int) -> String { plan.path(ofFileAt: place) }

    /// The same manifest as paths and digests, as `OutputManifest` holds it.
    var manifest: OutputManifest {
        var files: [String: ContentHash.Digest] = [:]
        for (place, digest) in self.files.enumerated() { files[path(at: place)] = digest }
        var inputs: [String: ContentHash.Digest] = [:]
        for (place, digest) in self.inputs.enumerated() { inputs[path(at: place)] = digest }
        return OutputManifest(version: version, fingerprint: fingerprint, files: files, inputs: inputs)
    }
}

extension OutputManifest {
    /// Reads a manifest that lists exactly the files of `plan`, in its order (its pages, then its copies), and its
    /// pages' digests, as every build writes its manifest beside its plan: each key is compared with the plan's path
    /// where it stands, and the digests are kept by place. Read into tables of paths, a 50k site's manifest cost an
    /// edit 0.1 CPU-s, as much as any step of it. Nil for a manifest that lists anything else, or not in this layout:
    /// the caller then reads it as any manifest (`readCheckingLines`).
    static func read(_ bytes: [UInt8], alignedWith plan: PersistedPlan) -> (manifest: AlignedManifest, hasOnlySafePaths: Bool)? {
        bytes.withUnsafeBufferPointer { read($0, alignedWith: plan) }
    }

    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, alignedWith plan: PersistedPlan
    ) -> (manifest: AlignedManifest, hasOnlySafePaths: Bool)? {
        var lines = LineReader(bytes: bytes, position: 0)
        guard let (version, fingerprint) = header(&lines), fingerprint == plan.fingerprint else { return nil }
        var isSafe = true
        // Each path compared where it is in the plan.
        let pages = plan.pages
        guard
            let files = members(
                &lines, count: pages.count + plan.copies.count, key: plan.path(ofFileAt:), closing: "  },", isSafe: &isSafe),
            let line = lines.next(), bytes[line].elementsEqual("  \"inputs\": {".utf8),
            let inputs = members(&lines, count: pages.count, key: { pages[$0].path }, closing: "  }", isSafe: &isSafe)
        else { return nil }
        return (AlignedManifest(version: version, fingerprint: fingerprint, plan: plan, files: files, inputs: inputs), isSafe)
    }

    /// A section's `count` members, the one at each place keyed by `key` of that place, then its closing line; nil
    /// when a member's key is not the key at its place, there are more or fewer, or a value is not a digest.
    private static func members(
        _ lines: inout LineReader, count: Int, key: (Int) -> String, closing: String, isSafe: inout Bool
    ) -> [ContentHash.Digest]? {
        let bytes = lines.bytes
        var members: [ContentHash.Digest] = []
        members.reserveCapacity(count)
        for index in 0..<count {
            guard let line = lines.next(), let (keyRange, value) = member(bytes[line], indent: 4, isSafePath: &isSafe),
                bytes.bytes(in: keyRange, equal: key(index)), let digest = bytes.digest(in: value)
            else { return nil }
            members.append(digest)
        }
        // An empty section is an empty line before the closing one.
        var line = lines.next()
        if count == 0, let empty = line, empty.isEmpty { line = lines.next() }
        guard let line, bytes[line].elementsEqual(closing.utf8) else { return nil }
        return members
    }
}
