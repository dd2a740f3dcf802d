import Foundation

/// URL-safe ASCII slugs: lowercase letters, digits and single hyphens.
public enum Slug {
    public static let maximumLength = 60

    /// `"Fight Club"` → `"fight-club"`, `"Häxan"` → `"haxan"`; nil when the text has no ASCII letter
    /// (a Cyrillic or Japanese title), so the caller falls back to an id.
    public static func make(_ text: String) -> String? {
        // Most titles are ASCII; Foundation's folding is only needed (and only paid for) otherwise.
        let folded =
            text.utf8.allSatisfy({ $0 < 0x80 })
            ? text
            : text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        var slug: [UInt8] = []
        slug.reserveCapacity(min(folded.utf8.count, maximumLength))
        var pendingHyphen = false
        var hasLetter = false
        for scalar in folded.unicodeScalars {
            var value = scalar.value
            if (0x41...0x5A).contains(value) { value += 0x20 }
            let isLetter = (0x61...0x7A).contains(value)
            if isLetter || (0x30...0x39).contains(value) {
                let separator = pendingHyphen && !slug.isEmpty
                if slug.count + (separator ? 2 : 1) > maximumLength { break }
                if separator { slug.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                slug.append(UInt8(value))
                hasLetter = hasLetter || isLetter
            } else if scalar != "'" && scalar != "’" {
                // Apostrophes vanish ("Singin' in the Rain" → "singin-in-the-rain"); other marks separate words.
                pendingHyphen = true
            }
        }
        return hasLetter ? String(decoding: slug, as: UTF8.self) : nil
    }

    /// The one address a name gets: its slug, or a stable stand-in when it has no ASCII letter.
    /// Names that differ only in case, accents or punctuation share it, and so share a page.
    public static func key(for name: String) -> String {
        make(name) ?? fallback(for: name)
    }

    /// A stable stand-in for a name with no ASCII letters (FNV-1a of its UTF-8), so that it still gets a page.
    public static func fallback(for text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "n" + String(hash, radix: 16)
    }
}
