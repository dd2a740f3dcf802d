public import Support

/// Reads `content/<kind>/<id>.md`: YAML front matter between `---` lines, then a Markdown body.
/// Every diagnostic points at the line inside the `.md` file.
public struct OwnerNotesParser: Sendable {
    /// Front-matter keys holding dates for this kind (`watched` for movies; `purchased`, `read` for books).
    public let dateKeys: Set<String>

    public init(dateKeys: Set<String>) {
        self.dateKeys = dateKeys
    }

    public func parse(_ text: String, file: String) -> (notes: OwnerNotes?, diagnostics: [Diagnostic]) {
        var fields: FrontMatterFields
        switch FrontMatterFields.parse(text, file: file) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let parsed): fields = parsed
        }
        var notes = OwnerNotes(body: fields.body)
        for (key, value, keyNode) in fields.fields {
            switch key {
            case "rating": notes.rating = fields.integer(key, value, in: 0...5)
            case "draft": notes.draft = fields.bool(key, value) ?? false
            case "tags": notes.tags = fields.words(key, value)
            case _ where dateKeys.contains(key): notes.dates[key] = fields.date(key, value)
            default: fields.warnUnknown(keyNode, key)
            }
        }
        return (fields.hasErrors ? nil : notes, fields.diagnostics)
    }
}
