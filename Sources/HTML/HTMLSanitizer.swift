/// Reduces untrusted HTML (a Google Books description, xkcd `news`, …) to a small allowlist.
///
/// The input is parsed by libxml2's HTML parser through the same path as templates
/// (`TemplateParser.parse`: the parser lock, `HTMLParserContext`, the tree copied into
/// `TemplateNode`s), then walked in Swift into a `SanitizedNode` tree that can only express the
/// allowlist, and serialised by `FragmentSerializer`.
///
/// Rules:
/// - Kept: `p, br, b, strong, i, em, ul, ol, li, blockquote, a`, tag names lower case, `br` void.
/// - The only attribute is `href` on `a`, and only for an absolute `http:`/`https:` URL with a host
///   (after trimming and removing tab/CR/LF, as browsers do; `URLPolicy` must accept it too). Such a
///   link always gets `rel="nofollow noopener"`. A link without an acceptable `href` (relative,
///   protocol-relative `//host`, `mailto:`, `javascript:`, `data:` …) is unwrapped: its text stays.
///   A link inside a link is unwrapped too.
/// - Dropped with their content: `script, style, iframe, object, embed, template, noscript, svg,
///   math, head, title, textarea, select, button, form, input` and other embedded or form content
///   (see `droppedElements`); comments, processing instructions and CDATA.
/// - Any other element is unwrapped (its content kept). Block-like ones (`div`, `h1`–`h6`, `table`,
///   `tr`, `section`, …) end the current paragraph; table cells (`td`, `th`) are separated by a space.
///   Where a block cannot end a paragraph (inside `b`, `a`, …) it is flattened and separated by a space.
///
/// Paragraphs: the result is always a sequence of blocks (`p`, `ul`, `ol`, `blockquote`); top-level
/// inline content is wrapped in `<p>`, so plain text `hi` becomes `<p>hi</p>`. At the top level a
/// blank line in text (two or more line breaks with only whitespace between; not inside `b`, `a` …)
/// also separates paragraphs, so a plain-text description keeps its paragraphs; single line breaks
/// and `<br>` stay as they are. Inside `li` and `blockquote`,
/// content is wrapped in `<p>` only when a paragraph boundary actually separates two parts of it.
///
/// Whitespace inside text is kept as written; whitespace at the start and end of a paragraph, list
/// item or quote and between blocks is removed. Blocks, list items, and inline elements with no
/// visible text (only whitespace, `&nbsp;` or `<br>`) are removed (an inline element keeps its
/// whitespace). The output has no newlines of its own and is deterministic; `sanitize` is idempotent.
/// NUL characters are removed before parsing. Input nested deeper than libxml2's limit is refused
/// by the parser and gives an empty result.
public enum HTMLSanitizer {
    /// Untrusted HTML from an API reduced to the allowlist; `SafeHTML.empty` when nothing visible is left.
    ///
    /// The result is flow content (paragraphs, lists, quotes): bind it into an element such as a
    /// `<div>` or `<section>`, not into a `<p>`.
    public static func sanitize(_ html: String) -> SafeHTML {
        let nodes = sanitizedNodes(html)
        if nodes.isEmpty { return .empty }
        return SafeHTML(trusted: FragmentSerializer.html(nodes))
    }

    /// The same text with every tag removed and entities decoded once, for places that need plain
    /// text. The same elements as in `sanitize` are dropped with their content; paragraphs are
    /// separated by a blank line, list items and `<br>` by a newline. The result is text, not HTML:
    /// it must be escaped where it is written (template bindings do that).
    public static func plainText(_ html: String) -> String {
        var scalars = Substring(FragmentSerializer.plainText(sanitizedNodes(html))).unicodeScalars
        while let last = scalars.last, isASCIIWhitespace(last) { scalars.removeLast() }
        return String(scalars)
    }

    /// The sanitised top-level blocks of `html`.
    static func sanitizedNodes(_ html: String) -> [SanitizedNode] {
        // NUL is dropped, as browsers do; libxml2 would turn it into a space or stop at it.
        let bytes = html.utf8.filter { $0 != 0 }
        guard bytes.contains(where: { !isASCIIWhitespace($0) }) else { return [] }
        // The template path collects diagnostics too; for untrusted input they are not needed.
        let (parsed, _) = TemplateParser.parse(bytes, path: "untrusted HTML")
        guard let parsed else { return [] }
        return assemble(flow(parsed.nodes, top: true), top: true)
    }

    // MARK: - Element rules

    /// Elements removed together with everything inside them.
    static let droppedElements: Set<String> = [
        "script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math",
        "head", "title", "textarea", "select", "button", "form", "input",
        "applet", "audio", "base", "canvas", "datalist", "frame", "frameset", "link", "meta",
        "noembed", "noframes", "optgroup", "option", "param", "video",
    ]

    /// Unwrapped elements that end a paragraph (or, inside a line, are separated by a space).
    static let blockLikeElements: Set<String> = [
        "address", "article", "aside", "caption", "center", "dd", "details", "dialog", "dir", "div",
        "dl", "dt", "fieldset", "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6",
        "header", "hgroup", "hr", "legend", "listing", "main", "menu", "nav", "plaintext", "pre",
        "section", "summary", "table", "tbody", "tfoot", "thead", "tr", "xmp",
    ]

    /// Unwrapped elements separated from their neighbours by a space.
    static let cellElements: Set<String> = ["td", "th"]

    private enum Disposition {
        case drop, unwrap, blockLike, cell, paragraph, lineBreak, link, listItem, blockquote
        case inline(SanitizedTag)
        case list(SanitizedTag)
    }

    private static func disposition(of name: String) -> Disposition {
        switch name {
        case "p": return .paragraph
        case "br": return .lineBreak
        case "a": return .link
        case "li": return .listItem
        case "blockquote": return .blockquote
        case "b": return .inline(.b)
        case "strong": return .inline(.strong)
        case "i": return .inline(.i)
        case "em": return .inline(.em)
        case "ul": return .list(.ul)
        case "ol": return .list(.ol)
        default:
            if droppedElements.contains(name) { return .drop }
            if blockLikeElements.contains(name) { return .blockLike }
            if cellElements.contains(name) { return .cell }
            return .unwrap
        }
    }

    // MARK: - Links

    /// The `href` to keep on a link, or nil: only an absolute `http:`/`https:` URL with a host,
    /// after removing leading/trailing C0 controls and spaces and embedded tab/CR/LF.
    static func acceptedHref(_ raw: String) -> String? {
        guard URLPolicy.isAllowed(raw) else { return nil }
        var bytes = Array(raw.utf8)
        while let first = bytes.first, first <= 0x20 { bytes.removeFirst() }
        while let last = bytes.last, last <= 0x20 { bytes.removeLast() }
        bytes.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        for prefix in ["http://", "https://"] {
            let p = Array(prefix.utf8)
            guard bytes.count > p.count,
                  zip(bytes, p).allSatisfy({ asciiLowercase($0) == $1 }) else { continue }
            switch bytes[p.count] {
            case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                return nil  // no host
            default:
                return URLPolicy.normalized(String(decoding: bytes, as: UTF8.self))
            }
        }
        return nil
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    // MARK: - Walking the parsed tree

    /// What a node contributes to a flow container (the top level, `li`, `blockquote`).
    private enum Item {
        case inline(SanitizedNode)
        case block(SanitizedNode)
        case paragraphBreak
    }

    /// Flow content. At the top level, blank lines in text are paragraph breaks.
    private static func flow(_ nodes: [TemplateNode], top: Bool) -> [Item] {
        var items: [Item] = []
        for node in nodes {
            switch node {
            case .raw:
                continue  // CDATA, script/style text: never output
            case .text(let raw):
                let text = droppingControlCharacters(raw)
                items += top ? splitAtBlankLines(text) : [.inline(.text(text))]
            case .element(let element):
                switch disposition(of: element.name) {
                case .drop:
                    continue
                case .unwrap:
                    items += flow(element.children, top: top)
                case .paragraph, .blockLike, .listItem:
                    // A stray `li` outside a list is treated like a `div`.
                    items.append(.paragraphBreak)
                    items += flow(element.children, top: top)
                    items.append(.paragraphBreak)
                case .cell:
                    items.append(.inline(.softSpace))
                    items += flow(element.children, top: top)
                    items.append(.inline(.softSpace))
                case .lineBreak:
                    items.append(.inline(.lineBreak))
                case .inline(let tag):
                    items += inlineElement(.element(tag, []), children: inline(element.children, inLink: false)).map(Item.inline)
                case .link:
                    if let href = element.attribute("href").flatMap(acceptedHref) {
                        items += inlineElement(.link(href: href, []), children: inline(element.children, inLink: true)).map(Item.inline)
                    } else {
                        items += flow(element.children, top: top)
                    }
                case .list(let tag):
                    let listItems = self.listItems(element.children)
                    if !listItems.isEmpty { items.append(.block(.element(tag, listItems))) }
                case .blockquote:
                    let content = assemble(flow(element.children, top: false), top: false)
                    if !content.isEmpty { items.append(.block(.element(.blockquote, content))) }
                }
            }
        }
        return items
    }

    /// Phrasing content (inside `b`, `i`, `a` …): blocks are flattened into the line, separated by spaces.
    private static func inline(_ nodes: [TemplateNode], inLink: Bool) -> [SanitizedNode] {
        var result: [SanitizedNode] = []
        for node in nodes {
            switch node {
            case .raw:
                continue
            case .text(let text):
                result.append(.text(droppingControlCharacters(text)))
            case .element(let element):
                switch disposition(of: element.name) {
                case .drop:
                    continue
                case .unwrap:
                    result += inline(element.children, inLink: inLink)
                case .paragraph, .blockLike, .listItem, .cell, .list, .blockquote:
                    result.append(.softSpace)
                    result += inline(element.children, inLink: inLink)
                    result.append(.softSpace)
                case .lineBreak:
                    result.append(.lineBreak)
                case .inline(let tag):
                    result += inlineElement(.element(tag, []), children: inline(element.children, inLink: inLink))
                case .link:
                    if !inLink, let href = element.attribute("href").flatMap(acceptedHref) {
                        result += inlineElement(.link(href: href, []), children: inline(element.children, inLink: true))
                    } else {
                        result += inline(element.children, inLink: inLink)
                    }
                }
            }
        }
        return result
    }

    /// An inline element (`shell` with its children replaced). Soft spaces at its edges move
    /// outside it; without visible text it is unwrapped.
    private static func inlineElement(_ shell: SanitizedNode, children: [SanitizedNode]) -> [SanitizedNode] {
        var content = resolveSoftSpaces(children)
        var before: [SanitizedNode] = []
        var after: [SanitizedNode] = []
        if content.first == .softSpace { content.removeFirst(); before = [.softSpace] }
        if content.last == .softSpace { content.removeLast(); after = [.softSpace] }
        guard hasVisibleText(content) else { return before + content + after }
        switch shell {
        case .element(let tag, _): return before + [.element(tag, content)] + after
        case .link(let href, _): return before + [.link(href: href, content)] + after
        case .text, .lineBreak, .softSpace: return before + content + after
        }
    }

    /// The `li` elements of a `ul`/`ol`; other content between items becomes an item of its own.
    private static func listItems(_ nodes: [TemplateNode]) -> [SanitizedNode] {
        var result: [SanitizedNode] = []
        var pending: [TemplateNode] = []
        func add(_ content: [TemplateNode]) {
            let item = assemble(flow(content, top: false), top: false)
            if !item.isEmpty { result.append(.element(.li, item)) }
        }
        for node in nodes {
            if case .element(let element) = node, element.name == "li" {
                add(pending)
                pending = []
                add(element.children)
            } else {
                pending.append(node)
            }
        }
        add(pending)
        return result
    }

    // MARK: - Assembling flow content

    private enum Segment {
        case run([SanitizedNode])
        case block(SanitizedNode)
    }

    /// Groups flow items into inline runs and blocks. Runs without visible text are dropped, the
    /// others trimmed. At the top level every run becomes a `<p>`; elsewhere only when a paragraph
    /// break separates two parts of the content.
    private static func assemble(_ items: [Item], top: Bool) -> [SanitizedNode] {
        var raw: [Segment?] = []  // nil: paragraph break
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
            guard let segment else { pendingBreak = true; continue }
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
    private static func splitAtBlankLines(_ run: [SanitizedNode]) -> [[SanitizedNode]] {
        var parts: [[SanitizedNode]] = [[]]
        for node in run {
            guard case .text(let text) = node else { parts[parts.count - 1].append(node); continue }
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
    private static func splitAtBlankLines(_ text: String) -> [Item] {
        let scalars = Array(text.unicodeScalars)
        var items: [Item] = []
        var partStart = 0
        var i = 0
        while i < scalars.count {
            guard isASCIIWhitespace(scalars[i]) else { i += 1; continue }
            var end = i
            var lineBreaks = 0
            while end < scalars.count, isASCIIWhitespace(scalars[end]) {
                if scalars[end] == "\n" || (scalars[end] == "\r" && (end + 1 == scalars.count || scalars[end + 1] != "\n")) {
                    lineBreaks += 1
                }
                end += 1
            }
            if lineBreaks >= 2 {
                items.append(.inline(.text(string(scalars[partStart..<i]))))
                items.append(.paragraphBreak)
                partStart = end
            }
            i = end
        }
        items.append(.inline(.text(string(scalars[partStart...]))))
        return items
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
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
    private static func resolveSoftSpaces(_ nodes: [SanitizedNode]) -> [SanitizedNode] {
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

    private static func endsWithSpace(_ node: SanitizedNode) -> Bool {
        switch node {
        case .text(let text): return text.unicodeScalars.last.map(isASCIIWhitespace) ?? false
        case .lineBreak, .softSpace: return true
        case .element(_, let children), .link(_, let children): return children.last.map(endsWithSpace) ?? false
        }
    }

    private static func startsWithSpace(_ node: SanitizedNode) -> Bool {
        switch node {
        case .text(let text): return text.unicodeScalars.first.map(isASCIIWhitespace) ?? false
        case .lineBreak, .softSpace: return true
        case .element(_, let children), .link(_, let children): return children.first.map(startsWithSpace) ?? false
        }
    }

    /// Removes soft spaces at the edges and ASCII whitespace at the start of the first and the end
    /// of the last direct text node.
    private static func trim(_ nodes: [SanitizedNode]) -> [SanitizedNode] {
        var nodes = nodes
        while let first = nodes.first {
            if first == .softSpace { nodes.removeFirst(); continue }
            guard case .text(let text) = first else { break }
            let trimmed = String(text.unicodeScalars.drop(while: isASCIIWhitespace))
            if trimmed.isEmpty { nodes.removeFirst(); continue }
            nodes[0] = .text(trimmed)
            break
        }
        while let last = nodes.last {
            if last == .softSpace { nodes.removeLast(); continue }
            guard case .text(let text) = last else { break }
            var scalars = Substring(text).unicodeScalars
            while let end = scalars.last, isASCIIWhitespace(end) { scalars.removeLast() }
            if scalars.isEmpty { nodes.removeLast(); continue }
            nodes[nodes.count - 1] = .text(String(scalars))
            break
        }
        return nodes
    }

    /// True when some text is neither ASCII whitespace nor a no-break space.
    private static func hasVisibleText(_ nodes: [SanitizedNode]) -> Bool {
        nodes.contains { node in
            switch node {
            case .text(let text): return text.unicodeScalars.contains { !isASCIIWhitespace($0) && $0 != "\u{A0}" }
            case .lineBreak, .softSpace: return false
            case .element(_, let children), .link(_, let children): return hasVisibleText(children)
            }
        }
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func isASCIIWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isASCIIWhitespace(UInt8(scalar.value))
    }
}
