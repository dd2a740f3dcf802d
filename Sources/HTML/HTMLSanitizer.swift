import Support

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
        // NUL is dropped, as browsers do; libxml2 would turn it into a space or stop at it. Read from the string's
        // storage: filtered through its `UTF8View`, a book's description took 25,000 instructions (Callgrind, 2026-11-28).
        let bytes = html.withUTF8Bytes { $0.contains(0) ? $0.filter { $0 != 0 } : Array($0) }
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
                zip(bytes, p).allSatisfy({ asciiLowercase($0) == $1 })
            else { continue }
            switch bytes[p.count] {
            case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                return nil // no host
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
    enum Item {
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
                continue // CDATA, script/style text: never output
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
        if content.first == .softSpace {
            content.removeFirst()
            before = [.softSpace]
        }
        if content.last == .softSpace {
            content.removeLast()
            after = [.softSpace]
        }
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
}
