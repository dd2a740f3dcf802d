// libFuzzer target: the template compiler. The input is written as `page.html` into a directory
// created once per process (next to a fixed `layout.html` and `partials/card.html`), compiled with
// `TemplateLibrary.compile` against a schema with keys of every kind, and on success rendered with
// a fixed context whose values are hostile (markup in text, a `javascript:` URL).
//
// Invariants (abort when violated): a failed compile has at least one diagnostic; and, when the
// input itself does not contain the word "sentinel" (so every "sentinel" in the output comes from a
// bound value), the rendered page never contains a bound value unescaped (`<sentinel`), and no
// start tag has a bound value in an attribute where it could run script: an event handler (`on…`),
// `style`, `srcset`, `srcdoc` (HTML of its own), or a `javascript:` URL in a URL attribute.
import Foundation
import HTML
import Support

enum Fixture {
    static let directory: String = {
        let dir = NSTemporaryDirectory() + "sitegen-fuzz-template-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir + "/partials", withIntermediateDirectories: true)
        let layout = """
            <!DOCTYPE html>
            <html lang="en"><head><title data-slot="title">Site</title></head>
            <body><header data-slot="header"><p>Default header</p></header>
            <main id="content" data-slot="main"><p>Sample</p></main>
            <footer><a href="/" data-attr-href="url" data-text="siteName">home</a></footer></body></html>

            """
        let card = """
            <article class="card"><h2 data-text="name">Name</h2><a href="#" data-attr-href="href">more</a>
            <ul><li data-each="tags" data-text="tag">tag</li></ul></article>

            """
        _ = FileManager.default.createFile(atPath: dir + "/layout.html", contents: Data(layout.utf8))
        _ = FileManager.default.createFile(atPath: dir + "/partials/card.html", contents: Data(card.utf8))
        return dir
    }()

    static let library = TemplateLibrary(searchPaths: [directory])

    static let schema = TemplateSchema([
        "title": .text, "siteName": .text, "url": .text, "note": .text,
        "body": .html, "summary": .html,
        "draft": .flag, "hasNotes": .flag,
        "items": .list(TemplateSchema(["name": .text, "href": .text, "tags": .list(TemplateSchema(["tag": .text]))])),
        "empty": .list(TemplateSchema(["name": .text])),
    ])

    static let context: TemplateContext = {
        let tags = TemplateValue.list([TemplateContext(["tag": .text("<sentinel>")]), TemplateContext(["tag": .text("b&c")])])
        let item = TemplateContext(["name": .text("\"<sentinel>\" & co"), "href": .text("javascript:sentinel()"), "tags": tags])
        let item2 = TemplateContext(["name": .text("Ok"), "href": .text("https://example.org/a b"), "tags": .list([])])
        return TemplateContext([
            "title": .text("<sentinel>Title & \"quotes\"</sentinel>"),
            "siteName": .text("Site"),
            "url": .text(" JaVa\tScRiPt:sentinel()"),
            "note": .text("a\u{0}b\u{7F}c <sentinel onerror=x>"),
            "body": .html(HTMLSanitizer.sanitize("<p>Body <b>bold</b> <a href=\"https://example.org\">link</a></p>")),
            "summary": .html(.empty),
            "draft": .flag(true),
            "hasNotes": .flag(false),
            "items": .list([item, item2]),
            "empty": .list([]),
        ])
    }()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let path = Fixture.directory + "/page.html"
    guard FileManager.default.createFile(atPath: path, contents: bytes) else {
        report("cannot write \(path)")
        abort()
    }
    let compiled: CompiledTemplate
    do {
        compiled = try Fixture.library.compile("page.html", schema: Fixture.schema)
    } catch {
        if error.all.isEmpty {
            report("compile failed without a diagnostic")
            abort()
        }
        return 0
    }
    let output = compiled.render(Fixture.context)
    if !bytes.contains(Array("sentinel".utf8)) {
        checkBoundValuesAreInert(String(decoding: output, as: UTF8.self))
    }
    return 0
}

/// Attributes whose value a browser loads or follows as a URL.
private let urlAttributes: Set<String> = ["href", "src", "action", "formaction", "poster", "cite", "data", "xlink:href", "background", "ping"]

private func checkBoundValuesAreInert(_ page: String) {
    let lower = Array(page.lowercased().utf8)
    func fail(_ problem: String) -> Never {
        report("template invariant violated: \(problem)\n\(page)")
        abort()
    }
    if contains(lower[...], Array("<sentinel".utf8)) { fail("bound text written unescaped") }
    var i = 0
    while let open = lower[i...].firstIndex(of: UInt8(ascii: "<")) {
        // Attribute values are escaped (`&gt;`), so the first '>' ends the tag.
        guard let close = lower[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
        let tag = lower[open..<close]
        var j = tag.startIndex
        while let eq = tag[j...].firstIndex(of: UInt8(ascii: "=")) {
            guard eq + 1 < tag.endIndex, tag[eq + 1] == UInt8(ascii: "\"") else { j = eq + 1; continue }
            var nameStart = eq
            while nameStart > tag.startIndex, !isSpace(tag[nameStart - 1]) { nameStart -= 1 }
            let name = String(decoding: tag[nameStart..<eq], as: UTF8.self)
            let valueStart = eq + 2
            let valueEnd = tag[valueStart...].firstIndex(of: UInt8(ascii: "\"")) ?? tag.endIndex
            let value = tag[valueStart..<valueEnd]
            if contains(value, Array("sentinel".utf8)) {
                if name.hasPrefix("on") || ["style", "srcset", "srcdoc"].contains(name) {
                    fail("bound value in attribute '\(name)'")
                }
                let url = value.filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }.drop(while: { $0 <= 0x20 })
                if urlAttributes.contains(name), url.starts(with: Array("javascript:".utf8)) {
                    fail("javascript: URL bound into '\(name)'")
                }
            }
            j = min(valueEnd + 1, tag.endIndex)
        }
        i = close + 1
    }
}

private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }

private func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    var start = haystack.startIndex
    while start + needle.count <= haystack.endIndex {
        if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        start += 1
    }
    return false
}

extension Data {
    fileprivate func contains(_ needle: [UInt8]) -> Bool {
        guard count >= needle.count else { return false }
        return range(of: Data(needle)) != nil
    }
}

/// Writes a line to standard error unbuffered, so it is not lost when the process aborts.
private func report(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
