// libFuzzer target: the template compiler. The input is written as `page.html` into a directory
// created once per process (next to a fixed `layout.html` and `partials/card.html`), compiled with
// `TemplateLibrary.compile` against a schema with keys of every kind, and on success rendered with
// a fixed context whose values are hostile (markup in text, a `javascript:` URL).
//
// Invariants (abort when violated), checked only when the input itself does not contain the word
// "sentinel": the rendered page never contains a bound value unescaped (`<sentinel`) nor a bound
// `javascript:sentinel` URL.
import Foundation
import HTML

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
        print("cannot write \(path)")
        abort()
    }
    let compiled: CompiledTemplate
    do {
        compiled = try Fixture.library.compile("page.html", schema: Fixture.schema)
    } catch {
        if error.diagnostics.isEmpty {
            print("compile failed without a diagnostic")
            abort()
        }
        return 0
    }
    let output = compiled.render(Fixture.context)
    if !bytes.contains(Array("sentinel".utf8)) {
        let lower = String(decoding: output, as: UTF8.self).lowercased()
        if lower.contains("<sentinel") || lower.contains("javascript:sentinel") || lower.contains("java\tscript:sentinel") {
            print("bound value written unescaped or unsafe URL bound:\n\(String(decoding: output, as: UTF8.self))")
            abort()
        }
    }
    return 0
}

extension Data {
    fileprivate func contains(_ needle: [UInt8]) -> Bool {
        guard count >= needle.count else { return false }
        return range(of: Data(needle)) != nil
    }
}
