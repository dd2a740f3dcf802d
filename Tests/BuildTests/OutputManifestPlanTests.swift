import Foundation
import Support
import Testing

@testable import Build

/// A manifest written beside a plan is read along the plan's paths, giving exactly what reading it as any manifest
/// gives; one that lists anything else is left to the line reader.
@Suite struct OutputManifestPlanTests {
    /// A built fixture site, its manifest's bytes and its plan.
    static func built() throws -> (site: FixtureSite, manifest: [UInt8], plan: PersistedPlan) {
        let site = try FixtureSite()
        _ = try site.build()
        let manifest = try #require(FileSystem.read(site.output + "/" + OutputManifest.fileName))
        let plan = try #require(PersistedPlan.read(forOutput: site.output))
        return (site, manifest, plan)
    }

    @Test func aBuildsManifestIsReadAlongItsPlanAsAnyManifestIsRead() throws {
        let (site, bytes, plan) = try Self.built()
        let aligned = try #require(OutputManifest.read(ByteStore(bytes), alignedWith: plan))
        let lines = try #require(OutputManifest.readCheckingLines(bytes))
        #expect(aligned.manifest.manifest == lines.manifest)
        #expect(aligned.hasOnlySafePaths && lines.hasOnlySafePaths)
        #expect(aligned.manifest.files.count == plan.pages.count + plan.copies.count)
        #expect(aligned.manifest.inputs.count == plan.pages.count)
        let previous = try #require(PreviousManifest.read(outputFolder: site.output, alignedWith: plan).manifest)
        #expect(previous.fileCount == lines.manifest.files.count && previous.paths.sorted() == lines.manifest.files.keys.sorted())
        for (place, page) in plan.pages.enumerated() {
            #expect(previous.file(page.path, at: place) == lines.manifest.files[page.path])
            #expect(previous.input(page.path, at: place) == lines.manifest.inputs[page.path])
        }
    }

    /// A page is found at the place the previous plan gave it, a copy among the copies, and anything else by its
    /// path, whatever place it is asked at but -1: that place says the previous plan had no page there, and only the
    /// copies are looked at.
    @Test func aPathIsFoundAtItsPlaceOrByItself() throws {
        let (site, bytes, plan) = try Self.built()
        let lines = try #require(OutputManifest.readCheckingLines(bytes))
        let previous = try #require(PreviousManifest.read(outputFolder: site.output, alignedWith: plan).manifest)
        let first = try #require(plan.pages.first?.path)
        let last = try #require(plan.pages.last?.path)
        #expect(previous.file(first, at: plan.pages.count - 1) == lines.manifest.files[first], "at another page's place")
        #expect(previous.input(last, at: 0) == lines.manifest.inputs[last])
        #expect(previous.file(first, at: 1 << 40) == lines.manifest.files[first])
        #expect(previous.file(first, at: -2) == lines.manifest.files[first])
        #expect(previous.file(first, at: -1) == nil && previous.input(first, at: -1) == nil)
        for copy in plan.copies {
            #expect(previous.file(copy) == lines.manifest.files[copy] && previous.file(copy, at: -1) == lines.manifest.files[copy])
            #expect(previous.input(copy) == nil, "a copy has no digest of inputs")
        }
        #expect(previous.file("no/such/page.html") == nil && previous.input("no/such/page.html", at: 0) == nil)
    }

    /// Paths in the previous plan's order, with one gone, one new and one moved: each found at its place, copies
    /// among the copies, and -1 for the path the plan did not have.
    @Test func pathsAreFoundInOrderAndOutOfIt() throws {
        let (site, _, plan) = try Self.built()
        let previous = try #require(PreviousManifest.read(outputFolder: site.output, alignedWith: plan).manifest)
        let paths = plan.pages.map(\.path)
        try #require(paths.count > 4 && !plan.copies.isEmpty)
        var asked = Array(paths.dropFirst(2))
        asked.insert("no/such/page.html", at: 1)
        asked.append(paths[0])
        asked.append(plan.copies[0])
        let expected = Array(2..<paths.count).map { $0 } + [0, paths.count]
        var expectedWithNew = expected
        expectedWithNew.insert(-1, at: 1)
        #expect(previous.places(of: asked) == expectedWithNew)
        #expect(previous.path(at: 2) == paths[2] && previous.path(at: paths.count) == plan.copies[0])
        #expect(previous.path(at: previous.fileCount) == nil && previous.path(at: -1) == nil)
    }

    /// The table of every file's place finds each page and copy at its place, and no place for a path the plan lacks,
    /// even one a byte longer or shorter than a path it has.
    @Test func everyFileIsFoundAtItsPlaceByItsPathsDigest() throws {
        let (_, bytes, plan) = try Self.built()
        let (aligned, _) = try #require(OutputManifest.read(ByteStore(bytes), alignedWith: plan))
        let table = FilePlaces(aligned)
        let paths = plan.pages.map(\.path) + plan.copies
        for (place, path) in paths.enumerated() {
            #expect(table.place(of: path, in: aligned) == place, "\(path)")
            #expect(table.place(of: path + "x", in: aligned) == nil && table.place(of: String(path.dropLast()), in: aligned) == nil)
        }
        #expect(table.place(of: "", in: aligned) == nil)
        // Digests most paths share: each path is still told from the others that have its digest.
        let crowded = FilePlaces(aligned) { UInt64($0.count % 3) }
        for (place, path) in paths.enumerated() {
            #expect(crowded.place(of: path, in: aligned) == place, "\(path)")
            #expect(crowded.place(of: path + "x", in: aligned) == nil)
        }
    }

    /// A member whose value is not a digest, in a manifest that is otherwise the plan's, is read along the plan with no
    /// digest for that file: the page is then made and compared again, as one the previous build did not write.
    @Test func aValueThatIsNotADigestGivesNoDigest() throws {
        let (site, bytes, plan) = try Self.built()
        let page = try #require(plan.pages.first?.path)
        let lines = try #require(OutputManifest.readCheckingLines(bytes))
        let hex = try #require(lines.manifest.files[page]).hex
        let damaged = Array(
            String(decoding: bytes, as: UTF8.self).replacingOccurrences(
                of: "\"\(page)\": \"\(hex)\"", with: "\"\(page)\": \"\(String(repeating: "z", count: 32))\"", options: [],
                range: nil
            ).utf8)
        try #require(damaged != bytes)
        let aligned = try #require(OutputManifest.read(ByteStore(damaged), alignedWith: plan))
        #expect(aligned.manifest.files[0] == nil && aligned.manifest.inputs[0] == lines.manifest.inputs[page])
        #expect(aligned.manifest.files[1] == lines.manifest.files[plan.pages[1].path])
        try Data(damaged).write(to: URL(fileURLWithPath: site.output + "/" + OutputManifest.fileName))
        let previous = try #require(PreviousManifest.read(outputFolder: site.output, alignedWith: plan).manifest)
        #expect(previous.file(page, at: 0) == nil && previous.input(page, at: 0) == lines.manifest.inputs[page])
    }

    /// The same members in another order (sorted by path, as `encoded()` writes them), a plan of another build, or
    /// one path other than the plan's: not read along the plan, and still read whole by the line reader.
    @Test func aManifestThatListsAnythingElseIsNotReadAlongThePlan() throws {
        let (site, bytes, plan) = try Self.built()
        let manifest = try #require(OutputManifest.readCheckingLines(bytes)?.manifest)
        #expect(OutputManifest.read(ByteStore(manifest.encoded()), alignedWith: plan) == nil)

        var other = manifest
        other.fingerprint = "another build"
        let otherBytes = OutputManifest.encode(
            version: other.version, fingerprint: other.fingerprint,
            files: plan.pages.map { ($0.path, manifest.files[$0.path] ?? ContentHash().digest) }
                + plan.copies.map { ($0, manifest.files[$0] ?? ContentHash().digest) },
            inputs: plan.pages.map { ($0.path, $0.digest) })
        #expect(OutputManifest.read(ByteStore(otherBytes), alignedWith: plan) == nil)

        let page = try #require(plan.pages.first?.path)
        let renamed = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"\(page)\"", with: "\"x\(page)\"").utf8)
        #expect(OutputManifest.read(ByteStore(renamed), alignedWith: plan) == nil)
        #expect(OutputManifest.readCheckingLines(renamed)?.manifest.files["x" + page] != nil)
        // Renamed among the inputs alone, where its key is compared with its file's: not read along the plan either.
        let text = String(decoding: bytes, as: UTF8.self)
        let inputs = try #require(text.range(of: "\"inputs\": {"))
        let inInputs = try #require(text.range(of: "\"\(page)\"", range: inputs.upperBound..<text.endIndex))
        let renamedInput = Array(text.replacingCharacters(in: inInputs, with: "\"x\(page)\"").utf8)
        #expect(OutputManifest.read(ByteStore(renamedInput), alignedWith: plan) == nil)
        #expect(OutputManifest.readCheckingLines(renamedInput)?.manifest.inputs["x" + page] != nil)
        try Data(renamed).write(to: URL(fileURLWithPath: site.output + "/" + OutputManifest.fileName))
        #expect(PreviousManifest.read(outputFolder: site.output, alignedWith: plan).manifest?.file("x" + page) != nil)
    }

    /// A path that leads out of the output in both the plan and its manifest makes the manifest unusable, as it does
    /// when read by itself: a rebuild would otherwise delete a file outside the output.
    @Test func anUnsafePathAlongThePlanMakesTheManifestUnusable() throws {
        let (site, bytes, plan) = try Self.built()
        let page = try #require(plan.pages.first?.path)
        let unsafe = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"\(page)\"", with: "\"../\(page)\"").utf8)
        let planPath = PersistedPlan.path(forOutput: site.output)
        let planText = try String(contentsOfFile: planPath, encoding: .utf8)
        try PersistedPlanTests.resealed(planText.replacingOccurrences(of: "\t\(page)\t", with: "\t../\(page)\t")).write(
            toFile: planPath, atomically: true, encoding: .utf8)
        let unsafePlan = try #require(PersistedPlan.read(forOutput: site.output))
        #expect(unsafePlan.pages.first?.path == "../" + page)
        #expect(OutputManifest.read(ByteStore(unsafe), alignedWith: unsafePlan)?.hasOnlySafePaths == false)
        try Data(unsafe).write(to: URL(fileURLWithPath: site.output + "/" + OutputManifest.fileName))
        let read = PreviousManifest.read(outputFolder: site.output, alignedWith: unsafePlan)
        #expect(read.manifest == nil && read.unusable == "the manifest is damaged", "a manifest with an unsafe path was used")
    }
}
