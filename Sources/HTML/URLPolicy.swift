import Support

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
        // Read from the string's storage, not through its `UTF8View` (0.9% of a 1k build's instructions, Callgrind).
        if let verdict = url.withUTF8Bytes({ isAllowed(bytes: $0) }) { return verdict }
        var bytes = Array(url.utf8)
        // Browsers strip C0 controls and space at both ends, and tab/CR/LF anywhere.
        while let first = bytes.first, first <= 0x20 { bytes.removeFirst() }
        while let last = bytes.last, last <= 0x20 { bytes.removeLast() }
        bytes.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }

        for (i, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                return true // a path, query or fragment comes first: relative URL
            case UInt8(ascii: ":"):
                let scheme = String(decoding: bytes[..<i], as: UTF8.self).lowercased()
                return allowedSchemes.contains(scheme)
            default:
                continue
            }
        }
        return true // no colon at all: relative
    }

    /// `isAllowed` for the usual URL, with nothing to trim or remove and an ASCII scheme, read in place;
    /// nil for anything else, which takes the general path.
    static func isAllowed(bytes utf8: some BidirectionalCollection<UInt8>) -> Bool? {
        guard let first = utf8.first, let last = utf8.last, first > 0x20, last > 0x20 else { return nil }
        var schemeLength = 0
        for byte in utf8 {
            switch byte {
            case 0x09, 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                return true
            case UInt8(ascii: ":"):
                let scheme = utf8.prefix(schemeLength)
                guard scheme.allSatisfy({ $0 < 0x80 }) else { return nil }
                // The schemes of `allowedSchemes`, compared without making a String.
                return isScheme(scheme, "http") || isScheme(scheme, "https") || isScheme(scheme, "mailto")
            default:
                schemeLength += 1
            }
        }
        return true
    }

    /// Whether the ASCII `scheme` is `name` (lower case) in any case. Byte by byte from the literal's storage: compared
    /// through its `UTF8View`, it was 0.7% of a 1k build's instructions (Callgrind, 2026-11-28).
    private static func isScheme(_ scheme: some Collection<UInt8>, _ name: StaticString) -> Bool {
        guard scheme.count == name.utf8CodeUnitCount else { return false }
        var letter = name.utf8Start
        for byte in scheme {
            guard (0x41...0x5A).contains(byte) ? byte + 32 == letter.pointee : byte == letter.pointee else { return false }
            letter += 1
        }
        return true
    }

    /// `url` as it should be written into an attribute: trimmed as browsers trim it, and with every
    /// byte a URL may not contain percent-encoded (spaces, `^`, `|`, non-ASCII, a `%` that starts no
    /// escape), so a page validates even when an API sends a sloppy link. Existing escapes are kept.
    public static func normalized(_ url: String) -> String {
        // Almost every URL is already clean (this runs for every link of every page): return it
        // as it is when no byte would be trimmed, removed or escaped. A '%' takes the full path.
        let isClean = url.utf8.withContiguousStorageIfAvailable { isWrittenAsIs($0) }
        if isClean == true { return url }
        var bytes = Array(url.utf8)
        while let first = bytes.first, first <= 0x20 { bytes.removeFirst() }
        while let last = bytes.last, last <= 0x20 { bytes.removeLast() }
        bytes.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for (i, byte) in bytes.enumerated() {
            let isEscape = byte == UInt8(ascii: "%") && i + 2 < bytes.count && isHexDigit(bytes[i + 1]) && isHexDigit(bytes[i + 2])
            if byte > 0x20 && byte < 0x7F && !isDisallowed(byte) && (byte != UInt8(ascii: "%") || isEscape) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `normalized` leaves a URL of these bytes as it is: printable ASCII that a URL may hold raw, and no `%`
    /// (which takes the full path).
    static func isWrittenAsIs(_ bytes: some Collection<UInt8>) -> Bool {
        if let verdict = bytes.withContiguousStorageIfAvailable(isWrittenAsIs(contiguous:)) { return verdict }
        return bytes.allSatisfy(isWrittenAsIs(byte:))
    }

    /// `isWrittenAsIs` eight bytes at a time, each word tested for the bytes that are not (see `hasRefusedByte`), the
    /// last few bytes one by one. Byte by byte it took 14 instructions a byte, for every link and `srcset` candidate
    /// of every page: 79 M of a 1k full build's instructions (Callgrind, 2026-12-07).
    private static func isWrittenAsIs(contiguous bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index &+ 8 <= bytes.count {
            if hasRefusedByte(ByteWords.word(bytes, at: index)) { return false }
            index &+= 8
        }
        return bytes[index...].allSatisfy(isWrittenAsIs(byte:))
    }

    private static func isWrittenAsIs(byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "%") && !isDisallowed(byte)
    }

    /// Whether a byte of `word` is one `isWrittenAsIs(byte:)` refuses: below 0x21 or above 0x7E, `%`, or one of
    /// `isDisallowed`'s (`<` and `>` are the bytes that are 0x3E with bit 1 set, `\\` and `^` 0x5E; see `ByteWords`).
    @inline(__always)
    private static func hasRefusedByte(_ word: UInt64) -> Bool {
        func has(_ byte: UInt8) -> UInt64 { ByteWords.bytes(word, equalTo: byte) }
        let outside = ByteWords.bytes(word, below: 0x21) | ByteWords.nonASCIIBytes(word) | has(0x7F)
        let pairs = ByteWords.bytes(word, equalTo: 0x3E, ignoringBit: 1) | ByteWords.bytes(word, equalTo: 0x5E, ignoringBit: 1)
        let singles =
            has(UInt8(ascii: "\"")) | has(UInt8(ascii: "%")) | has(UInt8(ascii: "`")) | has(UInt8(ascii: "{"))
            | has(UInt8(ascii: "|")) | has(UInt8(ascii: "}"))
        return outside | pairs | singles != 0
    }

    /// Printable ASCII that may not appear raw in a URL: `"<>\^`{|}` (a switch, not a `Set`: hashing
    /// every byte of every link was a noticeable part of rendering).
    private static func isDisallowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "^"),
            UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    private static func isHexDigit(_ b: UInt8) -> Bool {
        (0x30...0x39).contains(b) || (0x41...0x46).contains(b) || (0x61...0x66).contains(b)
    }
}
