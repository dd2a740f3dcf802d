import Foundation
import Support
import Testing

@testable import Build

/// The manifest is read back exactly, by the fast line reader when it is laid out as sitegen writes
/// it, and by the JSON parser otherwise.
@Suite struct OutputManifestTests {
    private func folder(with bytes: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-manifest-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + OutputManifest.fileName))
        return folder
    }

    @Test func whatIsWrittenIsReadBackByTheLineReader() throws {
        let manifest = OutputManifest(
            version: SitegenVersion.current, fingerprint: "f00d",
            files: ["index.html": .named("aa"), "assets/style.css": .named("bb"), "movies/1-x/index.html": .named("cc")],
            inputs: ["index.html": .named("dd"), "movies/1-x/index.html": .named("ee")])
        #expect(OutputManifest.readCheckingLines(manifest.encoded())?.manifest == manifest)
        let empty = OutputManifest(version: SitegenVersion.current, fingerprint: "0", files: [:], inputs: [:])
        #expect(OutputManifest.readCheckingLines(empty.encoded())?.manifest == empty)
        let folder = try folder(with: manifest.encoded())
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(OutputManifest.read(outputFolder: folder).manifest == manifest)
    }

    /// A build writes its manifest a megabyte at a time: the file holds what encoding it whole gives, across
    /// more than one megabyte.
    @Test func aManifestWrittenInPiecesIsTheOneEncodedWhole() throws {
        let files = (0..<12_000).map { (key: "movies/\($0)-a-title/index.html", value: ContentHash.Digest.named("\($0)")) }
        let inputs = files.prefix(11_000).map { (key: $0.key, value: ContentHash.Digest.named($0.key)) }
        let whole = OutputManifest.encode(version: SitegenVersion.current, fingerprint: "f", files: files, inputs: inputs)
        #expect(whole.count > 1 << 20)
        let scratch = try ScratchFolder()
        let path = scratch.path + "/" + OutputManifest.fileName
        #expect(OutputManifest.write(version: SitegenVersion.current, fingerprint: "f", files: files, inputs: inputs, to: path) == 0)
        #expect(FileSystem.read(path) == whole)
        #expect(OutputManifest.write(version: "v", fingerprint: "f", files: [], inputs: [], to: scratch.path + "/none/m") == ENOENT)
    }

    /// Paths are checked as the line reader reads them, in either section: one that leads out of the output
    /// makes the whole manifest untrusted.
    @Test func thePathsTheLineReaderReadsAreCheckedInBothSections() throws {
        let cases: [([String: ContentHash.Digest], [String: ContentHash.Digest])] = [
            (["../x.html": .named("aa")], [:]), (["index.html": .named("aa")], ["a//b.html": .named("dd")]), ([:], [:]),
        ]
        for (files, inputs) in cases {
            let manifest = OutputManifest(version: SitegenVersion.current, fingerprint: "f", files: files, inputs: inputs)
            let read = try #require(OutputManifest.readCheckingLines(manifest.encoded()))
            #expect(read.manifest == manifest)
            #expect(read.hasOnlySafePaths == manifest.hasOnlySafePaths)
            #expect(read.hasOnlySafePaths == (files.isEmpty && inputs.isEmpty))
            let folder = try folder(with: manifest.encoded())
            defer { try? FileManager.default.removeItem(atPath: folder) }
            #expect((OutputManifest.read(outputFolder: folder).manifest != nil) == read.hasOnlySafePaths)
        }
    }

    @Test func namesThatNeedEscapesGoThroughTheJSONParser() throws {
        let manifest = OutputManifest(
            version: SitegenVersion.current, fingerprint: "f",
            files: ["assets/a \"quoted\" \\ name.css": .named("aa"), "assets/tab\there.css": .named("bb")], inputs: [:])
        #expect(OutputManifest.readCheckingLines(manifest.encoded())?.manifest == nil)
        let folder = try folder(with: manifest.encoded())
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(OutputManifest.read(outputFolder: folder).manifest == manifest)
    }

    /// A byte that needs an escape is found wherever it is in a name: in its first eight bytes, in a later word, or in
    /// the bytes after its last whole word; a name with none is written as it is, and read back by the line reader.
    @Test(arguments: ["\"", "\\", "\u{1F}", "\n", "\u{0}"], [0, 7, 8, 15, 17, 19])
    func aByteThatNeedsAnEscapeIsFoundAnywhereInAName(special: String, at offset: Int) throws {
        var name = Array("assets/abcdefghijklm".utf8)
        name[offset] = Array(special.utf8)[0]
        let manifest = OutputManifest(
            version: SitegenVersion.current, fingerprint: "f", files: [String(decoding: name, as: UTF8.self): .named("aa")],
            inputs: [:])
        #expect(manifest.encoded().contains(UInt8(ascii: "\\")))
        #expect(OutputManifest.readCheckingLines(manifest.encoded())?.manifest == nil)
    }

    @Test func aNameWithoutSuchBytesIsWrittenAsItIs() {
        let name = "assets/é ü~!#$%&'()*+,-.:;<=>?@[]^_`{|}\u{7F}.css"
        let manifest = OutputManifest(version: SitegenVersion.current, fingerprint: "f", files: [name: .named("aa")], inputs: [:])
        #expect(!manifest.encoded().contains(UInt8(ascii: "\\")))
        #expect(OutputManifest.readCheckingLines(manifest.encoded())?.manifest == manifest)
    }

    @Test func aCutOrForeignManifestIsNotTrusted() throws {
        let manifest = OutputManifest(version: SitegenVersion.current, fingerprint: "f", files: ["index.html": .named("aa")], inputs: [:])
        let bytes = manifest.encoded()
        for cut in [bytes.count / 3, bytes.count - 4] {
            #expect(OutputManifest.readCheckingLines(Array(bytes.prefix(cut)))?.manifest == nil)
            let folder = try folder(with: Array(bytes.prefix(cut)))
            defer { try? FileManager.default.removeItem(atPath: folder) }
            guard case .unusable = OutputManifest.read(outputFolder: folder) else {
                Issue.record("a manifest cut at \(cut) bytes was used")
                continue
            }
        }
        var old = manifest
        old.version = "0.0.1"
        let folder = try folder(with: old.encoded())
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard case .unusable(let reason) = OutputManifest.read(outputFolder: folder) else {
            Issue.record("another version's manifest was used")
            return
        }
        #expect(reason == "the manifest was written by sitegen 0.0.1")
    }

    /// A hash that is not 32 lowercase hex digits is not a hash sitegen wrote: the manifest is not used,
    /// whichever reader reads it.
    @Test func aHashThatIsNotOneMakesTheManifestDamaged() throws {
        let manifest = OutputManifest(version: SitegenVersion.current, fingerprint: "f", files: ["index.html": .named("aa")], inputs: [:])
        let hex = ContentHash.Digest.named("aa").hex
        for odd in [String(hex.dropLast()), hex.uppercased(), "not a hash"] {
            let text = String(decoding: manifest.encoded(), as: UTF8.self).replacingOccurrences(of: hex, with: odd)
            #expect(OutputManifest.readCheckingLines(Array(text.utf8)) == nil)
            let folder = try folder(with: Array(text.utf8))
            defer { try? FileManager.default.removeItem(atPath: folder) }
            guard case .unusable(let reason) = OutputManifest.read(outputFolder: folder) else {
                Issue.record("a manifest with the hash \(odd) was used")
                continue
            }
            #expect(reason == "the manifest is damaged")
        }
    }
}
