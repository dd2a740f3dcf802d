internal import TOMLKit

/// A TOML 1.0 document read by TOMLKit (toml++), plus the one thing TOMLKit 0.6.0 does not expose:
/// where a key is set. Its parse errors carry a position, its values do not.
struct TOMLDocument {
    struct SyntaxError: Error, Equatable {
        let line: Int
        let column: Int
        let message: String
    }

    let root: TOMLTable
    private let lines: [Substring]

    static func parse(_ text: String) throws(SyntaxError) -> TOMLDocument {
        // TOMLKit hands toml++ a C string, which would end at a NUL and read a cut document as whole.
        if let nul = text.unicodeScalars.firstIndex(of: "\0") {
            let before = text.unicodeScalars[..<nul]
            let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
            let line = before.count(where: { $0 == "\n" }) + 1
            let column = before[lineStart...].count + 1
            throw SyntaxError(line: line, column: column, message: "a NUL character is not allowed in TOML")
        }
        do {
            return TOMLDocument(root: try TOMLTable(string: text), text: text)
        } catch let error as TOMLParseError {
            // toml++ says "Error while parsing string: …"; diagnostics start in lower case, like a compiler's.
            let message = error.description.prefix(1).lowercased() + error.description.dropFirst()
            throw SyntaxError(line: error.source.begin.line, column: error.source.begin.column, message: message)
        } catch {
            throw SyntaxError(line: 1, column: 1, message: "\(error)")
        }
    }

    private init(root: TOMLTable, text: String) {
        self.root = root
        // By scalar: as Characters, "\r\n" is one grapheme and would not split at "\n".
        self.lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
    }

    /// The line and column where the key at `path` is set (its `key = value` line, or the table header
    /// that creates it), or nil if the document does not hold it.
    ///
    /// Found with TOMLKit itself rather than a second TOML scanner: the first run of whole lines from
    /// the top that parses and holds the key ends on the line that completes its definition; no TOML
    /// construct left open at a line's end parses, so the definition starts just after the last
    /// shorter run that parses. A few parses of a small file, done only for a key with a diagnostic.
    func position(of path: [String]) -> (line: Int, column: Int)? {
        guard let last = (1...lines.count).first(where: { prefixHolds(path, lineCount: $0) }) else { return nil }
        var first = last
        while first > 1, !prefixParses(lineCount: first - 1) { first -= 1 }
        var line = lines[first - 1].unicodeScalars[...]
        if first == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }  // toml++ skips a byte order mark
        let indent = line.prefix { $0 == " " || $0 == "\t" }.count
        return (first, indent + 1)
    }

    private func prefix(lineCount: Int) -> TOMLTable? {
        try? TOMLTable(string: lines[..<lineCount].joined(separator: "\n"))
    }

    private func prefixParses(lineCount: Int) -> Bool {
        prefix(lineCount: lineCount) != nil
    }

    private func prefixHolds(_ path: [String], lineCount: Int) -> Bool {
        guard var table = prefix(lineCount: lineCount), let key = path.last else { return false }
        for component in path.dropLast() {
            guard let inner = table[component]?.tomlValue.table else { return false }
            table = inner
        }
        return table[key] != nil
    }
}
