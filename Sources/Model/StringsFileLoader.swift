import Foundation
public import Support
internal import TOMLKit

/// Reads a site's strings file (`strings/ja.toml`): TOML whose keys are the strings table's, as dotted
/// keys or under `[section]` headers, each a string, or for a count phrase a table of the forms `one` and
/// `other`. Every problem is reported at its line and column: an unknown key, a value of the wrong type, a
/// placeholder the string does not take, a brace left open.
public enum StringsFileLoader {
    /// The strings the file sets, by key, and its problems.
    /// - Parameters:
    ///   - rules: every key a file may set, with what it may hold.
    ///   - setElsewhere: keys whose value comes from elsewhere (the day pattern, when `date_format` is set),
    ///     each with the reason, given as a warning where the file sets it.
    public static func load(
        path: String, displayPath: String, rules: [String: LocalizedStringRule], setElsewhere: [String: String] = [:]
    ) -> (values: [String: LocalizedString], diagnostics: [Diagnostic]) {
        switch ContentFile.readText(path, displayPath: displayPath) {
        case .failure(let diagnostic): return ([:], [diagnostic])
        case .success(let text): return parse(text, displayPath: displayPath, rules: rules, setElsewhere: setElsewhere)
        }
    }

    public static func parse(
        _ text: String, displayPath: String, rules: [String: LocalizedStringRule], setElsewhere: [String: String] = [:]
    ) -> (values: [String: LocalizedString], diagnostics: [Diagnostic]) {
        let document: TOMLDocument
        do throws(TOMLDocument.SyntaxError) {
            document = try TOMLDocument.parse(text)
        } catch {
            return ([:], [.error(displayPath, line: error.line, column: error.column, error.message)])
        }
        var reader = Reader(rules: rules)
        reader.read(document.root, under: [])
        for (key, reason) in setElsewhere where reader.values[key] != nil {
            reader.problems.append(
                .init(path: key.split(separator: ".").map(String.init), severity: .warning, message: "\(key): \(reason)"))
        }
        let problems = reader.problems
        // TOMLKit keeps keys in name order; positions, found only for keys with a problem, restore the file's.
        let positions = problems.isEmpty ? [:] : document.positions(of: problems.map(\.path))
        let diagnostics = problems.map { problem in
            let position = positions[problem.path]
            let line = position?.line ?? 0
            let fragmentColumn = problem.fragment.flatMap { fragment in
                problem.path.last.flatMap { document.column(of: fragment, inValueOf: $0, onLine: line) }
            }
            return Diagnostic(
                problem.severity, path: displayPath, line: line, column: fragmentColumn ?? position?.column ?? 0, message: problem.message)
        }
        return (reader.values, diagnostics.sorted())
    }

    /// Walks the document's tables, checking each key against the rules.
    private struct Reader {
        struct Problem {
            let path: [String]
            var severity = Diagnostic.Severity.error
            /// The text at fault inside the value, to point at it rather than at its key.
            var fragment: String?
            let message: String
        }

        let rules: [String: LocalizedStringRule]
        var values: [String: LocalizedString] = [:]
        var problems: [Problem] = []

        mutating func read(_ table: TOMLTable, under path: [String]) {
            for (key, item) in table {
                let keyPath = path + [key]
                let name = keyPath.joined(separator: ".")
                let value = item.tomlValue
                if let rule = rules[name] {
                    read(value, as: rule, at: keyPath)
                } else if let inner = value.table, !inner.isEmpty, rules.keys.contains(where: { $0.hasPrefix(name + ".") }) {
                    read(inner, under: keyPath)
                } else {
                    for leaf in Self.leaves(keyPath, value) { unknown(leaf) }
                }
            }
        }

        private mutating func read(_ value: TOMLValue, as rule: LocalizedStringRule, at path: [String]) {
            let name = path.joined(separator: ".")
            if let text = value.string {
                if let pattern = check(text, as: rule, at: path) { values[name] = .text(pattern) }
                return
            }
            guard case .count = rule, let forms = value.table else {
                let orForms = rule.isCount ? " or a table of the forms 'one' and 'other'" : ""
                problems.append(
                    Problem(path: path, message: "\(name): expected a string in quotes\(orForms), found \(value.phrase)"))
                return
            }
            var one: StringPattern?
            var other: StringPattern?
            for (form, item) in forms {
                let formPath = path + [form]
                guard form == "one" || form == "other" else {
                    problems.append(
                        Problem(
                            path: formPath, message: "\(name).\(form): unknown form; a count phrase has the forms 'one' (for 1) and 'other'"
                        ))
                    continue
                }
                guard let text = item.tomlValue.string else {
                    problems.append(
                        Problem(
                            path: formPath, message: "\(name).\(form): expected a string in quotes, found \(item.tomlValue.phrase)")
                    )
                    continue
                }
                let pattern = check(text, as: rule, at: formPath)
                if form == "one" { one = pattern } else { other = pattern }
            }
            if forms["other"] == nil {
                problems.append(Problem(path: path, message: "\(name): a table of forms needs 'other', the form for every number but 1"))
            }
            if let other { values[name] = .forms(one: one, other: other) }
        }

        /// The string as a pattern, or nil after noting what is wrong with it.
        private mutating func check(_ text: String, as rule: LocalizedStringRule, at path: [String]) -> StringPattern? {
            let name = path.joined(separator: ".")
            if rule == .datePattern {
                guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                    problems.append(Problem(path: path, message: "\(name): a date pattern must not be empty"))
                    return nil
                }
                return StringPattern(literal: text)
            }
            do throws(StringPattern.Problem) {
                let pattern = try StringPattern(parsing: text)
                let allowed = rule.placeholders
                if let unknown = pattern.placeholders.first(where: { !allowed.contains($0) }) {
                    let takes =
                        allowed.isEmpty
                        ? "this string takes none"
                        : "this string takes " + Self.series(allowed.map { "{\($0)}" })
                    problems.append(
                        Problem(path: path, fragment: "{\(unknown)}", message: "\(name): unknown placeholder {\(unknown)}; \(takes)"))
                    return nil
                }
                return pattern
            } catch {
                problems.append(Problem(path: path, fragment: error.fragment, message: "\(name): \(error.message)"))
                return nil
            }
        }

        private mutating func unknown(_ path: [String]) {
            let name = path.joined(separator: ".")
            let suggestion = Self.closest(to: name, among: rules.keys).map { " (did you mean '\($0)'?)" } ?? ""
            problems.append(Problem(path: path, message: "unknown key '\(name)'\(suggestion)"))
        }

        /// The keys under an unknown key, each reported once: the leaves of a table, or the key itself.
        private static func leaves(_ path: [String], _ value: TOMLValue) -> [[String]] {
            guard let table = value.table, !table.isEmpty else { return [path] }
            return table.flatMap { key, inner in leaves(path + [key], inner.tomlValue) }
        }

        /// The known key nearest `name` by edit distance, when it is near enough to be a typo.
        private static func closest(to name: String, among keys: some Sequence<String>) -> String? {
            let candidates = keys.map { (key: $0, distance: editDistance(Array(name), Array($0))) }
            guard let best = candidates.min(by: { ($0.distance, $0.key) < ($1.distance, $1.key) }) else { return nil }
            return best.distance <= max(2, name.count / 5) ? best.key : nil
        }

        private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
            var previous = Array(0...b.count)
            for (i, x) in a.enumerated() {
                var current = [i + 1]
                for (j, y) in b.enumerated() {
                    current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
                }
                previous = current
            }
            return previous[b.count]
        }

        /// "{a}", "{a} and {b}", "{a}, {b} and {c}".
        private static func series(_ names: [String]) -> String {
            names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        }

    }
}
