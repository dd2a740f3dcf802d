import Build
import Foundation
import Model
import Presentation
import Testing

@testable import HTML

/// The repository's own sample catalog built with `language = "ja"`: no page has an English label left.
/// The catalog's data (English titles, overviews, genre names from TMDB) stays as it is, so pages are not
/// searched for Latin letters but for the strings of the English table that Japanese writes differently,
/// each as a whole text or attribute value (a pattern such as "Poster of {title}" as a pattern). The owner's
/// Markdown and an API's HTML (`class="prose"`: notes, free pages, book descriptions) are data too.
@Suite struct JapaneseSampleSiteTests {
    /// The repository's `sitegen.toml` and `content/`, copied, with the language switched to Japanese and
    /// the sample's explicit English day pattern left out, so that dates take the Japanese one.
    static func sampleSite(language: String) throws -> ScratchSite {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let config = try String(contentsOfFile: repository + "/sitegen.toml", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("date_format") }
            .map { $0.hasPrefix("language") ? "language = \"\(language)\"" : String($0) }
            .joined(separator: "\n")
        #expect(config.contains("language = \"\(language)\""))
        let site = try ScratchSite(config: config)
        try FileManager.default.removeItem(atPath: site.root + "/content")
        try FileManager.default.copyItem(atPath: repository + "/content", toPath: site.root + "/content")
        return site
    }

    @Test func noEnglishLabelIsLeftOnAnyPage() throws {
        let site = try Self.sampleSite(language: "ja")
        let report = try site.build()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let pages = ScratchFolder.tree(site.output).filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 400, "the whole sample: \(pages.count) pages")
        let scanner = EnglishLabelScanner(siteTitle: "The Silent Shelf")
        var found: [String] = []
        for (path, bytes) in pages.sorted(by: { $0.key < $1.key }) {
            found += scanner.englishLabels(in: bytes).map { "\(path): \($0)" }
        }
        #expect(found.isEmpty, "\(found.count) English labels, first: \(found.prefix(10))")
        let movie = String(decoding: pages["movies/653-nosferatu/index.html"] ?? [], as: UTF8.self)
        #expect(movie.contains("<html lang=\"ja\">"))
        #expect(movie.contains("<dt>公開日</dt><dd>1922/03/04</dd>"))
        let book = String(decoding: pages["books/fR2kS7eLm4PC-frankenstein/index.html"] ?? [], as: UTF8.self)
        #expect(book.contains("<span class=\"owner-date-label\">購入日</span> <span>2020/11/02</span>"))
        #expect(book.contains("<dt>出版日</dt>"))
    }

    /// The scanner is not blind: the same sample in English shows English labels on every page.
    @Test func theScannerFindsTheLabelsOfTheEnglishSample() throws {
        let site = try Self.sampleSite(language: "en")
        _ = try site.build()
        let pages = ScratchFolder.tree(site.output).filter { $0.key.hasSuffix(".html") }
        let scanner = EnglishLabelScanner(siteTitle: "The Silent Shelf")
        let withLabels = pages.filter { !scanner.englishLabels(in: $0.value).isEmpty }
        #expect(withLabels.count == pages.count, "pages without one: \(Set(pages.keys).subtracting(withLabels.keys).sorted().prefix(5))")
        let movie = scanner.englishLabels(in: pages["movies/653-nosferatu/index.html"] ?? [])
        for expected in ["movie.overview: Overview", "movie.as_character: as Count Orlok", "movie.poster_alt: Poster of Nosferatu"] {
            #expect(movie.contains(expected), "\(movie)")
        }
    }
}

/// Finds the strings of sitegen's English table in a page, where Japanese has other words for them.
struct EnglishLabelScanner {
    private let labels: [String: String]
    private let patterns: [(key: String, regex: NSRegularExpression)]

    /// - Parameter siteTitle: what `{site}` stands for in the site's sentences.
    init(siteTitle: String) {
        var labels: [String: String] = [:]
        var patterns: [(String, NSRegularExpression)] = []
        for key in UIStringKey.allCases where !key.isDatePattern {
            let english = UIStrings.english.forms(key)
            guard english != UIStrings.japanese.forms(key) else { continue }
            for source in Set([english.one, english.other]) {
                let pattern = UIStrings.english.pattern(key)
                if pattern.placeholders.isEmpty {
                    // Punctuation alone (", ", ".") says nothing of a language.
                    let label = source.trimmingCharacters(in: .whitespaces)
                    if label.contains(where: \.isLetter) { labels[label] = key.rawValue }
                } else {
                    // As written (the search page hands its script the phrases unfilled), and filled in.
                    labels[source] = key.rawValue
                    let isCount = UIStrings.kinds[key] == .count(pattern.placeholders)
                    if let regex = Self.regex(source, isCount: isCount, siteTitle: siteTitle) {
                        patterns.append((key.rawValue, regex))
                    }
                }
            }
        }
        self.labels = labels
        self.patterns = patterns
    }

    /// Each English string of the page, as "key: text".
    func englishLabels(in bytes: [UInt8]) -> [String] {
        let (parsed, _) = TemplateParser.parse(bytes, path: "page")
        var values: [String] = []
        collect(parsed?.nodes ?? [], into: &values)
        return values.compactMap { value in
            let text = value.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return nil }
            if let key = labels[text] ?? labels[value] { return "\(key): \(text)" }
            let range = NSRange(text.startIndex..., in: text)
            return patterns.first { $0.regex.firstMatch(in: text, range: range) != nil }.map { "\($0.key): \(text)" }
        }
    }

    /// Every text node, and the attributes people read: labels for assistive technology, tooltips, text
    /// alternatives, descriptions for link previews, and the phrases the search script shows.
    private func collect(_ nodes: [TemplateNode], into values: inout [String]) {
        for node in nodes {
            switch node {
            case .text(let text): values.append(text)
            case .raw: break
            case .element(let element) where element.attribute("class")?.split(separator: " ").contains("prose") == true:
                continue
            case .element(let element):
                for attribute in element.attributes {
                    guard let value = attribute.value else { continue }
                    let isMetaText =
                        element.name == "meta" && attribute.name == "content"
                        && ["description", "og:description", "og:image:alt", "twitter:description", "twitter:image:alt"]
                            .contains(element.attribute("name") ?? element.attribute("property") ?? "")
                    if ["aria-label", "title", "alt", "placeholder"].contains(attribute.name) || isMetaText
                        || (attribute.name.hasPrefix("data-") && element.attribute("id") == "search")
                    {
                        values.append(value)
                    }
                }
                collect(element.children, into: &values)
            }
        }
    }

    /// The whole text matched by `pattern`: a number where a page, a time or the count of a count phrase
    /// goes, the site's title for `{site}`, anything elsewhere.
    private static func regex(_ pattern: String, isCount: Bool, siteTitle: String) -> NSRegularExpression? {
        guard let parsed = try? StringPattern(parsing: pattern) else { return nil }
        // A year too: "← {year}" is a pattern of arrows and a number, which must not match "← 前へ".
        let numbers = Set(["page", "pages", "hours", "minutes", "rating", "number", "decade", "year"] + (isCount ? ["count"] : []))
        let body = parsed.parts.map { part in
            switch part {
            case .literal(let text): return NSRegularExpression.escapedPattern(for: text)
            case .placeholder("site"): return NSRegularExpression.escapedPattern(for: siteTitle)
            case .placeholder(let name): return numbers.contains(name) ? "\\d+" : ".+"
            }
        }.joined()
        return try? NSRegularExpression(pattern: "^" + body + "$", options: [.dotMatchesLineSeparators])
    }
}
