import Support

/// The member lines of the previous manifest that a rebuild's manifest copies as they are. A page at the place the
/// previous plan had it, with the same hash and digest, has the very line it had: copied, it is not made again from a
/// path and a digest. Written member by member, a 50k site's manifest was the longest part of an edit's commit
/// (289 M instructions, Callgrind), for a file of which a few dozen lines change. A class: asked for each of the
/// manifest's lines, a struct of seven arrays was retained and released seven times a line.
final class ReusedManifestLines: Sendable {
    /// The previous manifest, read along the previous plan.
    let previous: AlignedManifest
    /// Each page's place in the previous plan, -1 for a page it did not have (`PlanPages.previousPlaces`).
    let places: [Int]
    /// The pages carried over from the previous plan in runs (see `PlanPages`), in order: the members at `members`
    /// have the previous lines at `places`, whatever they are, and are copied as one stretch of the previous bytes.
    let carried: [PlanPages.CarriedRun]

    init(previous: AlignedManifest, places: [Int], carried: [PlanPages.CarriedRun] = []) {
        (self.previous, self.places, self.carried) = (previous, places, carried)
    }

    /// Where the previous line of the file at `index` is in the previous manifest's bytes, when it is the line `key`
    /// and `hash` make; nil otherwise.
    func fileLine(at index: Int, key: String, hash: ContentHash.Digest) -> Range<Int>? {
        line(at: index, key: key, value: hash, of: previous.files)
    }

    /// Where the previous line of the page input at `index` is in the previous manifest's bytes, when it is the line
    /// `key` and `digest` make; nil otherwise.
    func inputLine(at index: Int, key: String, digest: ContentHash.Digest) -> Range<Int>? {
        line(at: index, key: key, value: digest, of: previous.inputs)
    }

    /// Appends the previous manifest's bytes in `range`.
    func append(_ range: Range<Int>, to out: inout [UInt8]) {
        previous.bytes.append(range, to: &out)
    }

    /// Where the lines of a run of carried members are in the previous manifest's bytes, with the separators between
    /// them; nil when a place is not one of its members.
    func lines(of run: PlanPages.CarriedRun, inFiles: Bool) -> Range<Int>? {
        let members = inFiles ? previous.files : previous.inputs
        guard let first = run.places.first, let last = run.places.last, first >= 0, last < members.count else { return nil }
        return members.lines[first].lowerBound..<members.lines[last].upperBound
    }

    private func line(
        at index: Int, key: String, value: ContentHash.Digest, of members: AlignedManifest.MemberDigests
    ) -> Range<Int>? {
        guard index < places.count else { return nil }
        let place = places[index]
        guard place >= 0, place < members.count else { return nil }
        guard members[place] == value else { return nil }
        // The member was read as the one a build writes for its key: the same key, if it needs no escape, makes it again.
        let member = members.lines[place]
        let isSame = previous.bytes.withUnsafeBufferPointer { bytes in
            key.withUTF8Bytes { key in
                bytes.bytes(in: OutputManifest.keyRange(ofMember: member), equal: key) && !OutputManifest.needsEscape(key)
            }
        }
        return isSame ? member : nil
    }
}
