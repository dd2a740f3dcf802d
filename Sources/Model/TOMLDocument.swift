import Foundation
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

    /// Where each key in `paths` is set: the line of its `key = value` (or of the table header that
    /// creates it) and the column that line's text starts at. A key the document lacks has none.
    ///
    /// Found with TOMLKit itself rather than a second TOML scanner: the first run of whole lines from
    /// the top that parses and holds a key ends on the line that completes its definition. No TOML
    /// construct left open at a line's end parses, so the definition starts on the line after the last
    /// shorter run that parses. At most one parse per line for all the keys together, and only for a
    /// file with something to report.
    func positions(of paths: [[String]]) -> [[String]: (line: Int, column: Int)] {
        var remaining = Set(paths)
        var found: [[String]: (line: Int, column: Int)] = [:]
        var parses = [true] // parses[n]: the first n lines parse (no lines do)
        while !remaining.isEmpty, parses.count <= lines.count {
            let table = try? TOMLTable(string: lines[..<parses.count].joined(separator: "\n"))
            parses.append(table != nil)
            guard let table else { continue }
            for path in remaining where Self.table(table, holds: path) {
                remaining.remove(path)
                var first = parses.count - 1
                while !parses[first - 1] { first -= 1 }
                found[path] = (first, column(atStartOf: first))
            }
        }
        return found
    }

    /// The column of `fragment` in the value of `key` on line `line`: searched after the first `key =` of
    /// the line, so a fragment in a value is found and not one in a comment before it. Nil when the line
    /// has no such text (the value spans lines, or writes the fragment with escapes).
    func column(of fragment: String, inValueOf key: String, onLine line: Int) -> Int? {
        guard (1...lines.count).contains(line), !fragment.isEmpty else { return nil }
        let text = String(lines[line - 1])
        var searchStart = text.startIndex
        while let keyRange = text.range(of: key, range: searchStart..<text.endIndex) {
            let rest = text[keyRange.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }
            if rest.first == "=", let found = text.range(of: fragment, range: rest.startIndex..<text.endIndex) {
                return text.unicodeScalars[..<found.lowerBound].count + 1
            }
            searchStart = keyRange.upperBound
        }
        return nil
    }

    private func column(atStartOf line: Int) -> Int {
        var text = lines[line - 1].unicodeScalars[...]
        if line == 1, text.first == "\u{FEFF}" { text = text.dropFirst() } // toml++ skips a byte order mark
        return text.prefix { $0 == " " || $0 == "\t" }.count + 1
    }

    private static func table(_ root: TOMLTable, holds path: [String]) -> Bool {
        guard let key = path.last else { return false }
        var table = root
        for component in path.dropLast() {
            guard let inner = table[component]?.tomlValue.table else { return false }
            table = inner
        }
        return table[key] != nil
    }
}
