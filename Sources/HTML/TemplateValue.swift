/// A value bound into a template at render time.
public enum TemplateValue: Sendable, Equatable {
    /// Plain text; always escaped on output.
    case text(String)
    /// Already-safe HTML, inserted unescaped by `data-html`.
    case html(SafeHTML)
    /// JSON text for `data-json`, the body of a `<script type="application/ld+json">`: written with `<`, `>`,
    /// `&`, U+2028 and U+2029 as `\u` escapes, so that no value can end the script element.
    case json(String)
    /// A boolean for `data-if`.
    case flag(Bool)
    /// The items of a `data-each`; each item is the innermost scope for the repeated element.
    case list([TemplateContext])
    /// No value: `data-attr-*` omits the attribute, `data-if` is false, `data-text` writes nothing.
    case absent

    /// `.text(s)`, or `.absent` when `s` is nil.
    public static func optionalText(_ s: String?) -> TemplateValue {
        guard let s else { return .absent }
        return .text(s)
    }

    /// Truthiness as `data-if` sees it.
    var isTruthy: Bool {
        switch self {
        case .text(let s): return !s.isEmpty
        case .html(let h): return !h.html.isEmpty
        case .json(let s): return !s.isEmpty
        case .flag(let b): return b
        case .list(let items): return !items.isEmpty
        case .absent: return false
        }
    }
}
