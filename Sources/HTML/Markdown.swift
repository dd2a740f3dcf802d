import CCmark

/// CommonMark rendering for the owner's notes and free pages.
public enum Markdown {
    /// CommonMark via libcmark: raw HTML dropped (cmark's safe default), unsafe link schemes
    /// (`javascript:`, `vbscript:`, `file:`, `data:` other than images) blanked, smart punctuation on.
    public static func render(_ source: String) -> SafeHTML {
        // Never CMARK_OPT_UNSAFE: the safe default is what makes the output trustworthy.
        let options = CMARK_OPT_SMART
        guard let document = CmarkDocument(markdown: source, options: options) else { return .empty }
        return SafeHTML(trusted: document.renderHTML(options: options))
    }
}
