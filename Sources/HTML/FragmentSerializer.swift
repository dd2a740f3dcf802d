/// One node of sanitised output. Only the allowlisted elements can be expressed, and a link can
/// only carry an `href` that `HTMLSanitizer` accepted, so serialising this tree cannot produce
/// anything else.
indirect enum SanitizedNode: Sendable, Equatable {
    /// Character data, decoded; escaped on output.
    case text(String)
    /// `<br>`.
    case lineBreak
    /// A place where two words must not be glued together (between table cells, around a block
    /// flattened into a line). Only used while building; resolved to `" "` or nothing before output.
    case softSpace
    /// An allowlisted element without attributes.
    case element(SanitizedTag, [SanitizedNode])
    /// `<a href=… rel="nofollow noopener">`, with an already accepted absolute http(s) URL.
    case link(href: String, [SanitizedNode])
}

/// The allowlisted elements other than `a` and `br`.
enum SanitizedTag: String, Sendable {
    case p, b, strong, i, em, ul, ol, li, blockquote
}

/// Writes a `SanitizedNode` tree as HTML (escaped, UTF-8) or as plain text.
enum FragmentSerializer {
    /// The HTML of `nodes`: lower-case tags, `<br>` without end tag, text escaped (`&amp; &lt; &gt;`),
    /// the one attribute value escaped with `&quot;` too; non-ASCII written as UTF-8.
    static func html(_ nodes: [SanitizedNode]) -> String {
        var buffer: [UInt8] = []
        write(nodes, into: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    private static func write(_ nodes: [SanitizedNode], into buffer: inout [UInt8]) {
        for node in nodes {
            switch node {
            case .text(let text):
                HTMLEscaping.escapeText(text, into: &buffer)
            case .lineBreak:
                buffer.append(contentsOf: "<br>".utf8)
            case .softSpace:
                buffer.append(UInt8(ascii: " "))
            case .element(let tag, let children):
                buffer.append(contentsOf: "<\(tag.rawValue)>".utf8)
                write(children, into: &buffer)
                buffer.append(contentsOf: "</\(tag.rawValue)>".utf8)
            case .link(let href, let children):
                buffer.append(contentsOf: "<a href=\"".utf8)
                HTMLEscaping.escapeAttribute(href, into: &buffer)
                buffer.append(contentsOf: "\" rel=\"nofollow noopener\">".utf8)
                write(children, into: &buffer)
                buffer.append(contentsOf: "</a>".utf8)
            }
        }
    }

    /// The text of `nodes`, not escaped: top-level blocks are separated by a blank line, list items
    /// and blocks inside list items or quotes by a newline, `<br>` becomes a newline; links become
    /// their text.
    static func plainText(_ nodes: [SanitizedNode]) -> String {
        blocksText(nodes, separator: "\n\n")
    }

    private static func isBlock(_ node: SanitizedNode) -> Bool {
        guard case .element(let tag, _) = node else { return false }
        switch tag {
        case .p, .ul, .ol, .li, .blockquote: return true
        case .b, .strong, .i, .em: return false
        }
    }

    /// Mixed content: inline runs are concatenated, block children start on a new line
    /// (or after `separator`).
    private static func blocksText(_ nodes: [SanitizedNode], separator: String) -> String {
        var result = ""
        var lastWasBlock = false
        for node in nodes {
            let block = isBlock(node)
            if !result.isEmpty && (block || lastWasBlock) { result += separator }
            result += block ? blockText(node) : inlineText(node)
            lastWasBlock = block
        }
        return result
    }

    private static func blockText(_ node: SanitizedNode) -> String {
        guard case .element(let tag, let children) = node else { return inlineText(node) }
        switch tag {
        case .p, .b, .strong, .i, .em: return children.map(inlineText).joined()
        case .ul, .ol, .li, .blockquote: return blocksText(children, separator: "\n")
        }
    }

    private static func inlineText(_ node: SanitizedNode) -> String {
        switch node {
        case .text(let text): return text
        case .lineBreak: return "\n"
        case .softSpace: return " "
        case .element: return blockText(node)
        case .link(_, let children): return children.map(inlineText).joined()
        }
    }
}
