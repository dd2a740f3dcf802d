import Foundation
import Yams

/// Reads `content/<kind>/<id>.md`: YAML front matter between `---` lines, then a Markdown body.
/// Every diagnostic points at the line inside the `.md` file.
public struct OwnerNotesParser: Sendable {
    /// Front-matter keys holding dates for this kind (`watched` for movies; `purchased`, `read` for books).
    public let dateKeys: Set<String>

    public init(dateKeys: Set<String>) {
        self.dateKeys = dateKeys
    }

    public func parse(_ text: String, file: String) -> (notes: OwnerNotes?, diagnostics: [Diagnostic]) {
        let split = FrontMatter.split(text)
        guard let frontMatter = split.frontMatter else {
            if split.unterminated {
                return (nil, [.error(file, line: 1, column: 1, "front matter starts with '---' but has no closing '---' line")])
            }
            return (OwnerNotes(body: split.body), [])
        }
        var diagnostics: [Diagnostic] = []
        var notes = OwnerNotes(body: split.body)
        // The YAML starts on the file's second line; Yams counts from 1 within the YAML.
        let lineOffset = 1
        func report(_ severity: Diagnostic.Severity, _ node: Node?, _ message: String) {
            let mark = node?.mark
            diagnostics.append(Diagnostic(severity, path: file, line: (mark?.line ?? 0) + lineOffset,
                                          column: mark?.column ?? 1, message: message))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: frontMatter)
        } catch let error as YamlError {
            let (line, column, problem) = Self.describe(error)
            return (nil, [.error(file, line: line + lineOffset, column: column, "front matter: \(problem)")])
        } catch {
            return (nil, [.error(file, line: 2, column: 1, "front matter: \(error)")])
        }
        guard let root else { return (notes, []) }
        guard case .mapping(let mapping) = root else {
            report(.error, root, "front matter: expected 'key: value' lines")
            return (nil, diagnostics)
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "rating":
                guard let rating = value.scalar.flatMap({ Int($0.string) }), (0...5).contains(rating) else {
                    report(.error, value, "rating: expected a whole number from 0 to 5, found \(Self.summary(value))")
                    continue
                }
                notes.rating = rating
            case "draft":
                guard let flag = value.scalar.flatMap({ Self.bool($0.string) }) else {
                    report(.error, value, "draft: expected true or false, found \(Self.summary(value))")
                    continue
                }
                notes.draft = flag
            case "tags":
                switch value {
                case .sequence(let sequence):
                    for element in sequence {
                        guard let tag = element.scalar?.string.trimmingCharacters(in: .whitespaces), !tag.isEmpty else {
                            report(.error, element, "tags: expected a list of words, found \(Self.summary(element))")
                            continue
                        }
                        if !notes.tags.contains(tag) { notes.tags.append(tag) }
                    }
                case .scalar(let scalar) where !scalar.string.isEmpty:
                    notes.tags = [scalar.string.trimmingCharacters(in: .whitespaces)]
                default:
                    report(.error, value, "tags: expected a list of words, found \(Self.summary(value))")
                }
            case _ where dateKeys.contains(key):
                guard let text = value.scalar?.string, let date = PartialDate(parsing: text) else {
                    report(.error, value, "\(key): expected a date YYYY-MM-DD, found \(Self.summary(value))")
                    continue
                }
                notes.dates[key] = date
            default:
                report(.warning, keyNode, "unknown front-matter key '\(key)', ignored")
            }
        }
        return (diagnostics.contains(where: \.isError) ? nil : notes, diagnostics)
    }

    private static func bool(_ s: String) -> Bool? {
        switch s.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
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
