import Foundation
import JSON
import Model
public import Support

/// The file sitegen leaves in every output folder (`.sitegen-manifest.json`). It marks the folder as
/// sitegen's own, so a later build may replace it, and records what the build read (one fingerprint
/// of all inputs, and a digest of what each page was made from) and wrote (a hash per file), so the
/// next build re-renders only the pages whose inputs changed and rewrites only the files whose bytes did.
public struct OutputManifest: Sendable, Equatable {
    public static let fileName = ".sitegen-manifest.json"

    public var version: String
    public var fingerprint: String
    /// Output path → hash of its bytes. Held as values, not hex: 16 bytes each rather than a string of 32,
    /// for a hundred thousand files.
    public var files: [String: ContentHash.Digest]
    /// Page path → digest of everything the page was made from (see `PageInputs`).
    public var inputs: [String: ContentHash.Digest]

    public init(
        version: String, fingerprint: String, files: [String: ContentHash.Digest], inputs: [String: ContentHash.Digest] = [:]
    ) {
        self.version = version
        self.fingerprint = fingerprint
        self.files = files
        self.inputs = inputs
    }

    /// Deterministic: the same manifest writes the same bytes.
    public func encoded() -> [UInt8] {
        Self.encode(
            version: version, fingerprint: fingerprint, files: files.sorted { $0.key < $1.key },
            inputs: inputs.sorted { $0.key < $1.key })
    }

    /// The manifest with its entries in the given order, as bytes.
    public static func encode(
        version: String, fingerprint: String, files: [(key: String, value: ContentHash.Digest)],
        inputs: some RandomAccessCollection<(key: String, value: ContentHash.Digest)>
    ) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((files.count + inputs.count) * 96 + 256)
        encode(version: version, fingerprint: fingerprint, files: files, inputs: inputs, into: &out) { _ in }
        return out
    }

    /// Writes the manifest with its entries in the given order to `path`; returns 0 or the `errno` of the failure.
    /// A build passes its own (deterministic) order of pages and copies, which spares sorting a hundred thousand
    /// paths. It is written a megabyte at a time as it is made: whole, it was 28 MB at the peak of a 50k build.
    /// - Parameter reused: the previous manifest's lines that may be copied rather than made again.
    static func write(
        version: String, fingerprint: String, files: some RandomAccessCollection<(key: String, value: ContentHash.Digest)>,
        inputs: some RandomAccessCollection<(key: String, value: ContentHash.Digest)>, to path: String,
        reusing reused: ReusedManifestLines? = nil
    ) -> Int32 {
        FileSystem.write(to: path) { out, flush, pass in
            encode(
                version: version, fingerprint: fingerprint, files: files, inputs: inputs, reusing: reused, into: &out, flush: flush,
                pass: pass)
        }
    }

    /// The manifest's bytes appended to `out`, which is handed to `flush` after each member.
    private static func encode(
        version: String, fingerprint: String, files: some RandomAccessCollection<(key: String, value: ContentHash.Digest)>,
        inputs: some RandomAccessCollection<(key: String, value: ContentHash.Digest)>, reusing reused: ReusedManifestLines? = nil,
        into out: inout [UInt8], flush: (inout [UInt8]) -> Void,
        pass: FileSystem.PassThrough = FileSystem.appendToBuffer
    ) {
        out += Array("{\n  \"generator\": \"sitegen\",\n  \"version\": \"\(escape(version))\",\n".utf8)
        out += Array("  \"fingerprint\": \"\(escape(fingerprint))\",\n".utf8)
        out += Array("  \"pages\": \(inputs.count),\n  \"files\": {\n".utf8)
        append(files, to: &out, flush: flush, pass: pass, reused: reused, inFiles: true) {
            reused?.fileLine(at: $0, key: $1.key, hash: $1.value)
        }
        out += Array("\n  },\n  \"inputs\": {\n".utf8)
        append(inputs, to: &out, flush: flush, pass: pass, reused: reused, inFiles: false) {
            reused?.inputLine(at: $0, key: $1.key, digest: $1.value)
        }
        out += Array("\n  }\n}\n".utf8)
    }

    /// `"key": "value"` members, one per line; `previousLine` gives the line a member had before in `reused`'s
    /// manifest, when it can be copied. Consecutive members whose previous lines were consecutive too are copied at
    /// once with the separators between them, passed to the file from where they are (`pass`): copied line by line, an
    /// edit's manifest at 50k items took 164 M instructions (Callgrind) for a file of which a few dozen lines change.
    /// The runs of pages carried over (see `ReusedManifestLines.carried`) are taken whole, without a look at their
    /// members: member by member, they were still 85 M instructions of a 50k edit's commit.
    private static func append(
        _ members: some RandomAccessCollection<(key: String, value: ContentHash.Digest)>, to out: inout [UInt8],
        flush: (inout [UInt8]) -> Void, pass: FileSystem.PassThrough, reused: ReusedManifestLines?, inFiles: Bool,
        previousLine: (Int, (key: String, value: ContentHash.Digest)) -> Range<Int>?
    ) {
        // The previous lines still to copy, with the separators between them.
        var run: Range<Int>? = nil
        func copyRun() {
            guard let copied = run, let reused else { return }
            run = nil
            pass(&out, reused.previous.bytes, copied)
        }
        /// Adds the previous bytes `lines` (one line, or a run of them) after the member at `index - 1`.
        func copy(_ lines: Range<Int>, at index: Int) {
            // A line's comma and newline are the two bytes before the next line.
            if let current = run, current.upperBound + 2 == lines.lowerBound {
                run = current.lowerBound..<lines.upperBound
                return
            }
            copyRun()
            if index > 0 { out.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: "\n")]) }
            run = lines
        }
        let carried = reused?.carried ?? []
        var (index, nextCarried) = (0, 0)
        while index < members.count {
            if nextCarried < carried.count, carried[nextCarried].members.lowerBound == index,
                let lines = reused?.lines(of: carried[nextCarried], inFiles: inFiles)
            {
                copy(lines, at: index)
                index = carried[nextCarried].members.upperBound
                nextCarried += 1
                continue
            }
            let member = members[members.index(members.startIndex, offsetBy: index)]
            defer { index += 1 }
            if let line = previousLine(index, member) {
                copy(line, at: index)
                continue
            }
            copyRun()
            if index > 0 {
                // Two bytes appended one by one: appended as a string's, they cost 98 instructions a member.
                out.append(UInt8(ascii: ","))
                out.append(UInt8(ascii: "\n"))
            }
            out.append(contentsOf: "    \"".utf8)
            appendEscaped(member.key, to: &out)
            out.append(contentsOf: "\": \"".utf8)
            member.value.appendHex(to: &out)
            out.append(UInt8(ascii: "\""))
            flush(&out)
        }
        copyRun()
    }

    /// What an update that could not move every file in leaves as the manifest: the folder is still
    /// sitegen's own, and the next build is a full one.
    static let incomplete = Array("{\n  \"generator\": \"sitegen\",\n  \"incomplete\": true\n}\n".utf8)

    /// The previous build's manifest, or why there is none to use.
    public enum Previous: Sendable {
        case usable(OutputManifest)
        /// Nothing to use, and nothing worth a note: no output yet, or `--full`.
        case none
        /// There was one, but it cannot be trusted: damaged, or from another version.
        case unusable(String)

        public var manifest: OutputManifest? {
            if case .usable(let manifest) = self { return manifest }
            return nil
        }
    }

    /// What a rebuild needs to decide that nothing changed, read from the manifest's first lines
    /// without parsing the per-file table (tens of thousands of entries on a large site).
    public struct Header: Sendable, Equatable {
        public let version: String
        public let fingerprint: String
        public let pages: Int
    }

    public static func readHeader(outputFolder: String) -> Header? {
        guard let handle = FileHandle(forReadingAtPath: (outputFolder as NSString).appendingPathComponent(fileName)) else {
            return nil
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 1024) else { return nil }
        var fields: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n").prefix(6) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: " \""))
            fields[key] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \","))
        }
        guard let version = fields["version"], let fingerprint = fields["fingerprint"],
            let pages = fields["pages"].flatMap({ Int($0) })
        else { return nil }
        return Header(version: version, fingerprint: fingerprint, pages: pages)
    }

    /// The manifest of the output folder, or why it cannot be used.
    public static func read(outputFolder: String) -> Previous {
        FileSystem.read((outputFolder as NSString).appendingPathComponent(fileName)).map(read) ?? .none
    }

    /// The manifest in `data`, or why it cannot be used.
    static func read(_ data: [UInt8]) -> Previous {
        if let (manifest, hasOnlySafePaths) = readCheckingLines(data) {
            return problem(version: manifest.version, hasOnlySafePaths: hasOnlySafePaths).map(Previous.unusable) ?? .usable(manifest)
        }
        if data == incomplete { return .unusable("the previous build could not finish updating the output") }
        guard let json = try? JSONParser.parse(data), case .object = json.content,
            case .string(let version)? = json["version"]?.content
        else {
            return .unusable("the manifest is damaged")
        }
        // Another version's manifest is named as such, whatever else it holds.
        if let problem = problem(version: version, hasOnlySafePaths: true) { return .unusable(problem) }
        guard case .string(let fingerprint)? = json["fingerprint"]?.content,
            case .object(let fileMembers)? = json["files"]?.content, let files = digests(fileMembers),
            case .object(let inputMembers)? = json["inputs"]?.content, let inputs = digests(inputMembers)
        else {
            return .unusable("the manifest is damaged")
        }
        let manifest = OutputManifest(version: version, fingerprint: fingerprint, files: files, inputs: inputs)
        return problem(version: version, hasOnlySafePaths: manifest.hasOnlySafePaths).map(Previous.unusable) ?? .usable(manifest)
    }

    /// Why a manifest read whole cannot be used: written by another sitegen, or naming a path that leads out of
    /// the output; nil when it can.
    static func problem(version: String, hasOnlySafePaths: Bool) -> String? {
        guard version == SitegenVersion.current else { return "the manifest was written by sitegen \(version)" }
        return hasOnlySafePaths ? nil : "the manifest is damaged"
    }

    /// The output folder is published and often restored from a CI cache: a path in it that could lead
    /// elsewhere (`../sitegen.toml`) would make a rebuild delete a file outside the output.
    var hasOnlySafePaths: Bool {
        files.keys.allSatisfy(FileSystem.isSafeRelativePath) && inputs.keys.allSatisfy(FileSystem.isSafeRelativePath)
    }

    static func digests(_ members: [(key: String, value: JSONValue)]) -> [String: ContentHash.Digest]? {
        var map: [String: ContentHash.Digest] = [:]
        for (key, value) in members {
            guard case .string(let text) = value.content, let digest = ContentHash.Digest(hex: text) else { return nil }
            map[key] = digest
        }
        return map
    }

    /// True when `folder` is missing, holds nothing but dotfiles such as `.gitkeep`, or was written by sitegen.
    static func isReplaceable(_ folder: String) -> Bool {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(atPath: folder) else { return !fm.fileExists(atPath: folder) }
        return entries.allSatisfy { $0.hasPrefix(".") } || entries.contains(fileName)
    }

    /// Appends `s` escaped for a JSON string. Output paths and hashes almost never need escaping: their
    /// bytes are copied as they are, straight from the string's storage.
    private static func appendEscaped(_ s: String, to out: inout [UInt8]) {
        let plain = s.withUTF8Bytes { bytes in
            guard !needsEscape(bytes) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if !plain { out.append(contentsOf: escape(s).utf8) }
    }

    /// Whether a byte of `bytes` needs an escape, eight at a time: byte by byte, the paths of a 50k site's manifest
    /// took 2% of an edit's instructions (Callgrind). A word has a byte below 0x20 when subtracting 0x20 from each
    /// borrows into one's high bit that the byte did not have set; a byte equal to another is one whose XOR is zero.
    static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.anyWord(orByte: needsEscape) { word in
            let ones: UInt64 = 0x0101_0101_0101_0101
            let (quote, backslash) = (word ^ (0x22 &* ones), word ^ (0x5C &* ones))
            return ((word &- 0x20 &* ones) & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    static func escape(_ s: String) -> String {
        if !s.utf8.contains(where: needsEscape) { return s }
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
