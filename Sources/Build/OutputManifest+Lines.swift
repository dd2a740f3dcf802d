import Support

extension OutputManifest {
    /// Reads a manifest exactly as `encode` lays it out, a member per line, without building a JSON
    /// tree (a large site's manifest has a hundred thousand members). Returns nil for anything else,
    /// including escaped names, and the caller falls back to the JSON parser. Says too whether every path is
    /// safe (see `hasOnlySafePaths`), checked on each line's bytes as it is read: checked afterwards on the
    /// strings, it took a third of the manifest's reading time (50k items).
    static func readCheckingLines(_ bytes: [UInt8]) -> (manifest: OutputManifest, hasOnlySafePaths: Bool)? {
        // Over the raw buffer: on an array slice, each byte's bounds check costs more than the work.
        bytes.withUnsafeBufferPointer { readLines($0) }
    }

    private static func readLines(_ bytes: UnsafeBufferPointer<UInt8>) -> (manifest: OutputManifest, hasOnlySafePaths: Bool)? {
        var lines = LineReader(bytes: bytes, position: 0)
        guard let (version, fingerprint) = header(&lines) else { return nil }
        var files: [String: ContentHash.Digest] = [:]
        var inputs: [String: ContentHash.Digest] = [:]
        // A member line is about a hundred bytes, and the two sections hold about as many each.
        files.reserveCapacity(bytes.count / 200)
        inputs.reserveCapacity(bytes.count / 200)
        // The sections after the header, in order: the files' members, `},`, `"inputs": {`, its members, `}`.
        var section = 1 // 1 files, 2 between, 3 inputs, 4 done
        var isSafe = true
        while let range = lines.next() {
            let line = bytes[range]
            switch section {
            case 1, 3:
                if line.isEmpty { continue }
                if line.elementsEqual((section == 1 ? "  }," : "  }").utf8) {
                    section += 1
                    continue
                }
                guard let (keyRange, value) = member(line, indent: 4, isSafePath: &isSafe),
                    let digest = bytes.digest(in: value)
                else { return nil }
                let key = bytes.string(in: keyRange)
                if section == 1 { files[key] = digest } else { inputs[key] = digest }
            case 2:
                guard line.elementsEqual("  \"inputs\": {".utf8) else { return nil }
                section = 3
            default:
                continue
            }
        }
        guard section == 4 else { return nil }
        return (OutputManifest(version: version, fingerprint: fingerprint, files: files, inputs: inputs), isSafe)
    }

    /// The header's version and fingerprint, its lines read up to and including `"files": {`; nil when a line
    /// that opens the files never comes, or the header lacks either.
    static func header(_ lines: inout LineReader) -> (version: String, fingerprint: String)? {
        var header: [String: String] = [:]
        var isPath = true // header keys are not paths
        while let line = lines.next() {
            let bytes = lines.bytes
            if bytes[line].elementsEqual("  \"files\": {".utf8) {
                guard let version = header["version"], let fingerprint = header["fingerprint"] else { return nil }
                return (version, fingerprint)
            }
            if let (key, value) = member(bytes[line], indent: 2, isSafePath: &isPath) {
                header[bytes.string(in: key)] = bytes.string(in: value)
            }
        }
        return nil
    }

    /// `"key": "value"` or `"key": value` after `indent` spaces, with an optional trailing comma: where the key and
    /// the value are; nil when the line holds anything else, or an escape. One pass over the bytes: a large site's
    /// manifest has a hundred and fifty thousand lines.
    /// - Parameter isSafePath: set to false when the key is not a safe relative path.
    static func member(
        _ line: Slice<UnsafeBufferPointer<UInt8>>, indent: Int, isSafePath: inout Bool
    ) -> (key: Range<Int>, value: Range<Int>)? {
        let (bytes, quote, backslash) = (line.base, UInt8(ascii: "\""), UInt8(ascii: "\\"))
        var end = line.endIndex
        if end > line.startIndex && bytes[end - 1] == UInt8(ascii: ",") { end -= 1 }
        let keyStart = line.startIndex + indent + 1
        // Searched with `memchr` rather than byte by byte: 1,240 instructions a line were 4% of a 50k edit (Callgrind).
        guard end - line.startIndex > indent + 2, bytes[keyStart - 1] == quote,
            line[line.startIndex..<(keyStart - 1)].allSatisfy({ $0 == 0x20 }),
            let keyEnd = bytes.firstIndex(of: quote, in: keyStart..<end),
            bytes.firstIndex(of: backslash, in: keyStart..<keyEnd) == nil,
            end - keyEnd >= 3, bytes[keyEnd + 1] == UInt8(ascii: ":"), bytes[keyEnd + 2] == 0x20
        else { return nil }
        var value = (keyEnd + 3)..<end
        if !value.isEmpty && bytes[value.lowerBound] == quote {
            guard value.count >= 2, bytes[end - 1] == quote else { return nil }
            value = (value.lowerBound + 1)..<(end - 1)
            if bytes.firstIndex(of: quote, in: value) != nil { return nil }
        }
        if bytes.firstIndex(of: backslash, in: value) != nil { return nil }
        if !FileSystem.isSafeRelativePath(UnsafeBufferPointer(rebasing: bytes[keyStart..<keyEnd])) { isSafePath = false }
        return (keyStart..<keyEnd, value)
    }
}
