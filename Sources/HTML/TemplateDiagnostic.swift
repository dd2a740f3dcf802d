/// One problem found in a template, located like a compiler error.
public struct TemplateDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template file path as given to the library (relative if the directory was relative).
    public let path: String
    /// The 1-based line, or 0 when the problem concerns the whole file.
    public let line: Int
    /// The 1-based column, or 0 when libxml2 does not know it (printed as 1).
    public let column: Int
    /// What is wrong.
    public let message: String

    /// Creates a diagnostic.
    public init(path: String, line: Int, column: Int = 0, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: error: message`.
    public var description: String {
        "\(path):\(line):\(max(column, 1)): error: \(message)"
    }
}

/// Every problem found while compiling a template, sorted by path then line.
public struct TemplateErrors: Error, Sendable, CustomStringConvertible {
    /// The problems, sorted by path, line and column.
    public let diagnostics: [TemplateDiagnostic]

    /// Creates the error, sorting the diagnostics so output is deterministic.
    public init(diagnostics: [TemplateDiagnostic]) {
        // Stable sort by index keeps discovery order for problems on the same line.
        self.diagnostics = diagnostics.enumerated().sorted { a, b in
            (a.element.path, a.element.line, a.element.column, a.offset)
                < (b.element.path, b.element.line, b.element.column, b.offset)
        }.map(\.element)
    }

    /// One diagnostic per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
