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
        var candidates: [String] = []
        for candidate in value.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = candidate.split(whereSeparator: isASCIIWhitespace)
            guard let url = parts.first, parts.count <= 2, URLPolicy.isAllowed(String(url)) else { return nil }
            if parts.count == 2 && !isDescriptor(parts[1]) { return nil }
            let normalized = URLPolicy.normalized(String(url))
            candidates.append(([links?.link(normalized) ?? normalized] + parts.dropFirst().map(String.init)).joined(separator: " "))
        }
        return candidates.isEmpty ? nil : candidates.joined(separator: ", ")
    }

    /// `154w` (a positive whole number) or `2x`, `1.5x` (a positive decimal number).
    private static func isDescriptor(_ text: Substring) -> Bool {
        guard let unit = text.last, text.count >= 2 else { return false }
        let number = text.dropLast()
        let digits = number.split(separator: ".", omittingEmptySubsequences: false)
        guard number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), digits.allSatisfy({ !$0.isEmpty }) else { return false }
        switch unit {
        case "w": return digits.count == 1 && number.contains(where: { $0 != "0" })
        case "x": return digits.count <= 2 && number.contains(where: { $0 != "0" && $0 != "." })
        default: return false
        }
    }

    /// The HTML spec's ASCII whitespace, which separates a candidate's URL from its descriptor.
    private static func isASCIIWhitespace(_ character: Character) -> Bool {
        // "\r\n" is one Character in Swift.
        character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n" || character == "\u{C}"
    }
}
