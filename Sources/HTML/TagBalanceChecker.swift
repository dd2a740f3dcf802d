/// Finds elements that are never closed.
///
/// libxml2's HTML parser closes open elements silently at an ancestor's end tag or at the end of
/// the file, so `<div>` without `</div>` would go unnoticed and quietly change the page's structure.
/// This small scanner over the source tracks start and end tags to report those cases; everything
/// else about well-formedness is left to libxml2.
struct TagBalanceChecker {
    /// Elements whose end tag HTML allows to be omitted, and void elements.
    private static let optionalEnd: Set<String> = [
        "html", "head", "body", "p", "li", "dt", "dd", "option", "optgroup", "tr", "td", "th",
        "thead", "tbody", "tfoot", "colgroup", "caption", "rb", "rt", "rtc", "rp",
    ]
    /// Elements whose content is text up to their own end tag.
    private static let rawText: Set<String> = ["script", "style", "textarea", "title"]

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var open: [(name: String, line: Int)] = []
    private var problems: [(line: Int, message: String)] = []

    /// The unclosed elements of `source`, as (line, message).
    static func check(_ source: [UInt8]) -> [(line: Int, message: String)] {
        var checker = TagBalanceChecker(bytes: source)
        checker.run()
        return checker.problems
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if starts(with: "<!--") {
                    skip(past: "-->")
                } else if starts(with: "<!") || starts(with: "<?") {
                    skip(past: ">")
                } else if starts(with: "</") {
                    index += 2
                    close(readName())
                    skip(past: ">")
                } else if index + 1 < bytes.count, isLetter(bytes[index + 1]) {
                    index += 1
                    let startLine = line
                    let name = readName()
                    let selfClosing = skipStartTag()
                    if Self.rawText.contains(name) {
                        skipRawText(until: name)
                    } else if !selfClosing && !TemplateCompiler.voidElements.contains(name) {
                        open.append((name, startLine))
                    }
                } else {
                    advance()
                }
            } else {
                advance()
            }
        }
        for element in open where !Self.optionalEnd.contains(element.name) {
            problems.append((element.line, "<\(element.name)> is never closed"))
        }
    }

    private mutating func close(_ name: String) {
        guard let position = open.lastIndex(where: { $0.name == name }) else { return }
        for element in open[(position + 1)...] where !Self.optionalEnd.contains(element.name) {
            problems.append((element.line, "<\(element.name)> is not closed before </\(name)>"))
        }
        open.removeSubrange(position...)
    }

    /// Skips attributes up to the end of a start tag, honouring quotes; true for `/>`.
    private mutating func skipStartTag() -> Bool {
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let q = quote {
                if byte == q { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                let selfClosing = index > 0 && bytes[index - 1] == UInt8(ascii: "/")
                advance()
                return selfClosing
            }
            advance()
        }
        return false
    }

    private mutating func skipRawText(until name: String) {
        let end = Array("</\(name)".utf8)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), index + end.count <= bytes.count,
                zip(bytes[index..<(index + end.count)], end).allSatisfy({ lower($0) == $1 })
            {
                index += end.count
                skip(past: ">")
                return
            }
            advance()
        }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        return String(decoding: bytes[start..<index].map(lower), as: UTF8.self)
    }

    private func starts(with prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        return index + p.count <= bytes.count && Array(bytes[index..<(index + p.count)]) == p
    }

    private mutating func skip(past terminator: String) {
        while index < bytes.count, !starts(with: terminator) { advance() }
        index = min(bytes.count, index + terminator.utf8.count)
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    private func lower(_ b: UInt8) -> UInt8 { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b | 0x20 : b }
}
