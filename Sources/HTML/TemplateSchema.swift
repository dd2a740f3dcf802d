/// The kind of value a key carries; used to check templates at compile time.
public indirect enum TemplateValueKind: Sendable, Equatable {
    case text
    case html
    /// JSON text, bound only by `data-json` on a `<script type="application/ld+json">`.
    case json
    case flag
    /// A list whose items provide the keys of the nested schema.
    case list(TemplateSchema)

    /// How the kind reads in a diagnostic: "key 'x' is a list".
    var phrase: String {
        switch self {
        case .text: return "text"
        case .html: return "html"
        case .json: return "JSON"
        case .flag: return "a flag"
        case .list: return "a list"
        }
    }
}

/// The keys a page provides and their kinds.
///
/// `.text` keys may be bound by data-text, data-attr-*, data-if; `.html` by data-html, data-if;
/// `.json` by data-json, data-if; `.flag` by data-if only; `.list` by data-each, data-if. Any other use is a compile error
/// such as "key 'x' is a list; data-text needs text".
public struct TemplateSchema: Sendable, Equatable {
    /// The kinds by key.
    public var keys: [String: TemplateValueKind]

    /// Creates a schema.
    public init(_ keys: [String: TemplateValueKind]) {
        self.keys = keys
    }
}
