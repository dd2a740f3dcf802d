public import Support

/// Which `srcset` values may be bound into an `<img srcset>`: a list of image candidates, each a URL
/// that `URLPolicy` accepts and an optional width (`154w`) or density (`2x`, `1.5x`) descriptor.
///
/// A `srcset` holds several URLs in one attribute, which is why binding one was refused before: the
/// value is checked and rewritten candidate by candidate, and any candidate that does not parse as
/// one of these shapes leaves the whole attribute out, as a refused URL does. The value is split at
/// commas, so a bound URL may not contain one (a Router or TMDB URL never does).
public enum SrcsetPolicy {
    /// The value as it should be written (each URL normalised as `URLPolicy.normalized` does and made
    /// relative through `links` when given, the candidates joined by `", "`), or nil when any candidate is
    /// refused or the value is empty.
    public static func checked(_ value: String, links: RelativeLinks? = nil) -> String? {
        value.withUTF8Bytes { bytes in
            isWrittenAsIs(bytes, links: links) ? value : checked(bytes: bytes, links: links)
        }
    }

    /// Whether `checked` would write `bytes` as they are: candidates joined by `", "`, each a URL that is allowed,
    /// needs no normalising and is none of the site's own (so no link to make relative), with at most one descriptor
    /// after one space. A presentation's srcset is (`ImageSource`), and is then returned without a copy: split into
    /// candidates, each made a String, checked and joined again, it was 4.9% of a 50k build's CPU samples (perf,
    /// 2026-11-28).
    private static func isWrittenAsIs(_ bytes: UnsafeBufferPointer<UInt8>, links: RelativeLinks?) -> Bool {
        var start = bytes.startIndex
        while true {
            // The URL ends at the first space or comma, the candidate at the first comma after it: found a word at a
            // time, as two searches byte by byte they were half of this check (Callgrind, 2026-12-07).
            let space = ByteWords.firstIndex(of: UInt8(ascii: " "), or: UInt8(ascii: ","), in: bytes, from: start) ?? bytes.endIndex
            let end =
                space < bytes.endIndex && bytes[space] == UInt8(ascii: " ")
                ? ByteWords.firstIndex(of: UInt8(ascii: ","), in: bytes, from: space + 1) ?? bytes.endIndex
                : space
            let url = bytes[start..<space]
            guard !url.isEmpty, URLPolicy.isWrittenAsIs(url), URLPolicy.isAllowed(bytes: url) == true,
                links.map({ !url.starts(with: $0.basePath.utf8) }) ?? true
            else { return false }
            if space < end, !isDescriptor(bytes[(space + 1)..<end]) { return false }
            if end == bytes.endIndex { return true }
            guard end + 1 < bytes.endIndex, bytes[end + 1] == UInt8(ascii: " ") else { return false }
            start = end + 2
        }
    }

    // Read as bytes, not Characters: this runs for every card of every page, and splitting at grapheme
    // boundaries made it 19% of a 10k build's CPU (perf, 2026-11-25). Commas and the whitespace that
    // separates a descriptor are ASCII, and no byte of a multi-byte UTF-8 sequence is.
    private static func checked(bytes: UnsafeBufferPointer<UInt8>, links: RelativeLinks?) -> String? {
        var written: [String] = []
        var start = bytes.startIndex
        while true {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.endIndex
            guard let candidate = candidate(bytes[start..<end], links: links) else { return nil }
            written.append(candidate)
            if end == bytes.endIndex { return written.joined(separator: ", ") }
            start = end + 1
        }
    }

    /// One candidate as written (its URL normalised, then made relative, and its descriptor), or nil when refused.
    private static func candidate(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, links: RelativeLinks?) -> String? {
        let parts = bytes.split(whereSeparator: HTMLSanitizer.isASCIIWhitespace)
        guard let first = parts.first, parts.count <= 2 else { return nil }
        let url = String(decoding: first, as: UTF8.self)
        guard URLPolicy.isAllowed(url) else { return nil }
        let normalized = URLPolicy.normalized(url)
        let link = links?.link(normalized) ?? normalized
        guard parts.count == 2 else { return link }
        guard isDescriptor(parts[1]) else { return nil }
        return link + " " + String(decoding: parts[1], as: UTF8.self)
    }

    /// `154w` (a positive whole number) or `2x`, `1.5x` (a positive decimal number). Read in one pass: split into
    /// groups at the dot, it made an array for every candidate of every card.
    private static func isDescriptor(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let unit = text.last, text.count >= 2 else { return false }
        var (dots, digitsInGroup, hasNonZeroDigit) = (0, 0, false)
        for byte in text.dropLast() {
            switch byte {
            case UInt8(ascii: "."):
                guard digitsInGroup > 0 else { return false }
                (dots, digitsInGroup) = (dots + 1, 0)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digitsInGroup += 1
                hasNonZeroDigit = hasNonZeroDigit || byte != UInt8(ascii: "0")
            default:
                return false
            }
        }
        guard digitsInGroup > 0, hasNonZeroDigit else { return false }
        switch unit {
        case UInt8(ascii: "w"): return dots == 0
        case UInt8(ascii: "x"): return dots <= 1
        default: return false
        }
    }

}
