import Foundation
import Support

/// URL-safe ASCII slugs: lowercase letters, digits and single hyphens.
public enum Slug {
    public static let maximumLength = 60

    /// `"Fight Club"` → `"fight-club"`, `"Häxan"` → `"haxan"`; nil when the text has no ASCII letter
    /// (a Cyrillic or Japanese title), so the caller falls back to an id.
    public static func make(_ text: String) -> String? {
        withSlug(of: text) { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends the slug of `text`, as `make` gives it, to `bytes`; false, leaving them as they were, when it has none.
    /// For an address written into one buffer with the parts around it (see `Router`).
    public static func append(_ text: String, to bytes: inout [UInt8]) -> Bool {
        withSlug(of: text) { bytes.append(contentsOf: $0) } != nil
    }

    /// `body` given the slug of `text`; nil, without calling it, when the text has no ASCII letter.
    private static func withSlug<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        // Most titles and names are ASCII: their bytes are read straight from the string's storage, which
        // costs a fraction of walking its scalars (a build makes a slug per movie, book and person).
        let ascii: Result?? = text.withUTF8Bytes { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? .some(withSlug(ofScalars: bytes.lazy.map(UInt32.init), body)) : .none
        }
        if let ascii { return ascii }
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        return withSlug(ofScalars: folded.unicodeScalars.lazy.map(\.value), body)
    }

    /// `body` given the slug of text as Unicode scalar values; nil when it has no ASCII letter.
    private static func withSlug<Result>(
        ofScalars scalars: some Sequence<UInt32>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { slug in
            var count = 0
            var pendingHyphen = false
            var hasLetter = false
            for scalar in scalars {
                var value = scalar
                if (0x41...0x5A).contains(value) { value += 0x20 }
                let isLetter = (0x61...0x7A).contains(value)
                if isLetter || (0x30...0x39).contains(value) {
                    let separator = pendingHyphen && count > 0
                    if count + (separator ? 2 : 1) > maximumLength { break }
                    if separator {
                        slug[count] = UInt8(ascii: "-")
                        count += 1
                    }
                    pendingHyphen = false
                    slug[count] = UInt8(value)
                    count += 1
                    hasLetter = hasLetter || isLetter
                } else if scalar != 0x27 && scalar != 0x2019 {
                    // Apostrophes vanish ("Singin' in the Rain" → "singin-in-the-rain"); other marks separate words.
                    pendingHyphen = true
                }
            }
            return hasLetter ? body(UnsafeBufferPointer(rebasing: slug[..<count])) : nil
        }
    }

    /// The one address a name gets: its slug, or a stable stand-in when it has no ASCII letter.
    /// Names that differ only in case, accents or punctuation share it, and so share a page.
    public static func key(for name: String) -> String {
        make(name) ?? fallback(for: name)
    }

    /// A stable stand-in for a name with no ASCII letters (FNV-1a of its UTF-8), so that it still gets a page.
    public static func fallback(for text: String) -> String {
        var digest = FNV1aDigest()
        digest.add(text.utf8)
        return "n" + String(digest.value, radix: 16)
    }
}
