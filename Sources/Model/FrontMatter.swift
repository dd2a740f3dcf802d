/// Splits a Markdown file into its `---`-fenced front matter and its body.
enum FrontMatter {
    struct Split {
        var frontMatter: String?
        var body: String
        var unterminated = false
    }

    static func split(_ text: String) -> Split {
        var text = Substring(text)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        // "\r\n" is one Character in Swift: split on both, or Windows files would never find their '---'.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        guard let first = lines.first, first.trimmingTrailingCR() == "---" else {
            return Split(frontMatter: nil, body: String(text))
        }
        guard let end = lines.dropFirst().firstIndex(where: { $0.trimmingTrailingCR() == "---" }) else {
            return Split(frontMatter: nil, body: "", unterminated: true)
        }
        let yaml = lines[1..<end].joined(separator: "\n")
        let body = lines[(end + 1)...].joined(separator: "\n")
        return Split(frontMatter: yaml, body: body)
    }
}

extension Substring {
    fileprivate func trimmingTrailingCR() -> Substring {
        hasSuffix("\r") ? dropLast() : self
    }
}
