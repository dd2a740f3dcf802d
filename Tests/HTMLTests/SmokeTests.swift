import Testing
@testable import HTML

@Test func smoke() throws {
    let f = try TemplateFixture([
        "p.html": page("<h1 data-text=\"title\">Placeholder</h1>\n<ul><li data-each=\"items\"><a href=\"#\" data-attr-href=\"url\" data-text=\"name\">x</a></li></ul><details open><summary>é 日本 😀</summary></details><br><img src=a.png alt=\"\"><p data-remove>gone</p><!-- c --><script>if (a < b && c) {}</script><main data-extra=\"1\">m</main>"),
    ])
    let schema = TemplateSchema(["title": .text, "items": .list(TemplateSchema(["url": .text, "name": .text]))])
    let out = try f.render("p.html", schema, TemplateContext([
        "title": .text("<script>&\"'"),
        "items": .list([TemplateContext(["url": .text("/a"), "name": .text("A")]), TemplateContext(["url": .text("javascript:x"), "name": .text("B")])]),
    ]))
    print(out)
    print(f.errors("p.html", TemplateSchema([:])))
}
