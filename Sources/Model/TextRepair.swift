/// Undoes the commonest encoding accident in API data: UTF-8 bytes that were read as Latin-1 and
/// stored again as UTF-8 ("Erdős" arriving as "ErdÅ\\u{91}s", or twice over as "ErdÃ\\u{85}Â\\u{91}s").
public enum TextRepair {
    /// `text` with every run of U+0080–U+00FF that spells valid multi-byte UTF-8 decoded again,
    /// up to three times for text damaged more than once. Text without such runs comes back unchanged,
    /// and a lone accented letter ("café") never matches, since one Latin-1 byte is not valid UTF-8.
    public static func fixMojibake(_ text: String) -> String {
        // U+0080–U+00FF are the only scalars whose UTF-8 starts with 0xC2 or 0xC3: without those bytes
        // there is nothing to repair, which is the case for almost all text.
        let suspect =
            text.utf8.withContiguousStorageIfAvailable { $0.contains { $0 == 0xC2 || $0 == 0xC3 } }
            ?? text.utf8.contains { $0 == 0xC2 || $0 == 0xC3 }
        guard suspect else { return text }
        var current = text
        for _ in 0..<3 {
            guard current.unicodeScalars.contains(where: { (0x80...0xFF).contains($0.value) }) else { return current }
            let repaired = repairRuns(current)
            if repaired == current { return current }
            current = repaired
        }
        return current
    }

    private static func repairRuns(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            guard !run.isEmpty else { return }
            // Only a run that decodes completely, into something other than itself, was damaged.
            if run.count >= 2, let decoded = String(validating: run, as: UTF8.self) {
                result.append(contentsOf: decoded.unicodeScalars)
            } else {
                result.append(contentsOf: run.map { Unicode.Scalar($0) })
            }
            run.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if (0x80...0xFF).contains(scalar.value) {
                run.append(UInt8(scalar.value))
            } else {
                flush()
                result.append(scalar)
            }
        }
        flush()
        return String(result)
    }
}
