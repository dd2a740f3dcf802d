/// What a strings table may hold under one key: what a site's strings file is checked against.
public enum LocalizedStringRule: Sendable, Equatable {
    /// A string using only these placeholders (none for a label).
    case text(placeholders: [String])
    /// A count phrase: a string, or a table of the forms `one` and `other`, using only these placeholders.
    case count(placeholders: [String])
    /// A Unicode date pattern (`yyyy/MM/dd`), taken as written: braces have no meaning there.
    case datePattern

    var isCount: Bool {
        if case .count = self { return true }
        return false
    }

    var placeholders: [String] {
        switch self {
        case .text(let names), .count(let names): return names
        case .datePattern: return []
        }
    }
}
