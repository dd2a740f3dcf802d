import Support

/// A template checked and compiled into a render program; rendering never touches libxml2.
///
/// A value type of immutable data, so one compiled template can render pages on many threads at once.
public struct CompiledTemplate: Sendable {
    /// The template name it was compiled from (e.g. `movie.html`).
    public let name: String
    let program: [RenderOp]
    /// Bytes of static HTML, used to reserve the output buffer up front.
    private let staticSize: Int

    init(name: String, program: [RenderOp]) {
        self.name = name
        self.program = program
        self.staticSize = Self.staticSize(of: program)
    }

    /// Renders the page for `context` into fresh bytes.
    public func render(_ context: TemplateContext) -> [UInt8] {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(staticSize + staticSize / 2)
        render(context, into: &buffer)
        return buffer
    }

    /// Appends the page for `context` to `buffer` (lets a caller reuse one buffer for many pages).
    /// A key missing from the context renders as `.absent`.
    public func render(_ context: TemplateContext, into buffer: inout [UInt8]) {
        var scopes = [context]
        Self.run(program, scopes: &scopes, links: context.relativeLinks, into: &buffer)
    }

    private static func run(
        _ program: [RenderOp], scopes: inout [TemplateContext], links: RelativeLinks?, into buffer: inout [UInt8]
    ) {
        // Read in place: taken out of the array one by one, each op's payload was retained and released.
        program.withUnsafeBufferPointer { program in
            for op in program { run(op, scopes: &scopes, links: links, into: &buffer) }
        }
    }

    private static func run(
        _ op: RenderOp, scopes: inout [TemplateContext], links: RelativeLinks?, into buffer: inout [UInt8]
    ) {
        switch op {
        case .bytes(let bytes):
            buffer.append(contentsOf: bytes)
        case .text(let key):
            switch lookup(key, in: scopes) {
            case .text(let s): HTMLEscaping.escapeText(s, into: &buffer)
            case .html(let h): buffer.append(contentsOf: h.html.utf8) // already safe
            default: break
            }
        case .html(let key):
            switch lookup(key, in: scopes) {
            case .html(let h): buffer.append(contentsOf: h.html.utf8)
            case .text(let s): HTMLEscaping.escapeText(s, into: &buffer) // never trust plain text
            default: break
            }
        case .json(let key):
            // Only a JSON value: text or HTML bound here by mistake could be anything but JSON.
            guard case .json(let s) = lookup(key, in: scopes) else { break }
            HTMLEscaping.escapeScriptJSON(s, into: &buffer)
        case .attribute(let prefix, let key, let check):
            guard case .text(let value) = lookup(key, in: scopes), let checked = Self.checked(value, check, links) else { break }
            buffer.append(contentsOf: prefix)
            HTMLEscaping.escapeAttribute(checked, into: &buffer)
            buffer.append(UInt8(ascii: "\""))
        case .each(let key, let body):
            guard case .list(let items) = lookup(key, in: scopes) else { break }
            for item in items {
                scopes.append(item)
                run(body, scopes: &scopes, links: links, into: &buffer)
                scopes.removeLast()
            }
        case .if(let key, let negated, let body):
            if lookup(key, in: scopes).isTruthy != negated {
                run(body, scopes: &scopes, links: links, into: &buffer)
            }
        }
    }

    /// `value` as an attribute checked by `check` writes it (relative to the page when `links` is set), or nil
    /// when the attribute is left out.
    private static func checked(_ value: String, _ check: AttributeCheck, _ links: RelativeLinks?) -> String? {
        switch check {
        case .text: return value
        case .url:
            guard URLPolicy.isAllowed(value) else { return nil }
            let url = URLPolicy.normalized(value)
            return links?.link(url) ?? url
        case .srcset: return SrcsetPolicy.checked(value, links: links)
        }
    }

    /// Innermost scope first; a key no scope provides is `.absent`. Each scope is read in place: taken out of the
    /// array one by one, each was retained and released.
    private static func lookup(_ key: TemplateKey, in scopes: [TemplateContext]) -> TemplateValue {
        var index = scopes.endIndex
        while index > scopes.startIndex {
            index -= 1
            if let value = scopes[index].values[key] { return value }
            if !scopes[index].texts.isEmpty, let text = scopes[index].texts[key.name] { return .text(text) }
        }
        return .absent
    }

    private static func staticSize(of program: [RenderOp]) -> Int {
        program.reduce(0) { total, op in
            switch op {
            case .bytes(let bytes): return total + bytes.count
            case .each(_, let body), .if(_, _, let body): return total + staticSize(of: body)
            default: return total
            }
        }
    }
}
