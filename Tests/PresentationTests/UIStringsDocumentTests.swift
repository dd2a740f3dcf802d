import Foundation
import Testing

@testable import Presentation

/// `docs/strings.md` lists every key of the strings table with its English and Japanese strings, made from
/// the tables themselves: `SITEGEN_UPDATE_DOCS=1 swift test --filter UIStringsDocumentTests` writes it, and
/// this test fails while the page is stale.
@Suite struct UIStringsDocumentTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/strings.md").path

    @Test func thePageListsTheTablesAsTheyAre() throws {
        let page = Self.document()
        if ProcessInfo.processInfo.environment["SITEGEN_UPDATE_DOCS"] == "1" {
            try page.write(toFile: Self.path, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(written == page, "docs/strings.md is stale: run SITEGEN_UPDATE_DOCS=1 swift test --filter UIStringsDocumentTests")
        for key in UIStringKey.allCases {
            #expect(written.contains("| `\(key.rawValue)` |"), "\(key.rawValue) is not listed")
        }
    }

    static func document() -> String {
        var lines = [
            "# UI strings", "",
            "Every label, count phrase and format of a sitegen site, by its key. sitegen ships them in English (`en`) and",
            "Japanese (`ja`); `language` in `sitegen.toml` chooses, and a site changes any of them in",
            "`strings/<language>.toml` (see README.md, \"Languages\"). Generated from the tables in",
            "`Sources/Presentation/UIStrings+English.swift` and `UIStrings+Japanese.swift` by",
            "`SITEGEN_UPDATE_DOCS=1 swift test --filter UIStringsDocumentTests`.", "",
            "- **label**: plain text; templates bind it by its key, `data-text=\"movie.cast\"`.",
            "- **pattern**: text with the `{placeholders}` listed, and no others; `{{` and `}}` write a brace.",
            "- **count**: a count phrase, one string for every number or a table of the forms `one` (for 1) and `other`.",
            "- **date pattern**: a Unicode date pattern (`yyyy/MM/dd`); `date_format` in `sitegen.toml` wins over `date.day`.",
        ]
        var section = ""
        for key in UIStringKey.allCases {
            let name = String(key.rawValue.prefix { $0 != "." })
            if name != section {
                section = name
                lines += ["", "## \(name)", "", "| key | kind | en | ja |", "|---|---|---|---|"]
            }
            lines.append("| `\(key.rawValue)` | \(kind(key)) | \(cell(UIStrings.english, key)) | \(cell(UIStrings.japanese, key)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func kind(_ key: UIStringKey) -> String {
        let names = { (placeholders: [String]) in placeholders.map { "`{\($0)}`" }.joined(separator: " ") }
        switch UIStrings.kinds[key] {
        case .label, nil: return "label"
        case .pattern(let placeholders): return "pattern " + names(placeholders)
        case .count(let placeholders): return "count " + names(placeholders)
        case .datePattern: return "date pattern"
        }
    }

    /// A string in quotes, so that a space at either end shows; a count phrase's two forms when they differ.
    private static func cell(_ strings: UIStrings, _ key: UIStringKey) -> String {
        let forms = strings.forms(key)
        let quoted = { (text: String) in "`\"" + text + "\"`" }
        guard case .count = UIStrings.kinds[key], forms.one != forms.other else { return quoted(forms.other) }
        return "one: " + quoted(forms.one) + "<br>other: " + quoted(forms.other)
    }
}
