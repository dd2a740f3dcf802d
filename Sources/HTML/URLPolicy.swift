/// Which URLs may be bound into URL attributes (`href`, `src`, …).
public enum URLPolicy {
    private static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// True for `http:`, `https:`, `mailto:` and relative URLs (no scheme).
    ///
    /// The scheme is read the way browsers do: leading and trailing ASCII whitespace and control
    /// characters are stripped, embedded tab/CR/LF removed, and the scheme is whatever precedes the
    /// first `:` that comes before any `/`, `?` or `#`, compared case-insensitively. So
    /// ` JaVa\tScRiPt:alert(1)` is refused just like `javascript:alert(1)`.
    public static func isAllowed(_ url: String) -> Bool {
        var bytes = Array(url.utf8)
        // Browsers strip C0 controls and space at both ends, and tab/CR/LF anywhere.
        while let first = bytes.first, first <= 0x20 { bytes.removeFirst() }
        while let last = bytes.last, last <= 0x20 { bytes.removeLast() }
        bytes.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }

        for (i, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                return true  // a path, query or fragment comes first: relative URL
            case UInt8(ascii: ":"):
                let scheme = String(decoding: bytes[..<i], as: UTF8.self).lowercased()
                return allowedSchemes.contains(scheme)
            default:
                continue
            }
        }
        return true  // no colon at all: relative
    }
}
