import Foundation
import Support
import Synchronization

/// Reads template files and parses them with libxml2 into `ParsedTemplate`s.
enum TemplateParser {
    /// libxml2 keeps some per-process state (parser init, dictionaries); parsing is rare (once per
    /// template per build), so one lock is the simplest way to make it safe from any thread.
    private static let lock = Mutex(())

    /// Reads and parses `file`. Returns nil (with diagnostics) when the file cannot be
    /// used at all; otherwise the tree plus any parser errors.
    static func load(_ file: TemplateFile) -> (ParsedTemplate?, [Diagnostic]) {
        guard let bytes = file.read() else {
            return (nil, [Diagnostic.error(file.path, line: 0, "cannot read template file")])
        }
        return parse(bytes, path: file.path)
    }

    /// Parses template source bytes; `path` is used for diagnostics only.
    static func parse(_ bytes: [UInt8], path: String) -> (ParsedTemplate?, [Diagnostic]) {
        if let line = firstInvalidUTF8Line(bytes) {
            return (nil, [Diagnostic.error(path, line: line, "template is not valid UTF-8")])
        }
        let startsWithText = bytes.first { !isASCIIWhitespace($0) }.map { $0 != UInt8(ascii: "<") } ?? false
        return lock.withLock { _ in
            guard let context = HTMLParserContext() else {
                return (nil, [Diagnostic.error(path, line: 0, "libxml2 could not create a parser")])
            }
            let (document, errors) = context.parse(bytes, url: path)
            let diagnostics =
                errors
                .filter { !$0.isHTML5Noise }
                .map { Diagnostic.error(path, line: $0.line, column: $0.column, "malformed HTML: \($0.message)") }
                + TagBalanceChecker.check(bytes).map {
                    Diagnostic.error(path, line: $0.line, "malformed HTML: \($0.message)")
                }
            guard let document else {
                let empty = Diagnostic.error(path, line: 1, "template is empty or could not be parsed")
                return (nil, diagnostics.isEmpty ? [empty] : diagnostics)
            }
            let parsed = ParsedTemplate(
                path: path, hasDoctype: document.hasHTML5Doctype,
                nodes: document.nodes(), startsWithText: startsWithText)
            return (parsed, diagnostics)
        }
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// The 1-based line holding the first invalid UTF-8 sequence, or nil when all is valid.
    private static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        // A newline byte never occurs inside a valid multi-byte sequence, so lines can be checked alone.
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where String(validating: line, as: UTF8.self) == nil {
            return index + 1
        }
        return 1
    }
}
