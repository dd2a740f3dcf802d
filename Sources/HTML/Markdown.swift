import CCmark

/// CommonMark rendering for the owner's notes and free pages.
public enum Markdown {
    /// CommonMark via libcmark: raw HTML dropped (cmark's safe default), unsafe link schemes
    /// (`javascript:`, `vbscript:`, `file:`, `data:` other than images) blanked, smart punctuation on.
    /// Links and images with a URL the site refuses keep their text but lose the link.
    /// - Parameter headingOffset: added to every heading level, e.g. 2 when the notes sit under an `<h2>`.
    public static func render(_ source: String, headingOffset: Int = 0) -> SafeHTML {
        // Never CMARK_OPT_UNSAFE: the safe default is what makes the output trustworthy.
        let options = CMARK_OPT_SMART
        guard let document = CmarkDocument(markdown: source, options: options) else { return .empty }
        document.shiftHeadings(by: headingOffset)
        document.unwrapDisallowedLinks()
        return SafeHTML(trusted: document.renderHTML(options: options))
    }
}
