import Support

/// One instruction of a compiled template as the compiler makes it, a static byte run or a hole filled at render time;
/// `RenderProgram` lays them out flat for rendering.
enum RenderOp: Sendable {
    /// Static, already-serialised HTML.
    case bytes([UInt8])
    /// `data-text`: the value's text, escaped.
    case text(key: TemplateKey)
    /// `data-html`: a `SafeHTML` value, unescaped.
    case html(key: TemplateKey)
    /// `data-json`: JSON text, escaped for a script element's body (`HTMLEscaping.escapeScriptJSON`).
    case json(key: TemplateKey)
    /// `data-attr-*`: ` name="value"`, or nothing when the value is absent or fails the attribute's
    /// `check`. `prefix` is the precomputed ` name="`.
    case attribute(prefix: [UInt8], key: TemplateKey, check: AttributeCheck)
    /// `data-each`: the body once per list item, with the item as the innermost scope.
    case each(key: TemplateKey, body: [RenderOp])
    /// `data-if`: the body when the value is truthy (or falsy when `negated`).
    case `if`(key: TemplateKey, negated: Bool, body: [RenderOp])
}

/// How a bound attribute's value is checked before it is written.
enum AttributeCheck: Sendable {
    /// Any text, escaped.
    case text
    /// A URL (`href`, `src`, …): written only when `URLPolicy` allows it, normalised.
    case url
    /// An image candidate list (`srcset`, and a preload link's `imagesrcset`): written only when
    /// `SrcsetPolicy` allows every candidate.
    case srcset

    /// The check for the attribute `name`.
    init(attribute name: String) {
        if name == "srcset" || name == "imagesrcset" {
            self = .srcset
        } else {
            self = TemplateCompiler.urlAttributes.contains(name) ? .url : .text
        }
    }

    /// `value` as the attribute writes it (relative to the page when `links` is set), or nil when it is left out.
    func checked(_ value: String, links: RelativeLinks?) -> String? {
        switch self {
        case .text: return value
        case .url:
            guard URLPolicy.isAllowed(value) else { return nil }
            let url = URLPolicy.normalized(value)
            return links?.link(url) ?? url
        case .srcset: return SrcsetPolicy.checked(value, links: links)
        }
    }
}

/// Accumulates render ops, merging adjacent static bytes into single runs.
struct ProgramBuilder {
    private(set) var ops: [RenderOp] = []
    private var pending: [UInt8] = []

    mutating func append(_ s: String) {
        pending.append(contentsOf: s.utf8)
    }

    mutating func appendEscapedText(_ s: String) {
        HTMLEscaping.escapeText(s, into: &pending)
    }

    mutating func appendEscapedAttribute(_ s: String) {
        HTMLEscaping.escapeAttribute(s, into: &pending)
    }

    mutating func hole(_ op: RenderOp) {
        flush()
        ops.append(op)
    }

    /// The finished program.
    mutating func finish() -> [RenderOp] {
        flush()
        return ops
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        ops.append(.bytes(pending))
        pending = []
    }
}
