import Foundation
import Support
import Testing

@testable import Build

/// A rebuild's manifest copies the previous manifest's line of a file or page that kept its place, path and digest,
/// and writes every other member anew: the bytes are those of a manifest written member by member.
@Suite struct ReusedManifestLinesTests {
    /// A built fixture site, its manifest's bytes, and that manifest read along its plan.
    private func built() throws -> (site: FixtureSite, bytes: [UInt8], aligned: AlignedManifest) {
        let (site, bytes, plan) = try OutputManifestPlanTests.built()
        return (site, bytes, try #require(OutputManifest.read(ByteStore(bytes), alignedWith: plan)).manifest)
    }

    /// Every digest of a section read along the plan: a build writes only digests, so there is one at every place.
    private func digests(_ members: AlignedManifest.MemberDigests) throws -> [ContentHash.Digest] {
        let digests = members.indices.compactMap { members[$0] }
        try #require(digests.count == members.count)
        return digests
    }

    /// The manifest `files` and `inputs` make, written with and without the previous lines at `places`.
    private func written(
        _ site: FixtureSite, files: [(key: String, value: ContentHash.Digest)], inputs: [(key: String, value: ContentHash.Digest)],
        reusing reused: ReusedManifestLines
    ) throws -> (reusing: [UInt8], anew: [UInt8]) {
        let (withLines, anew) = (site.root + "/reusing.json", site.root + "/anew.json")
        let version = SitegenVersion.current
        #expect(OutputManifest.write(version: version, fingerprint: "f", files: files, inputs: inputs, to: withLines, reusing: reused) == 0)
        #expect(OutputManifest.write(version: version, fingerprint: "f", files: files, inputs: inputs, to: anew) == 0)
        return (try #require(FileSystem.read(withLines)), try #require(FileSystem.read(anew)))
    }

    @Test func aLineIsCopiedOnlyWhenItsPlacePathAndDigestAreTheSame() throws {
        let (_, _, aligned) = try built()
        let pages = aligned.plan.pages
        let (files, inputs) = (try digests(aligned.files), try digests(aligned.inputs))
        #expect(pages.count >= 3)
        let reused = ReusedManifestLines(previous: aligned, places: Array(pages.indices.dropLast()) + [-1])
        var out: [UInt8] = []
        let fileLine = try #require(reused.fileLine(at: 0, key: pages[0].path, hash: files[0]))
        let inputLine = try #require(reused.inputLine(at: 1, key: pages[1].path, digest: inputs[1]))
        reused.append(fileLine, to: &out)
        reused.append(inputLine, to: &out)
        #expect(reused.fileLine(at: 0, key: pages[0].path, hash: ContentHash().digest) == nil, "another hash")
        #expect(reused.inputLine(at: 1, key: pages[1].path, digest: files[0]) == nil, "another digest")
        #expect(reused.fileLine(at: 0, key: pages[1].path, hash: files[0]) == nil, "another path")
        #expect(reused.fileLine(at: 0, key: pages[0].path + "x", hash: files[0]) == nil, "a longer path")
        let last = pages.count - 1
        #expect(reused.fileLine(at: last, key: pages[last].path, hash: files[last]) == nil, "no previous place")
        #expect(reused.fileLine(at: pages.count, key: "x", hash: files[0]) == nil, "a copy, beyond the pages")
        let expected = "    \"\(pages[0].path)\": \"\(files[0].hex)\"    \"\(pages[1].path)\": \"\(inputs[1].hex)\""
        #expect(String(decoding: out, as: UTF8.self) == expected, "the lines without their commas")
    }

    /// A run of pages carried over has the previous lines at its places, with the separators between them, whatever
    /// its members are, and none where a place is not one of the previous plan's: the manifest written so is the
    /// previous one, and with a listed page between two runs, that page's line is its own.
    @Test func aCarriedRunHasThePreviousLinesAtItsPlaces() throws {
        let (site, bytes, aligned) = try built()
        let plan = aligned.plan
        let (previousFiles, previousInputs) = (try digests(aligned.files), try digests(aligned.inputs))
        let count = plan.pages.count
        try #require(count >= 4)
        let runs = [PlanPages.CarriedRun(members: 0..<2, places: 0..<2), .init(members: 3..<count, places: 3..<count)]
        let reused = ReusedManifestLines(previous: aligned, places: Array(plan.pages.indices), carried: runs)
        #expect(reused.lines(of: runs[0], inFiles: true) == aligned.files.lines[0].lowerBound..<aligned.files.lines[1].upperBound)
        #expect(
            reused.lines(of: runs[1], inFiles: false) == aligned.inputs.lines[3].lowerBound..<aligned.inputs.lines[count - 1].upperBound)
        #expect(reused.lines(of: .init(members: 0..<1, places: count..<(count + 1)), inFiles: false) == nil, "beyond the pages")
        #expect(reused.lines(of: .init(members: 0..<1, places: -1..<0), inFiles: true) == nil, "no previous place")

        // The carried members' own keys and values are never read: made blank, the manifest is still the previous one.
        let none = (key: "", value: ContentHash.Digest(high: 0, low: 0))
        let isCarried = { (index: Int) in runs.contains { $0.members.contains(index) } }
        let files = (plan.pages.map(\.path) + plan.copies).enumerated().map { isCarried($0) ? none : (key: $1, value: previousFiles[$0]) }
        let inputs = plan.pages.enumerated().map { isCarried($0) ? none : (key: $1.path, value: previousInputs[$0]) }
        let unchanged = try written(site, files: files, inputs: inputs, reusing: reused).reusing
        let previousText = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: aligned.fingerprint, with: "f")
        #expect(String(decoding: unchanged, as: UTF8.self) == previousText)

        // The listed page between the runs with another digest: its line is made anew, the runs' lines around it kept.
        var changedInputs = inputs
        changedInputs[2].value = ContentHash().digest
        let changed = try written(site, files: files, inputs: changedInputs, reusing: reused)
        var expectedInputs = plan.pages.enumerated().map { (key: $1.path, value: previousInputs[$0]) }
        expectedInputs[2].value = ContentHash().digest
        let expectedFiles = (plan.pages.map(\.path) + plan.copies).enumerated().map { (key: $1, value: previousFiles[$0]) }
        let anew = try written(site, files: expectedFiles, inputs: expectedInputs, reusing: reused).anew
        #expect(changed.reusing == anew)
        #expect(changed.reusing != unchanged)
    }

    /// Unchanged, the manifest is the previous one byte for byte; with hashes and digests changed, pages moved and one
    /// gone, it is the manifest written member by member.
    @Test func aManifestWrittenWithPreviousLinesIsTheManifestWrittenAnew() throws {
        let (site, bytes, aligned) = try built()
        let plan = aligned.plan
        let (previousFiles, previousInputs) = (try digests(aligned.files), try digests(aligned.inputs))
        let files = (plan.pages.map(\.path) + plan.copies).enumerated().map { (key: $1, value: previousFiles[$0]) }
        let inputs = plan.pages.enumerated().map { (key: $1.path, value: previousInputs[$0]) }
        let same = try written(site, files: files, inputs: inputs, reusing: .init(previous: aligned, places: Array(plan.pages.indices)))
        #expect(same.reusing == same.anew)
        let previousText = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: aligned.fingerprint, with: "f")
        #expect(String(decoding: same.reusing, as: UTF8.self) == previousText)

        var (changedFiles, changedInputs) = (files, inputs)
        changedFiles[0].value = ContentHash().digest
        changedInputs[1].value = ContentHash().digest
        changedFiles.swapAt(2, 3)
        changedInputs.swapAt(2, 3)
        changedFiles.remove(at: 4)
        changedInputs.remove(at: 4)
        let places = Array(plan.pages.indices.prefix(4)) + Array(plan.pages.indices.dropFirst(5))
        let changed = try written(site, files: changedFiles, inputs: changedInputs, reusing: .init(previous: aligned, places: places))
        #expect(changed.reusing == changed.anew)
        #expect(changed.reusing != same.reusing)

        // One page gone and nothing else changed: the lines before and after it are copied, but not its line between them.
        var (fewerFiles, fewerInputs) = (files, inputs)
        fewerFiles.remove(at: 4)
        fewerInputs.remove(at: 4)
        let fewer = try written(site, files: fewerFiles, inputs: fewerInputs, reusing: .init(previous: aligned, places: places))
        #expect(fewer.reusing == fewer.anew)
    }

    /// A path that a manifest escapes is written escaped, even where a damaged previous manifest has it raw on its line.
    @Test func aPathThatNeedsEscapingIsNeverCopied() throws {
        let (_, _, aligned) = try built()
        let hash = try digests(aligned.files)[0]
        let (raw, plain) = ("    \"a\u{1}b.html\": \"\(hash.hex)\",", "    \"ab.html\": \"\(hash.hex)\"")
        let bytes = Array((raw + "\n" + plain).utf8)
        // The members without their commas, as a manifest read along its plan holds them.
        let lines = [0..<(raw.utf8.count - 1), (raw.utf8.count + 1)..<bytes.count]
        let members = AlignedManifest.MemberDigests(bytes: ByteStore(bytes), lines: lines)
        let previous = AlignedManifest(
            version: aligned.version, fingerprint: aligned.fingerprint, plan: aligned.plan, files: members, inputs: members)
        let reused = ReusedManifestLines(previous: previous, places: [0, 1])
        #expect(reused.fileLine(at: 0, key: "a\u{1}b.html", hash: hash) == nil)
        var out: [UInt8] = []
        reused.append(try #require(reused.fileLine(at: 1, key: "ab.html", hash: hash)), to: &out)
        #expect(out == Array(plain.utf8))
    }
}
