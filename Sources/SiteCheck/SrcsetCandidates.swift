/// The URLs of a `srcset` attribute, split as the HTML standard's "parse a srcset attribute" does: a
/// candidate's URL runs to the next whitespace (trailing commas end it), its descriptors to the next comma
/// outside parentheses.
enum SrcsetCandidates {
    static func urls(_ value: String) -> [String] {
        let characters = Array(value.unicodeScalars)
        var urls: [String] = []
        var index = 0
        while true {
            while index < characters.count, isSpace(characters[index]) || characters[index] == "," { index += 1 }
            guard index < characters.count else { return urls }
            let start = index
            while index < characters.count, !isSpace(characters[index]) { index += 1 }
            var url = String(String.UnicodeScalarView(characters[start..<index]))
            if url.hasSuffix(",") {
                while url.hasSuffix(",") { url.removeLast() }
            } else {
                index = endOfDescriptors(characters, from: index)
            }
            if !url.isEmpty { urls.append(url) }
        }
    }

    /// The index just past the comma that ends the descriptors starting at `index`, or the end.
    private static func endOfDescriptors(_ characters: [Unicode.Scalar], from index: Int) -> Int {
        var index = index
        var inParentheses = false
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == "(" { inParentheses = true }
            if character == ")" { inParentheses = false }
            if character == "," && !inParentheses { break }
        }
        return index
    }

    private static func isSpace(_ character: Unicode.Scalar) -> Bool {
        character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\u{C}"
    }
}
