/// The labels of a strings table, its strings without placeholders, by key (`movie.cast`): what a
/// template binds as `data-text="movie.cast"`, and what a view labels a list item with itself.
public struct UILabels: Sendable, Equatable {
    /// The labels by key. One dictionary for the whole build: each page's chrome holds it, not a copy.
    public let texts: [String: String]

    public subscript(key: UIStringKey) -> String {
        texts[key.rawValue] ?? ""
    }

    /// The English labels, for chromes made by hand.
    public static var english: UILabels { UIStrings.english.labels }

    /// The keys of every label, whatever the language: English decides which keys are labels.
    public static let keys: [String] = UIStringKey.allCases.filter { UIStrings.kinds[$0] == .label }.map(\.rawValue)
}
