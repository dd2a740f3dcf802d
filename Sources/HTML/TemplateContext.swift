public import Support

/// The values a page provides to its template, by key.
public struct TemplateContext: Sendable, Equatable {
    /// The values by binding key.
    public var values: TemplateValues
    /// Set on the context a page renders from when the site writes its links relative to each page
    /// (`relative_links`): every URL and `srcset` attribute is then rewritten through it. Read from the
    /// outermost context only.
    public var relativeLinks: RelativeLinks?
    /// Plain texts by binding key, looked up when `values` has no value for a key: a table that every page
    /// binds from (the UI strings of the site's language), shared by all of them instead of copied into
    /// each page's `values`.
    public var texts: [String: String]

    /// Creates a context from values by key (a key given twice keeps its last value) and, optionally, a table of texts.
    public init(
        _ values: KeyValuePairs<String, TemplateValue> = [:], texts: [String: String] = [:], relativeLinks: RelativeLinks? = nil
    ) {
        self.init(values: TemplateValues(values), texts: texts, relativeLinks: relativeLinks)
    }

    /// Creates a context from its values and, optionally, a table of texts.
    public init(values: TemplateValues, texts: [String: String] = [:], relativeLinks: RelativeLinks? = nil) {
        self.values = values
        self.texts = texts
        self.relativeLinks = relativeLinks
    }

    /// The value for `key`, or nil when the context does not provide it. Setting writes to `values`.
    public subscript(key: String) -> TemplateValue? {
        get { values[key] ?? texts[key].map(TemplateValue.text) }
        set { values[key] = newValue }
    }
}
