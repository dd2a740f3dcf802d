import Foundation
import Testing

/// Cheap structural checks that every rendered page must pass (the W3C checker runs on the real
/// output; these catch the usual template mistakes early).
func expectWellFormedPage(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\""), sourceLocation: sourceLocation)
    // The only scripts are the theme's own files, loaded by address, and at most one JSON-LD block, which no
    // browser runs: nothing inline from an item.
    let loaded = matches(of: #"<script src="/assets/[a-z]+\.js" defer></script>"#, in: html).count
    let data = count(of: "<script type=\"application/ld+json\">", in: html)
    #expect(count(of: "<script", in: html) == loaded + data, "no script but the theme's and JSON-LD", sourceLocation: sourceLocation)
    #expect(data <= 1, "one JSON-LD script at most", sourceLocation: sourceLocation)
    let bindings = #"\sdata-(text|html|json|attr-[a-z-]+|each|if|fill|include|layout|remove|slot|slot-required)[\s=>]"#
    #expect(matches(of: bindings, in: html).isEmpty, "binding attributes never reach the output", sourceLocation: sourceLocation)
    #expect(!html.contains("href=\"\""), "no empty href", sourceLocation: sourceLocation)
    for img in matches(of: #"<img\b[^>]*>"#, in: html) {
        #expect(img.contains(" alt=\""), "img without alt: \(img)", sourceLocation: sourceLocation)
        #expect(img.contains(" src=\""), "img without src: \(img)", sourceLocation: sourceLocation)
    }
    let ids = matches(of: #"\sid="([^"]*)""#, in: html, group: 1)
    #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)", sourceLocation: sourceLocation)
    let levels = matches(of: #"<h([1-6])\b"#, in: html, group: 1).compactMap { Int($0) }
    #expect(levels.first == 1, "the first heading is an h1", sourceLocation: sourceLocation)
    #expect(levels.filter { $0 == 1 }.count == 1, "exactly one h1", sourceLocation: sourceLocation)
    for (previous, next) in zip(levels, levels.dropFirst()) {
        #expect(next <= previous + 1, "heading levels skip from h\(previous) to h\(next)", sourceLocation: sourceLocation)
    }
    #expect(count(of: "<main", in: html) == 1, sourceLocation: sourceLocation)
}

/// The matches of `pattern` (or of its capture `group`) in `text`.
func matches(of pattern: String, in text: String, group: Int = 0) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: group), in: text).map { String(text[$0]) }
    }
}

func count(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}
