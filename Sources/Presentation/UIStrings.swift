public import Model

/// The UI strings of one build: labels, count phrases, and the formats of dates, runtimes and sentences.
/// sitegen's table for the site's language (English when it ships none), with the site's own strings file
/// over it. Made once a build; every page shares it.
public struct UIStrings: Sendable, Equatable {
    /// What a key holds, decided by its English string (see `UIStringKey`).
    public enum Kind: Sendable, Equatable {
        /// Plain text: templates bind it by key.
        case label
        /// Text with these placeholders.
        case pattern([String])
        /// A count phrase with these placeholders (`{count}` at least).
        case count([String])
        /// A Unicode date pattern.
        case datePattern
    }

    /// The language of the shipped table underneath: "en" or "ja".
    public let language: String
    private let values: [UIStringKey: LocalizedString]
    /// The labels, made once for every page's chrome.
    public let labels: UILabels

    init(language: String, values: [UIStringKey: LocalizedString]) {
        self.language = language
        self.values = values
        var texts: [String: String] = [:]
        for (key, kind) in Self.kinds where kind == .label {
            if case .text(let pattern) = values[key] { texts[key.rawValue] = pattern.filled() }
        }
        labels = UILabels(texts: texts)
    }

    private init(language: String, table: [UIStringKey: ShippedString]) {
        var values: [UIStringKey: LocalizedString] = [:]
        for (key, entry) in table {
            values[key] = Self.value(entry, isDatePattern: key.isDatePattern)
        }
        self.init(language: language, values: values)
    }

    public static func == (lhs: UIStrings, rhs: UIStrings) -> Bool {
        lhs.language == rhs.language && lhs.values == rhs.values
    }

    /// sitegen's English table.
    public static let english = UIStrings(language: "en", table: englishTable)
    /// sitegen's Japanese table.
    public static let japanese = UIStrings(language: "ja", table: japaneseTable)

    /// sitegen's table for the language tag `tag` (`ja`, `ja-JP`, `EN`), by its primary language; nil when
    /// sitegen ships none for it.
    public static func shipped(_ tag: String) -> UIStrings? {
        let primary = tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
        switch primary {
        case "en": return english
        case "ja": return japanese
        default: return nil
        }
    }

    /// What each key holds, from the English table (as written: `english` itself is made with these).
    public static let kinds: [UIStringKey: Kind] = {
        func names(_ text: String) -> [String] { ((try? StringPattern(parsing: text))?.placeholders ?? []).sorted() }
        var kinds: [UIStringKey: Kind] = [:]
        for key in UIStringKey.allCases {
            switch englishTable[key] {
            case _ where key.isDatePattern: kinds[key] = .datePattern
            case .forms(let one, let other): kinds[key] = .count(Array(Set(names(one) + names(other))).sorted())
            case .text(let text): kinds[key] = names(text).isEmpty ? .label : .pattern(names(text))
            case nil: kinds[key] = .label
            }
        }
        return kinds
    }()

    /// What a site's strings file may set under each key.
    public static let rules: [String: LocalizedStringRule] = Dictionary(
        uniqueKeysWithValues: kinds.map { key, kind in
            switch kind {
            case .label: return (key.rawValue, .text(placeholders: []))
            case .pattern(let names): return (key.rawValue, .text(placeholders: names))
            case .count(let names): return (key.rawValue, .count(placeholders: names))
            case .datePattern: return (key.rawValue, .datePattern)
            }
        })

    /// These strings with each of `overrides` (keys of a strings file, already checked against `rules`) in
    /// place of the table's.
    public func overriding(_ overrides: [String: LocalizedString]) -> UIStrings {
        var values = self.values
        for (name, value) in overrides {
            if let key = UIStringKey(rawValue: name) { values[key] = value }
        }
        return UIStrings(language: language, values: values)
    }

    /// Whether `overrides` sets every key: a strings file that translates the whole table.
    public static func isComplete(_ overrides: [String: LocalizedString]) -> Bool {
        UIStringKey.allCases.allSatisfy { overrides[$0.rawValue] != nil }
    }

    // MARK: Reading

    /// The string of `key` with no placeholder filled: a label's text.
    public subscript(key: UIStringKey) -> String {
        pattern(key, count: nil).filled()
    }

    /// The string of `key` with its placeholders filled from `values`.
    public func format(_ key: UIStringKey, _ values: KeyValuePairs<String, String>) -> String {
        pattern(key, count: nil).filled(values)
    }

    /// The count phrase `key` for `n`: "1 movie", "12 movies", "映画 12 本".
    public func count(_ key: UIStringKey, _ n: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let text = String(n)
        return pattern(key, count: n).parts.reduce(into: "") { result, part in
            switch part {
            case .literal(let literal): result += literal
            case .placeholder("count"): result += text
            case .placeholder(let name): result += values.first { $0.key == name }?.value ?? ""
            }
        }
    }

    /// The forms of the count phrase `key` as written, braces and all: for the search script, which fills
    /// `{count}` itself. A phrase with one form gives it twice.
    public func forms(_ key: UIStringKey) -> (one: String, other: String) {
        (pattern(key, count: 1).source, pattern(key, count: 2).source)
    }

    /// "A", "A and B", "A, B and C" (in Japanese "A、B、C"); nil for no names.
    public func list(_ names: [String]) -> String? {
        switch names.count {
        case 0: return nil
        case 1: return names[0]
        default: return names.dropLast().joined(separator: self[.listComma]) + self[.listAnd] + (names.last ?? "")
        }
    }

    /// The string of `key` as a pattern, for a formatter that fills it itself.
    public func pattern(_ key: UIStringKey) -> StringPattern {
        pattern(key, count: nil)
    }

    private func pattern(_ key: UIStringKey, count: Int?) -> StringPattern {
        switch values[key] ?? Self.english.values[key] {
        case .text(let pattern): return pattern
        case .forms(let one, let other): return count == 1 ? one ?? other : other
        case nil: return StringPattern(literal: key.rawValue)
        }
    }

    private static func value(_ entry: ShippedString, isDatePattern: Bool) -> LocalizedString {
        // A shipped string that does not parse is a mistake in sitegen, which UIStringsTests catches; shown
        // as written rather than trapping.
        func parsed(_ text: String) -> StringPattern {
            isDatePattern ? StringPattern(literal: text) : (try? StringPattern(parsing: text)) ?? StringPattern(literal: text)
        }
        switch entry {
        case .text(let text): return .text(parsed(text))
        case .forms(let one, let other): return .forms(one: parsed(one), other: parsed(other))
        }
    }
}
