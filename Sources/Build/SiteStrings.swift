import Foundation
import Model
import Presentation
import Support

/// The UI strings of a site: sitegen's table for the configured language (English when sitegen ships
/// none), with the site's own `strings/<language>.toml` over it, key by key.
enum SiteStrings {
    /// The folder of a site's strings files, beside `sitegen.toml`.
    static let folder = "strings"

    /// The strings file of `language`, relative to the site folder: `strings/ja.toml`. The tag was checked
    /// when the settings were read (letters, digits and `-`), so it cannot leave the folder.
    static func file(for language: String) -> String {
        "\(folder)/\(language).toml"
    }

    /// The strings for `config`, and the problems of the site's strings file; a language with no table of
    /// sitegen's gets one warning, at the `language` key of `sitegen.toml`, unless the site's file sets every string.
    static func load(_ config: SiteConfig, options: BuildOptions) -> (strings: UIStrings, diagnostics: [Diagnostic]) {
        let file = file(for: config.language)
        let path = options.resolve(file)
        var values: [String: LocalizedString] = [:]
        var diagnostics: [Diagnostic] = []
        if FileManager.default.fileExists(atPath: path) {
            // `date_format` is the site's day pattern in every language; a strings file setting it too is told so.
            let setElsewhere =
                config.dateFormat == nil
                ? [:] : [UIStringKey.dateDay.rawValue: "ignored: date_format in sitegen.toml sets the pattern of a day"]
            (values, diagnostics) = StringsFileLoader.load(
                path: path, displayPath: file, rules: UIStrings.rules, setElsewhere: setElsewhere)
        }
        let shipped = UIStrings.shipped(config.language)
        if shipped == nil && !UIStrings.isComplete(values) {
            let configPath = options.resolve("sitegen.toml")
            let position = SiteConfigLoader.position(of: "language", inFileAt: configPath)
            let untranslated = values.isEmpty ? "labels, counts and dates" : "the strings that \(file) does not set"
            diagnostics.append(
                .warning(
                    "sitegen.toml", line: position?.line ?? 0, column: position?.column ?? 0,
                    "language \"\(config.language)\": sitegen has no strings in this language, so \(untranslated) are "
                        + "in English (en); translate them in \(file)"))
        }
        return ((shipped ?? .english).overriding(values), diagnostics)
    }
}
