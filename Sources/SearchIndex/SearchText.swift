import Foundation
import Support

/// How text becomes search terms, at index time here and at query time in the search page's script
/// (`Templates/assets/search.js`), which follows the same rules step by step:
///
/// 1. Compatibility decomposition (NFKD), so that `ﬁ` is `fi` and full-width `Ａ` is `A`.
/// 2. The combining diacritical marks of the Latin, Greek and Cyrillic scripts are dropped, so that
///    "Erdos" finds "Erdős"; other marks stay (a Japanese voiced mark changes the word).
/// 3. Canonical composition (NFC) puts kana and Hangul back together, then lower case.
/// 4. Words are runs of letters, digits and marks. Han, kana and Hangul are written without spaces, so
///    a run of them gives its overlapping pairs of characters (bigrams), and a single one itself.
public enum SearchText {
    /// `text` folded as step 1 to 3 say.
    public static func folded(_ text: String) -> String {
        let decomposed = text.decomposedStringWithCompatibilityMapping
        var kept = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars where !isFoldedMark(scalar) { kept.append(scalar) }
        return String(kept).precomposedStringWithCanonicalMapping.lowercased()
    }

    /// The terms of `text`, in order, repeats kept.
    public static func terms(_ text: String) -> [String] {
        // Most catalog text is ASCII, where folding changes nothing but case and the words are runs of ASCII
        // letters and digits: read the bytes straight. Normalising through Foundation cost most of the
        // index's build time (a 10k catalog: 0.9 s of a 2.4 s build).
        asciiTerms(text) ?? foldedTerms(text)
    }

    /// The terms of any text, by the four steps above.
    static func foldedTerms(_ text: String) -> [String] {
        var terms: [String] = []
        var word = String.UnicodeScalarView()
        var spaceless: [Unicode.Scalar] = []
        func flush() {
            if !word.isEmpty { terms.append(String(word)) }
            word.removeAll()
            if spaceless.count == 1 { terms.append(String(Character(spaceless[0]))) }
            if spaceless.count > 1 {
                for index in 1..<spaceless.count {
                    var pair = String.UnicodeScalarView()
                    pair.append(spaceless[index - 1])
                    pair.append(spaceless[index])
                    terms.append(String(pair))
                }
            }
            spaceless.removeAll()
        }
        for scalar in folded(text).unicodeScalars {
            if isSpaceless(scalar) {
                if !word.isEmpty { flush() }
                spaceless.append(scalar)
            } else if isWordPart(scalar) {
                if !spaceless.isEmpty { flush() }
                word.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return terms
    }

    /// The terms of `text` when it is all ASCII, else nil.
    static func asciiTerms(_ text: String) -> [String]? {
        return text.withUTF8Bytes { bytes -> [String]? in
            var terms: [String] = []
            var word: [UInt8] = []
            for byte in bytes {
                switch byte {
                case 0x80...: return nil
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
                default:
                    if !word.isEmpty { terms.append(String(decoding: word, as: UTF8.self)) }
                    word.removeAll(keepingCapacity: true)
                }
            }
            if !word.isEmpty { terms.append(String(decoding: word, as: UTF8.self)) }
            return terms
        }
    }

    /// U+0300–036F, 1AB0–1AFF, 1DC0–1DFF, 20D0–20FF and FE20–FE2F: the blocks of combining marks that
    /// Latin, Greek and Cyrillic letters decompose into.
    static func isFoldedMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }

    /// Han (with its extensions and compatibility ideographs), hiragana, katakana and Hangul.
    static func isSpaceless(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F,
            0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF:
            true
        default: false
        }
    }

    /// Letters, digits and marks: the general categories L, N and M, as `[\p{L}\p{N}\p{M}]` in the script.
    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default: false
        }
    }
}
