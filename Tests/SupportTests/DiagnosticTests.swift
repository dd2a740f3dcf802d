import Support
import Testing

@Suite struct DiagnosticTests {
    @Test func printsLikeACompiler() {
        let diagnostic = Diagnostic.error("Templates/movie.html", line: 12, column: 0, "unknown binding key 'titel' in data-text")
        #expect(diagnostic.description == "Templates/movie.html:12:1: error: unknown binding key 'titel' in data-text")
        #expect(Diagnostic.warning("a", line: 3, column: 7, "m").description == "a:3:7: warning: m")
    }

    @Test func aWholeFileProblemPointsAtTheFirstLine() {
        #expect(Diagnostic.error("sitegen.toml", "cannot read").description == "sitegen.toml:1:1: error: cannot read")
    }

    @Test func diagnosticsSortByPlaceAndKeepTheOrderFoundAtOnePlace() {
        let found = [
            Diagnostic.error("b.html", line: 1, "third"),
            Diagnostic.error("a.html", line: 2, "second"),
            Diagnostic.error("a.html", line: 1, "first, found last"),
            Diagnostic.error("b.html", line: 1, "fourth"),
        ]
        #expect(Diagnostics(found).all.map(\.message) == ["first, found last", "second", "third", "fourth"])
        #expect(Diagnostics(found).description.split(separator: "\n").count == 4)
    }
}
