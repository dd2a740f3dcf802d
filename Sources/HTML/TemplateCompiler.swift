import Support

/// Checks a parsed template against a schema and compiles it into render ops.
///
/// One compiler compiles one page (with its layout and includes) and collects every diagnostic
/// instead of stopping at the first.
final class TemplateCompiler {
    /// Binding attributes that never reach the output.
    static let controlAttributes: Set<String> = [
        "data-text", "data-html", "data-json", "data-each", "data-if", "data-remove", "data-layout",
        "data-fill", "data-slot", "data-slot-required", "data-include",
    ]
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
    /// Attributes whose value is a URL and must pass `URLPolicy`.
    static let urlAttributes: Set<String> = ["href", "src", "action", "formaction", "poster", "cite", "data", "xlink:href"]
    /// Elements libxml2's HTML4 parser gets wrong, with the reason given to the template author.
    static let refusedElements: [String: String] = [
        "source": "libxml2's HTML4 parser does not treat it as a void element and swallows the content that follows",
        "wbr": "libxml2's HTML4 parser does not treat it as a void element and swallows the content that follows",
        "picture": "it needs <source>, which libxml2's HTML4 parser mishandles; use <img> (with srcset written statically)",
    ]

    let library: TemplateLibrary
    private(set) var diagnostics: [Diagnostic] = []
    /// Schemas of the enclosing scopes, innermost last.
    var scopes: [TemplateSchema]
    /// Names of the templates being compiled, outermost first, to detect include cycles.
    var includeStack: [String] = []
    /// Parsed partials by path (nil when they failed to load), so each is parsed and reported once.
    var partials: [String: ParsedTemplate?] = [:]
    /// Fills of the page by slot name while compiling its layout; nil when there is no layout.
    var fills: [String: Fill]?
    var usedSlots: Set<String> = []
    var builder = ProgramBuilder()

    /// A page's `data-fill` element and the file it is in.
    struct Fill {
        var element: TemplateElement
        var path: String
    }

    init(library: TemplateLibrary, schema: TemplateSchema) {
        self.library = library
        self.scopes = [schema]
    }

    func error(_ message: String, at line: Int, in path: String) {
        let diagnostic = Diagnostic.error(path, line: line, message)
        // The same partial included twice would otherwise report the same problem twice.
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    func report(_ found: [Diagnostic]) {
        for diagnostic in found where !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// Compiles `nodes` into the current builder.
    func compile(_ nodes: [TemplateNode], in path: String) {
        for node in nodes {
            switch node {
            case .text(let s): builder.appendEscapedText(s)
            case .raw(let s): builder.append(s)
            case .element(let element): compile(element, in: path)
            }
        }
    }

    /// Compiles `body` into a separate op list (the body of an each or if).
    func captured(_ body: () -> Void) -> [RenderOp] {
        let outer = builder
        builder = ProgramBuilder()
        body()
        let ops = builder.finish()
        builder = outer
        return ops
    }

    private func compile(_ element: TemplateElement, in path: String) {
        if let reason = Self.refusedElements[element.name] {
            error("<\(element.name)> is not supported: \(reason)", at: element.line, in: path)
            return
        }
        if element.hasAttribute("data-remove") { return }
        if element.name == "script" || element.name == "style" {
            for binding in ["data-text", "data-html", "data-include", "data-slot"] where element.hasAttribute(binding) {
                error(
                    "\(binding) is not allowed on <\(element.name)>: its content is written raw, unescaped",
                    at: element.line, in: path)
            }
        }
        withConditions(element, in: path) {
            if let include = element.attribute("data-include") {
                compileInclude(include, from: element, in: path)
            } else {
                emit(element, in: path)
            }
        }
    }

    /// Wraps `body` in the element's data-if (outer scope, evaluated first) and data-each.
    private func withConditions(_ element: TemplateElement, in path: String, _ body: () -> Void) {
        if let condition = element.attribute("data-if") {
            let negated = condition.hasPrefix("!")
            let key = String(negated ? condition.dropFirst() : condition[...])
            _ = check(key, binding: "data-if", at: element.line, in: path, needs: "") { _ in true }
            let ops = captured { withEach(element, in: path, body) }
            builder.hole(.if(key: TemplateKey(key), negated: negated, body: ops))
        } else {
            withEach(element, in: path, body)
        }
    }

    private func withEach(_ element: TemplateElement, in path: String, _ body: () -> Void) {
        guard let key = element.attribute("data-each") else { return body() }
        let kind = check(key, binding: "data-each", at: element.line, in: path, needs: "a list") {
            if case .list = $0 { return true } else { return false }
        }
        // On an error, still check the body (in an empty scope) so its problems are reported too.
        var itemSchema = TemplateSchema([:])
        if case .list(let schema) = kind { itemSchema = schema }
        scopes.append(itemSchema)
        let ops = captured(body)
        scopes.removeLast()
        builder.hole(.each(key: TemplateKey(key), body: ops))
    }

    /// Looks `key` up through the scopes and checks its kind; returns the kind when all is well.
    func check(
        _ key: String, binding: String, at line: Int, in path: String, needs: String,
        allowed: (TemplateValueKind) -> Bool
    ) -> TemplateValueKind? {
        if key.isEmpty {
            error("\(binding) needs a key", at: line, in: path)
            return nil
        }
        guard let kind = scopes.reversed().lazy.compactMap({ $0.keys[key] }).first else {
            error("unknown binding key '\(key)' in \(binding)", at: line, in: path)
            return nil
        }
        guard allowed(kind) else {
            error("key '\(key)' is \(kind.phrase); \(binding) needs \(needs)", at: line, in: path)
            return nil
        }
        return kind
    }
}
