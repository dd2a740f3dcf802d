import Support

/// The member lines of the previous manifest that a rebuild's manifest copies as they are. A page at the place the
/// previous plan had it, with the same hash and digest, has the very line it had: copied, it is not made again from a
/// path and a digest. Written member by member, a 50k site's manifest was the longest part of an edit's commit
/// (289 M instructions, Callgrind), for a file of which a few dozen lines change. A class: asked for each of the
/// manifest's lines, a struct of seven arrays was retained and released seven times a line.
final class ReusedManifestLines: Sendable {
    /// The previous manifest, read along the previous plan.
    let previous: AlignedManifest
    /// Each page's place in the previous plan, -1 for a page it did not have (`PlanStage.Plan.previousPlaces`).
    let places: [Int]

    init(previous: AlignedManifest, places: [Int]) {
        (self.previous, self.places) = (previous, places)
    }

    /// Appends the previous line of the file at `index` when it is the line `key` and `hash` make; false otherwise.
    func appendFile(at index: Int, key: String, hash: ContentHash.Digest, to out: inout [UInt8]) -> Bool {
        append(at: index, key: key, value: hash, lines: previous.fileLines, values: previous.files, to: &out)
    }

    /// Appends the previous line of the page input at `index` when it is the line `key` and `digest` make; false
    /// otherwise.
    func appendInput(at index: Int, key: String, digest: ContentHash.Digest, to out: inout [UInt8]) -> Bool {
        append(at: index, key: key, value: digest, lines: previous.inputLines, values: previous.inputs, to: &out)
    }

    private func append(
        at index: Int, key: String, value: ContentHash.Digest, lines: [Range<Int>], values: [ContentHash.Digest],
        to out: inout [UInt8]
    ) -> Bool {
        guard index < places.count else { return false }
        let place = places[index]
        guard place >= 0, place < lines.count, values[place] == value else { return false }
        // The member was read as the one a build writes for its key: the same key, if it needs no escape, makes it again.
        let member = lines[place]
        var key = key
        return previous.bytes.withUnsafeBufferPointer { bytes in
            key.withUTF8 { key in
                guard bytes.bytes(in: OutputManifest.keyRange(ofMember: member), equal: key), !OutputManifest.needsEscape(key)
                else { return false }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[member]))
                return true
            }
        }
    }
}
