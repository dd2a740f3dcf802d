import Testing

@testable import HTML

struct RenderProgramTests {
    /// A body follows its `each` or `if` and is skipped over by it; static bytes are ranges of one buffer; a key used
    /// twice is one entry of the table.
    @Test func bodiesFollowTheirInstructionAndKeysAreShared() {
        let title = TemplateKey("title")
        let program = RenderProgram([
            .bytes(Array("<ul>".utf8)),
            .each(
                key: TemplateKey("items"),
                body: [
                    .bytes(Array("<li".utf8)),
                    .attribute(prefix: Array(" href=\"".utf8), key: TemplateKey("url"), check: .url),
                    .bytes(Array(">".utf8)),
                    .if(key: title, negated: true, body: [.bytes(Array("untitled".utf8))]),
                    .text(key: title),
                ]),
            .bytes(Array("</ul>".utf8)),
            .json(key: title),
        ])
        let kinds = program.instructions.map(\.kind)
        #expect(kinds == [.bytes, .each, .bytes, .attribute, .bytes, .ifFalsy, .bytes, .text, .bytes, .json])
        #expect(program.instructions[1].range == 2..<8)
        #expect(program.instructions[5].range == 6..<7)
        #expect(program.keys.map(\.name) == ["items", "url", "title"])
        #expect(program.instructions[5].key == 2 && program.instructions[7].key == 2 && program.instructions[9].key == 2)
        #expect(program.instructions[3].check == .url)
        let text = { (index: Int) in String(decoding: program.bytes[program.instructions[index].range], as: UTF8.self) }
        #expect([0, 2, 3, 4, 6, 8].map(text) == ["<ul>", "<li", " href=\"", ">", "untitled", "</ul>"])
        #expect(program.staticSize == "<ul><li>untitled</ul>".utf8.count)
    }

    /// Rendered from the flat program, nested lists see their own items and the scopes around them.
    @Test func nestedListsRenderFromTheFlatProgram() throws {
        let f = try TemplateFixture([
            "p.html": page(
                "<section data-each=\"groups\"><h2 data-text=\"name\">g</h2>"
                    + "<p data-each=\"items\"><span data-text=\"name\">i</span>/<b data-text=\"site\">s</b></p></section>")
        ])
        let schema = TemplateSchema([
            "site": .text, "groups": .list(TemplateSchema(["name": .text, "items": .list(TemplateSchema(["name": .text]))])),
        ])
        let item = { (name: String) in TemplateContext(["name": .text(name)]) }
        let context = TemplateContext([
            "site": .text("S"),
            "groups": .list([
                TemplateContext(["name": .text("A"), "items": .list([item("a1"), item("a2")])]),
                TemplateContext(["name": .text("B"), "items": .list([])]),
            ]),
        ])
        let out = try f.render("p.html", schema, context)
        #expect(out.contains("<section><h2>A</h2><p><span>a1</span>/<b>S</b></p><p><span>a2</span>/<b>S</b></p></section>"))
        #expect(out.contains("<section><h2>B</h2></section>"))
    }
}
