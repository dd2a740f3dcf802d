/// One string of a strings table (shipped with sitegen, or set by a site's strings file): a text with
/// placeholders, or a count phrase by form.
public enum LocalizedString: Sendable, Equatable {
    /// A string, with its placeholders (a count phrase given as a string is used for every number).
    case text(StringPattern)
    /// A count phrase by form: `one` for exactly 1 (nil: `other` for every number), `other` for the rest.
    case forms(one: StringPattern?, other: StringPattern)
}
