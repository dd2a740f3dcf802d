/// `data-json`: JSON text as the body of a `<script type="application/ld+json">` (structured data for
/// search engines and link previews).
///
/// A script's body is written raw, so `data-text` and `data-html` are refused there; this binding is the
/// one way in, kept narrow: only JSON values, only on a script whose type is written in the template as
/// JSON-LD (a type a value could change to JavaScript is refused with every other bound attribute), and
/// the value escaped so that it can never end the element (`HTMLEscaping.escapeScriptJSON`).
extension TemplateCompiler {
    static let jsonScriptType = "application/ld+json"

    func emitJSON(_ key: String, _ element: TemplateElement, in path: String) {
        let isJSONScript =
            element.name == "script" && element.attribute("type")?.lowercased() == Self.jsonScriptType
            && !element.attributes.contains { $0.name.hasPrefix("data-attr-") }
        guard isJSONScript else {
            error(
                "data-json is only allowed on <script type=\"\(Self.jsonScriptType)\"> without data-attr-* bindings",
                at: element.line, in: path)
            return
        }
        if check(key, binding: "data-json", at: element.line, in: path, needs: "JSON", allowed: { $0 == .json }) != nil {
            builder.hole(.json(key: TemplateKey(key)))
        }
    }
}
