/// One problem found in the site's input, printed like a compiler diagnostic:
/// `content/movies/550.json:12:17: error: runtime: expected a number, found "112 min"`.
public struct Diagnostic: Error, Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    public let severity: Severity
    /// The file, relative to the site folder where possible.
    public let path: String
    /// 1-based; 0 when the problem concerns the whole file.
    public let line: Int
    /// 1-based; 0 when unknown.
    public let column: Int
    public let message: String

    public init(_ severity: Severity, path: String, line: Int = 0, column: Int = 0, message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public static func error(_ path: String, line: Int = 0, column: Int = 0, _ message: String) -> Diagnostic {
        Diagnostic(.error, path: path, line: line, column: column, message: message)
    }

    public static func warning(_ path: String, line: Int = 0, column: Int = 0, _ message: String) -> Diagnostic {
        Diagnostic(.warning, path: path, line: line, column: column, message: message)
    }

    public var isError: Bool { severity == .error }

    public var description: String {
        // Editors and CI annotators expect a position; a whole-file problem points at 1:1.
        "\(path):\(max(line, 1)):\(max(column, 1)): \(severity.rawValue): \(message)"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.message)
    }
}
