import Support

/// How sanitised nodes are put together into paragraphs and lists, and how white space is settled.
extension HTMLSanitizer {
    // MARK: - Assembling flow content

    private enum Segment {
        case run([SanitizedNode])
        case block(SanitizedNode)
    }

    /// Groups flow items into inline runs and blocks. Runs without visible text are dropped, the
    /// others trimmed. At the top level every run becomes a `<p>`; elsewhere only when a paragraph
    /// break separates two parts of the content.
    static func assemble(_ items: [Item], top: Bool) -> [SanitizedNode] {
        var raw: [Segment?] = [] // nil: paragraph break
        for item in items {
            switch item {
            case .inline(let node):
                if case .run(let run)? = raw.last { raw[raw.count - 1] = .run(run + [node]) } else { raw.append(.run([node])) }
            case .block(let node):
                raw.append(.block(node))
            case .paragraphBreak:
                raw.append(nil)
            }
        }
        var segments: [Segment] = []
        var pendingBreak = false
        var separated = false
        for segment in raw {
            guard let segment else {
                pendingBreak = true
                continue
            }
            guard case .run(let run) = segment else {
                if pendingBreak && !segments.isEmpty { separated = true }
                pendingBreak = false
                segments.append(segment)
                continue
            }
            // Text nodes are merged only now, so at the top level a blank line can first appear here
            // (`a\n<span></span>\nb`); split there too, or sanitising the output again would.
            let resolved = resolveSoftSpaces(run)
            for (index, part) in (top ? splitAtBlankLines(resolved) : [resolved]).enumerated() {
                if index > 0 { pendingBreak = true }
                let trimmed = trim(part)
                guard hasVisibleText(trimmed) else { continue }
                if pendingBreak && !segments.isEmpty { separated = true }
                pendingBreak = false
                segments.append(.run(trimmed))
            }
        }
        let wrap = top || separated
        return segments.flatMap { segment -> [SanitizedNode] in
            switch segment {
            case .run(let run): return wrap ? [.element(.p, run)] : run
            case .block(let node): return [node]
            }
        }
    }

    /// Splits an inline run at blank lines in its direct text nodes (not inside `b`, `a` …).
    static func splitAtBlankLines(_ run: [SanitizedNode]) -> [[SanitizedNode]] {
        var parts: [[SanitizedNode]] = [[]]
        for node in run {
            guard case .text(let text) = node else {
                parts[parts.count - 1].append(node)
                continue
            }
            for item in splitAtBlankLines(text) {
                switch item {
                case .inline(let piece): parts[parts.count - 1].append(piece)
                case .paragraphBreak: parts.append([])
                case .block: break
                }
            }
        }
        return parts
    }

    /// Splits top-level text at blank lines into text and paragraph breaks.
    static func splitAtBlankLines(_ text: String) -> [Item] {
        // Read as UTF-8 from the string's storage: white space is ASCII, so every cut falls between whole scalars,
        // and each part is made from its bytes. Stepped through the `UTF8View`'s indices, the reading took 24,000
        // instructions a book description (Callgrind, 2026-11-28).
        return text.withUTF8Bytes { utf8 in
            var items: [Item] = []
            var (partStart, i) = (0, 0)
            while i < utf8.count {
                guard isASCIIWhitespace(utf8[i]) else {
                    i += 1
                    continue
                }
                var (end, lineBreaks) = (i, 0)
                while end < utf8.count, isASCIIWhitespace(utf8[end]) {
                    let next = end + 1
                    if utf8[end] == UInt8(ascii: "\n")
                        || (utf8[end] == UInt8(ascii: "\r") && (next == utf8.count || utf8[next] != UInt8(ascii: "\n")))
                    {
                        lineBreaks += 1
                    }
                    end = next
                }
                if lineBreaks >= 2 {
                    items.append(.inline(.text(String(decoding: utf8[partStart..<i], as: UTF8.self))))
                    items.append(.paragraphBreak)
                    partStart = end
                }
                i = end
            }
            items.append(.inline(.text(String(decoding: utf8[partStart...], as: UTF8.self))))
            return items
        }
    }

    /// `text` without the control characters that `HTMLEscaping` drops on output (C0 other than
    /// tab, LF, FF, CR; DEL; C1). Removed before any decision, so a text made only of them does not
    /// count as visible (that made `sanitize` not idempotent: `"\u{7F}"` gave `<p></p>`).
    static func droppingControlCharacters(_ text: String) -> String {
        func isDropped(_ s: Unicode.Scalar) -> Bool {
            switch s.value {
            case 0x00...0x08, 0x0B, 0x0E...0x1F, 0x7F...0x9F: return true
            default: return false
            }
        }
        guard text.unicodeScalars.contains(where: isDropped) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.lazy.filter { !isDropped($0) })
        return String(result)
    }

    // MARK: - Whitespace

    /// Merges adjacent text, collapses soft spaces and turns each one between two nodes into `" "`
    /// unless whitespace or a `<br>` already separates them; soft spaces at the edges are kept
    /// (for the caller to move or drop).
    static func resolveSoftSpaces(_ nodes: [SanitizedNode]) -> [SanitizedNode] {
        var merged: [SanitizedNode] = []
        for node in nodes {
            switch (merged.last, node) {
            case (.text(let a)?, .text(let b)):
                merged[merged.count - 1] = .text(a + b)
            case (.softSpace?, .softSpace):
                continue
            case (_, .text(let t)) where t.isEmpty:
                continue
            default:
                merged.append(node)
            }
        }
        var result: [SanitizedNode] = []
        for (index, node) in merged.enumerated() {
            guard node == .softSpace, index > 0, index < merged.count - 1 else {
                result.append(node)
                continue
            }
            if !(endsWithSpace(merged[index - 1]) || startsWithSpace(merged[index + 1])) {
                result.append(.text(" "))
            }
        }
        // Text made of a resolved space may now sit next to other text.
        var final: [SanitizedNode] = []
        for node in result {
            if case .text(let b) = node, case .text(let a)? = final.last {
                final[final.count - 1] = .text(a + b)
            } else {
                final.append(node)
            }
        }
        return final
    }

    static func endsWithSpace(_ node: SanitizedNode) -> Bool {
        switch node {
        case .text(let text): return text.unicodeScalars.last.map(isASCIIWhitespace) ?? false
        case .lineBreak, .softSpace: return true
        case .element(_, let children), .link(_, let children): return children.last.map(endsWithSpace) ?? false
        }
    }

    static func startsWithSpace(_ node: SanitizedNode) -> Bool {
        switch node {
        case .text(let text): return text.unicodeScalars.first.map(isASCIIWhitespace) ?? false
        case .lineBreak, .softSpace: return true
        case .element(_, let children), .link(_, let children): return children.first.map(startsWithSpace) ?? false
        }
    }

    /// Removes soft spaces at the edges and ASCII whitespace at the start of the first and the end
    /// of the last direct text node.
    static func trim(_ nodes: [SanitizedNode]) -> [SanitizedNode] {
        var nodes = nodes
        while let first = nodes.first {
            if first == .softSpace {
                nodes.removeFirst()
                continue
            }
            guard case .text(let text) = first else { break }
            let trimmed = String(text.unicodeScalars.drop(while: isASCIIWhitespace))
            if trimmed.isEmpty {
                nodes.removeFirst()
                continue
            }
            nodes[0] = .text(trimmed)
            break
        }
        while let last = nodes.last {
            if last == .softSpace {
                nodes.removeLast()
                continue
            }
            guard case .text(let text) = last else { break }
            var scalars = Substring(text).unicodeScalars
            while let end = scalars.last, isASCIIWhitespace(end) { scalars.removeLast() }
            if scalars.isEmpty {
                nodes.removeLast()
                continue
            }
            nodes[nodes.count - 1] = .text(String(scalars))
            break
        }
        return nodes
    }

    /// True when some text is neither ASCII whitespace nor a no-break space.
    static func hasVisibleText(_ nodes: [SanitizedNode]) -> Bool {
        nodes.contains { node in
            switch node {
            case .text(let text): return text.unicodeScalars.contains { !isASCIIWhitespace($0) && $0 != "\u{A0}" }
            case .lineBreak, .softSpace: return false
            case .element(_, let children), .link(_, let children): return hasVisibleText(children)
            }
        }
    }

    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    static func isASCIIWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isASCIIWhitespace(UInt8(scalar.value))
    }
}
