public import Support

/// The values a page provides to its template, by key.
public struct TemplateContext: Sendable, Equatable {
    /// The values by binding key.
    public var values: [String: TemplateValue]
    /// Set on the context a page renders from when the site writes its links relative to each page
    /// (`relative_links`): every URL and `srcset` attribute is then rewritten through it. Read from the
    /// outermost context only.
    public var relativeLinks: RelativeLinks?

    /// Creates a context from a dictionary of values.
    public init(_ values: [String: TemplateValue] = [:], relativeLinks: RelativeLinks? = nil) {
        self.values = values
        self.relativeLinks = relativeLinks
    }

    /// The value for `key`, or nil when the context does not provide it.
    public subscript(key: String) -> TemplateValue? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
