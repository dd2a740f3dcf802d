import Foundation
import Support
import Yams

/// The parsed front matter of a Markdown file: its `key: value` fields, read with typed accessors
/// that report problems at the value's line inside the file.
struct FrontMatterFields {
    let file: String
    /// In file order.
    let fields: [(key: String, value: Node, keyNode: Node)]
    let body: String
    private(set) var diagnostics: [Diagnostic] = []

    /// The YAML starts on the file's second line; Yams counts lines from 1 within the YAML.
    private static let lineOffset = 1

    /// Splits and parses `text`; nil (with the diagnostic) when the front matter is not valid YAML.
    static func parse(_ text: String, file: String) -> Result<FrontMatterFields, Diagnostic> {
        let split = FrontMatter.split(text)
        guard let yaml = split.frontMatter else {
            if split.unterminated {
                return .failure(.error(file, line: 1, column: 1, "front matter starts with '---' but has no closing '---' line"))
            }
            return .success(FrontMatterFields(file: file, fields: [], body: split.body))
        }
        let root: Node?
        do {
            // The encoding is given rather than left to `Parser.Encoding.default`, which copies the whole
            // process environment into a dictionary on every call (most of the cost of a small notes file)
            // to look for YAMS_DEFAULT_ENCODING. UTF-8 is what it picks for Swift's native strings.
            root = try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch let error as YamlError {
            let (line, column, problem) = describe(error)
            return .failure(.error(file, line: line + lineOffset, column: column, "front matter: \(problem)"))
        } catch {
            return .failure(.error(file, line: 2, column: 1, "front matter: \(error)"))
        }
        guard let root else { return .success(FrontMatterFields(file: file, fields: [], body: split.body)) }
        guard case .mapping(let mapping) = root else {
            let line = (root.mark?.line ?? 1) + lineOffset
            return .failure(.error(file, line: line, column: root.mark?.column ?? 1, "front matter: expected 'key: value' lines"))
        }
        let fields = mapping.map { (key: $0.key.string ?? "", value: $0.value, keyNode: $0.key) }
        return .success(FrontMatterFields(file: file, fields: fields, body: split.body))
    }

    private init(file: String, fields: [(key: String, value: Node, keyNode: Node)], body: String) {
        self.file = file
        self.fields = fields
        self.body = body
    }

    var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    mutating func report(_ severity: Diagnostic.Severity, at node: Node, _ message: String) {
        let mark = node.mark
        diagnostics.append(
            Diagnostic(
                severity, path: file, line: (mark?.line ?? 0) + Self.lineOffset,
                column: mark?.column ?? 1, message: message))
    }

    mutating func warnUnknown(_ keyNode: Node, _ key: String) {
        report(.warning, at: keyNode, "unknown front-matter key '\(key)', ignored")
    }

    mutating func string(_ key: String, _ value: Node) -> String? {
        guard let text = value.scalar?.string.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            report(.error, at: value, "\(key): expected text, found \(Self.summary(value))")
            return nil
        }
        return text
    }

    mutating func integer(_ key: String, _ value: Node, in range: ClosedRange<Int>) -> Int? {
        guard let number = value.scalar.flatMap({ Int($0.string) }), range.contains(number) else {
            report(
                .error, at: value,
                "\(key): expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(Self.summary(value))")
            return nil
        }
        return number
    }

    mutating func bool(_ key: String, _ value: Node) -> Bool? {
        switch value.scalar?.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            report(.error, at: value, "\(key): expected true or false, found \(Self.summary(value))")
            return nil
        }
    }

    mutating func date(_ key: String, _ value: Node) -> PartialDate? {
        guard let text = value.scalar?.string, let date = PartialDate(parsingFourDigitYear: text) else {
            report(.error, at: value, "\(key): expected a date YYYY-MM-DD, found \(Self.summary(value))")
            return nil
        }
        return date
    }

    /// A list of words (`[a, b]`, a block list, or a single word); duplicates dropped.
    mutating func words(_ key: String, _ value: Node) -> [String] {
        var words: [String] = []
        let elements: [Node]
        switch value {
        case .sequence(let sequence): elements = Array(sequence)
        case .scalar(let scalar) where !scalar.string.isEmpty: elements = [value]
        default:
            report(.error, at: value, "\(key): expected a list of words, found \(Self.summary(value))")
            return []
        }
        for element in elements {
            guard let word = element.scalar?.string.trimmingCharacters(in: .whitespaces), !word.isEmpty else {
                report(.error, at: element, "\(key): expected a list of words, found \(Self.summary(element))")
                continue
            }
            if !words.contains(word) { words.append(word) }
        }
        return words
    }

    private static func summary(_ node: Node) -> String {
        switch node {
        case .scalar(let s): return "\"\(s.string.prefix(40))\""
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }

    private static func describe(_ error: YamlError) -> (line: Int, column: Int, problem: String) {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return (mark.line, mark.column, problem)
        case .duplicatedKeysInMapping(let duplicates, _):
            return (1, 1, "duplicated keys: " + duplicates.joined(separator: ", "))
        default:
            return (1, 1, String(describing: error))
        }
    }
}
