extension OutputManifest {
    /// Reads a manifest exactly as `encode` lays it out, a member per line, without building a JSON
    /// tree (a large site's manifest has a hundred thousand members). Returns nil for anything else,
    /// including escaped names, and the caller falls back to the JSON parser.
    static func readLines(_ bytes: [UInt8]) -> OutputManifest? {
        // Over the raw buffer: on an array slice, each byte's bounds check costs more than the work.
        bytes.withUnsafeBufferPointer { readLines($0) }
    }

    private static func readLines(_ bytes: UnsafeBufferPointer<UInt8>) -> OutputManifest? {
        var header: [String: String] = [:]
        var files: [String: String] = [:]
        var inputs: [String: String] = [:]
        // The sections in order: header lines, `"files": {`, its members, `},`, `"inputs": {`, its members, `}`.
        var section = 0 // 0 header, 1 files, 2 between, 3 inputs, 4 done
        var start = 0
        for end in bytes.indices where bytes[end] == UInt8(ascii: "\n") {
            let line = bytes[start..<end]
            start = end + 1
            switch section {
            case 0:
                if line.elementsEqual("  \"files\": {".utf8) {
                    section = 1
                } else if let (key, value) = member(line, indent: 2) {
                    header[key] = value
                }
            case 1, 3:
                if line.isEmpty { continue }
                if line.elementsEqual((section == 1 ? "  }," : "  }").utf8) {
                    section += 1
                    continue
                }
                guard let (key, value) = member(line, indent: 4) else { return nil }
                if section == 1 { files[key] = value } else { inputs[key] = value }
            case 2:
                guard line.elementsEqual("  \"inputs\": {".utf8) else { return nil }
                section = 3
            default:
                continue
            }
        }
        guard section == 4, let version = header["version"], let fingerprint = header["fingerprint"] else { return nil }
        return OutputManifest(version: version, fingerprint: fingerprint, files: files, inputs: inputs)
    }

    /// `"key": "value"` or `"key": value` after `indent` spaces, with an optional trailing comma;
    /// nil when the line holds anything else, or an escape.
    private static func member(_ line: Slice<UnsafeBufferPointer<UInt8>>, indent: Int) -> (String, String)? {
        var rest = line
        if rest.last == UInt8(ascii: ",") { rest = rest.dropLast() }
        guard rest.count > indent + 2, rest.prefix(indent).allSatisfy({ $0 == 0x20 }),
              !rest.contains(UInt8(ascii: "\\")) else { return nil }
        rest = rest.dropFirst(indent)
        guard rest.first == UInt8(ascii: "\""), let close = rest.dropFirst().firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        let key = String(decoding: rest[(rest.startIndex + 1)..<close], as: UTF8.self)
        var value = rest[(close + 1)...]
        guard value.starts(with: ": ".utf8) else { return nil }
        value = value.dropFirst(2)
        if value.first == UInt8(ascii: "\"") {
            guard value.count >= 2, value.last == UInt8(ascii: "\""),
                  !value.dropFirst().dropLast().contains(UInt8(ascii: "\"")) else { return nil }
            value = value.dropFirst().dropLast()
        }
        return (key, String(decoding: value, as: UTF8.self))
    }
}
