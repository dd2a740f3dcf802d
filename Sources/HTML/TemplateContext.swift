/// The values a page provides to its template, by key.
public struct TemplateContext: Sendable, Equatable {
    /// The values by binding key.
    public var values: [String: TemplateValue]

    /// Creates a context from a dictionary of values.
    public init(_ values: [String: TemplateValue] = [:]) {
        self.values = values
    }

    /// The value for `key`, or nil when the context does not provide it.
    public subscript(key: String) -> TemplateValue? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
