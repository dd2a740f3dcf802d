import Foundation
import Support

/// Reads `sitegen.toml` into a `SiteConfig`, reporting every problem with its line and column.
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
        let entries: [TOMLParser.Entry]
        do throws(TOMLParser.Failure) {
            entries = try TOMLParser.parse(text)
        } catch {
            return (config, [.error(displayPath, line: error.line, column: error.column, error.message)])
        }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            func fail(_ message: String) {
                diagnostics.append(.error(displayPath, line: entry.line, column: entry.column, "\(entry.key): \(message)"))
            }
            switch (entry.key, entry.value) {
            case ("title", .string(let s)):
                config.title = s
            case ("base_url", .string(let s)):
                if let problem = SiteConfig.problem(withBaseURL: s) { fail(problem) } else { config.baseURL = s }
            case ("language", .string(let s)):
                let valid = !s.isEmpty && s.count <= 35 && s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
                if valid { config.language = s } else { fail("expected a language tag such as \"en\" or \"fr-CA\", found \"\(s)\"") }
            case ("date_format", .string(let s)):
                if s.trimmingCharacters(in: .whitespaces).isEmpty { fail("must not be empty") } else { config.dateFormat = s }
            case ("page_size", .integer(let n)):
                if (1...1000).contains(n) { config.pageSize = n } else { fail("expected a number from 1 to 1000, found \(n)") }
            case ("title", _), ("base_url", _), ("language", _), ("date_format", _):
                fail("expected a string in quotes")
            case ("page_size", _):
                fail("expected a whole number")
            default:
                diagnostics.append(.warning(displayPath, line: entry.line, column: entry.column, "unknown key '\(entry.key)', ignored"))
            }
        }
        return (config, diagnostics)
    }
}
