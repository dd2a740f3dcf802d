/// A fragment of HTML that is known to be safe to insert unescaped.
///
/// Only this module can create one (from sanitised Markdown output or from trusted code paths), so a
/// `data-html` binding can never receive a string that merely claims to be safe.
public struct SafeHTML: Sendable, Equatable, Hashable {
    /// The HTML source.
    public let html: String

    /// Wraps HTML that the caller vouches for. Internal on purpose: other layers must go through
    /// `Markdown.render` or another sanitiser of this module.
    init(trusted html: String) {
        self.html = html
    }

    /// The empty fragment.
    public static let empty = SafeHTML(trusted: "")
}
