import Foundation
public import Support
internal import TOMLKit

/// Reads `sitegen.toml` into a `SiteConfig`, reporting every problem with its line and column.
///
/// Any valid TOML 1.0 file is read (by TOMLKit); this type checks only the keys a site uses.
public enum SiteConfigLoader {
    public static func load(path: String, displayPath: String) -> (config: SiteConfig, diagnostics: [Diagnostic]) {
        guard FileManager.default.fileExists(atPath: path) else { return (SiteConfig(), []) }
        switch ContentFile.read(path, displayPath: displayPath) {
        case .failure(let diagnostic):
            return (SiteConfig(), [diagnostic])
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return (SiteConfig(), [.error(displayPath, "not valid UTF-8 text")])
            }
            return parse(text, displayPath: displayPath)
        }
    }

    public static func parse(_ text: String, displayPath: String) -> (config: SiteConfig, diagnostics: [Diagnostic]) {
        var config = SiteConfig()
        let document: TOMLDocument
        do throws(TOMLDocument.SyntaxError) {
            document = try TOMLDocument.parse(text)
        } catch {
            return (config, [.error(displayPath, line: error.line, column: error.column, error.message)])
        }
        var problems: [(path: [String], severity: Diagnostic.Severity, message: String)] = []
        for (key, item) in document.root {
            let value = item.tomlValue
            func fail(_ message: String) { problems.append(([key], .error, "\(key): \(message)")) }
            switch key {
            case "title", "base_url", "language", "date_format":
                guard let s = value.string else {
                    fail("expected a string in quotes")
                    continue
                }
                if let problem = problem(with: key, s) { fail(problem) } else { set(key, s, in: &config) }
            case "relative_links":
                guard let flag = value.bool else {
                    fail("expected true or false, found \(value.phrase)")
                    continue
                }
                config.relativeLinks = flag
            case "page_size":
                guard let n = value.int else {
                    fail("expected a whole number, found \(value.phrase)")
                    continue
                }
                if (1...1000).contains(n) { config.pageSize = n } else { fail("expected a number from 1 to 1000, found \(n)") }
            default:
                for path in unknownKeys([key], value) {
                    problems.append((path, .warning, "unknown key '\(path.joined(separator: "."))', ignored"))
                }
            }
        }
        // TOMLKit keeps keys in name order; positions, found only for keys with a problem, restore the file's.
        let positions = problems.isEmpty ? [:] : document.positions(of: problems.map(\.path))
        let diagnostics = problems.map { problem in
            let position = positions[problem.path]
            return Diagnostic(
                problem.severity, path: displayPath, line: position?.line ?? 0,
                column: position?.column ?? 0, message: problem.message)
        }
        return (config, diagnostics.sorted())
    }

    /// Where the top-level `key` is set in the file at `path` (for a note about a value that is valid but has
    /// a consequence, such as a language without strings); nil when the file or the key is missing.
    public static func position(of key: String, inFileAt path: String) -> (line: Int, column: Int)? {
        guard case .success(let text) = ContentFile.readText(path, displayPath: path),
            let document = try? TOMLDocument.parse(text)
        else { return nil }
        return document.positions(of: [[key]])[[key]]
    }

    private static func problem(with key: String, _ s: String) -> String? {
        switch key {
        case "base_url":
            return SiteConfig.problem(withBaseURL: s)
        case "language":
            let valid = !s.isEmpty && s.count <= 35 && s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            return valid ? nil : "expected a language tag such as \"en\" or \"fr-CA\", found \"\(s)\""
        case "date_format":
            return s.trimmingCharacters(in: .whitespaces).isEmpty ? "must not be empty" : nil
        default:
            return nil
        }
    }

    private static func set(_ key: String, _ s: String, in config: inout SiteConfig) {
        switch key {
        case "title": config.title = s
        case "base_url": config.baseURL = s
        case "language": config.language = s
        default: config.dateFormat = s
        }
    }

    /// The keys under an unknown key, each reported once: the leaves of a table (`params.author`),
    /// or the key itself for an empty table, an array or a plain value.
    private static func unknownKeys(_ path: [String], _ value: TOMLValue) -> [[String]] {
        guard let table = value.table, !table.isEmpty else { return [path] }
        return table.flatMap { key, inner in unknownKeys(path + [key], inner.tomlValue) }
    }
}
