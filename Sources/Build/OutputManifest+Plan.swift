import Foundation
import Support

extension OutputManifest {
    /// Reads a manifest that lists exactly the files of `plan`, in its order (its pages, then its copies), and its
    /// pages' digests, as every build writes its manifest beside its plan: each key is compared with the plan's path
    /// where it stands, and the plan's string is the one kept. Reading a 50k site's manifest made 288,000 strings and
    /// was a tenth of an edit's work, as much as any step of it. Nil for a manifest that lists anything else, or
    /// not in this layout: the caller then reads it as any manifest (`readCheckingLines`).
    static func read(_ bytes: [UInt8], alignedWith plan: PersistedPlan) -> (manifest: OutputManifest, hasOnlySafePaths: Bool)? {
        bytes.withUnsafeBufferPointer { read($0, alignedWith: plan) }
    }

    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, alignedWith plan: PersistedPlan
    ) -> (manifest: OutputManifest, hasOnlySafePaths: Bool)? {
        var lines = LineReader(bytes: bytes, position: 0)
        guard let (version, fingerprint) = header(&lines), fingerprint == plan.fingerprint else { return nil }
        var isSafe = true
        // Each path read where it is in the plan: a page copied out of the plan retains its path and its sources.
        let (pages, copies) = (plan.pages, plan.copies)
        let file = { (index: Int) in index < pages.count ? pages[index].path : copies[index - pages.count] }
        guard let files = members(&lines, count: pages.count + copies.count, key: file, closing: "  },", isSafe: &isSafe),
            let line = lines.next(), bytes[line].elementsEqual("  \"inputs\": {".utf8),
            let inputs = members(&lines, count: pages.count, key: { pages[$0].path }, closing: "  }", isSafe: &isSafe)
        else { return nil }
        return (OutputManifest(version: version, fingerprint: fingerprint, files: files, inputs: inputs), isSafe)
    }

    /// A section's `count` members, the one at each place keyed by `key` of that place, then its closing line; nil
    /// when a member's key is not the key at its place, there are more or fewer, or a value is not a digest.
    private static func members(
        _ lines: inout LineReader, count: Int, key: (Int) -> String, closing: String, isSafe: inout Bool
    ) -> [String: ContentHash.Digest]? {
        let bytes = lines.bytes
        var members: [String: ContentHash.Digest] = [:]
        members.reserveCapacity(count)
        for index in 0..<count {
            let key = key(index)
            guard let line = lines.next(), let (keyRange, value) = member(bytes[line], indent: 4, isSafePath: &isSafe),
                bytes.bytes(in: keyRange, equal: key), let digest = bytes.digest(in: value)
            else { return nil }
            members[key] = digest
        }
        // An empty section is an empty line before the closing one.
        var line = lines.next()
        if count == 0, let empty = line, empty.isEmpty { line = lines.next() }
        guard let line, bytes[line].elementsEqual(closing.utf8) else { return nil }
        return members
    }
}
