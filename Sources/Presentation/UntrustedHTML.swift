/// HTML as an API sent it (a book description, comic news). Presentation passes it on untouched;
/// the view layer sanitises it to an allowlist before it reaches a page.
public struct UntrustedHTML: Sendable, Equatable {
    public let source: String
    public init(_ source: String) { self.source = source }
}
