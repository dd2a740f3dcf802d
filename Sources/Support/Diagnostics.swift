/// Every problem one step found, as one error: what a template compile or a build throws, so that a
/// caller reports them all at once and need not know which layer found them.
public struct Diagnostics: Error, Sendable, CustomStringConvertible {
    /// The problems, sorted by path, line and column; problems at one place keep the order they were found in.
    public let all: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        all = diagnostics.enumerated().sorted { a, b in
            (a.element.path, a.element.line, a.element.column, a.offset)
                < (b.element.path, b.element.line, b.element.column, b.offset)
        }.map(\.element)
    }

    /// One diagnostic per line.
    public var description: String {
        all.map(\.description).joined(separator: "\n")
    }
}
