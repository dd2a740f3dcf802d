// libFuzzer target: `HTMLSanitizer.sanitize` and `HTMLSanitizer.plainText` on untrusted HTML
// (the input bytes decoded as UTF-8 with replacement).
//
// Invariants (abort when violated):
// - idempotent: sanitising the output again gives the same output;
// - no `<script` anywhere (case-insensitive): text is escaped, so any `<` in the output starts a tag;
// - every tag is one of the allowlist (`p br b strong i em ul ol li blockquote a`, or their end
//   tags), with no attribute except `<a href="…" rel="nofollow noopener">`; so no ` on…` event
//   handler attribute can appear inside a tag;
// - no `javascript:` URL: every href starts with `http://` or `https://` (checked case-insensitively,
//   ignoring tab/CR/LF as browsers do). `javascript:` elsewhere — visible, escaped text, or inside
//   an https URL's path (`https://x.example/javascript:`) — is harmless and allowed.
// - plainText does not crash and its result contains no NUL.
import Glibc
import HTML

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSanitizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let once = HTMLSanitizer.sanitize(input).html
    checkSafe(once, input: input)
    let twice = HTMLSanitizer.sanitize(once).html
    if twice != once {
        fail("not idempotent", input: input, details: "once:  \(once.debugDescription)\ntwice: \(twice.debugDescription)")
    }
    let text = HTMLSanitizer.plainText(input)
    if text.utf8.contains(0) { fail("plainText contains NUL", input: input, details: text) }
    return 0
}

private let allowedTags: Set<String> = ["p", "br", "b", "strong", "i", "em", "ul", "ol", "li", "blockquote", "a"]

private func checkSafe(_ html: String, input: String) {
    let bytes = Array(html.utf8)
    let lower = bytes.map { (0x41...0x5A).contains($0) ? $0 + 32 : $0 }
    if contains(lower[...], Array("<script".utf8)) { fail("output contains <script", input: input, details: html) }
    var i = 0
    while i < bytes.count {
        guard bytes[i] == UInt8(ascii: "<") else {
            if bytes[i] == UInt8(ascii: ">") { fail("stray '>' outside a tag", input: input, details: html) }
            i += 1
            continue
        }
        guard let close = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else {
            fail("unterminated tag", input: input, details: html)
        }
        let tag = lower[(i + 1)..<close]
        let tagText = String(decoding: tag, as: UTF8.self)
        if contains(tag, Array(" on".utf8)) && !tagText.hasPrefix("a href=") {
            fail("' on' inside a tag", input: input, details: tagText)
        }
        let name = tagText.hasPrefix("/") ? String(tagText.dropFirst()) : tagText
        if allowedTags.contains(name) {
            // a bare allowlisted start or end tag
        } else if tagText.hasPrefix("a href=\"") && tagText.hasSuffix("\" rel=\"nofollow noopener\"") {
            let value = tagText.dropFirst("a href=\"".count).dropLast("\" rel=\"nofollow noopener\"".count)
            if value.contains("\"") || value.contains("<") || value.contains(" ") {
                fail("href value not escaped or normalised", input: input, details: tagText)
            }
            let url = value.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.drop(while: { $0 == " " })
            if url.hasPrefix("javascript:") { fail("javascript: URL", input: input, details: tagText) }
            if !(value.hasPrefix("http://") || value.hasPrefix("https://")) {
                fail("href not http(s)", input: input, details: tagText)
            }
        } else {
            fail("tag or attribute outside the allowlist", input: input, details: tagText)
        }
        i = close + 1
    }
}

private func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    var start = haystack.startIndex
    while start + needle.count <= haystack.endIndex {
        if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        start += 1
    }
    return false
}

private func fail(_ problem: String, input: String, details: String) -> Never {
    report("HTMLSanitizer invariant violated: \(problem)\ninput: \(input.debugDescription)\n\(details)")
    abort()
}

/// Writes a line to standard error unbuffered, so it is not lost when the process aborts.
private func report(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
