import Model
import Testing

@Suite struct StringPatternTests {
    @Test func placeholdersAndLiteralsInOrder() throws {
        let pattern = try StringPattern(parsing: "Page {page} of {pages}")
        #expect(pattern.parts == [.literal("Page "), .placeholder("page"), .literal(" of "), .placeholder("pages")])
        #expect(pattern.placeholders == ["page", "pages"])
        #expect(pattern.filled(["pages": "9", "page": "2"]) == "Page 2 of 9")
        #expect(pattern.filled(["page": "2"]) == "Page 2 of ", "a placeholder without a value is left empty")
    }

    @Test func doubledBracesAreLiteral() throws {
        let pattern = try StringPattern(parsing: "{{a}} {b} }}")
        #expect(pattern.placeholders == ["b"])
        #expect(pattern.filled(["b": "x"]) == "{a} x }")
    }

    @Test func japaneseTextAroundAPlaceholder() throws {
        #expect(try StringPattern(parsing: "映画 {count} 本").filled(["count": "12"]) == "映画 12 本")
    }

    @Test(arguments: [
        ("Page {page", "{", "unclosed '{' (write '{{' for a literal brace)"),
        ("a } b", "}", "unmatched '}' (write '}}' for a literal brace)"),
        ("{}", "{}", "'{}' is not a placeholder: a name in braces is lower-case letters and '_' (write '{{' for a literal brace)"),
        (
            "{Count}", "{Count}",
            "'{Count}' is not a placeholder: a name in braces is lower-case letters and '_' (write '{{' for a literal brace)"
        ),
    ])
    func malformedBracesAreRefused(text: String, fragment: String, message: String) {
        let problem = #expect(throws: StringPattern.Problem.self) { try StringPattern(parsing: text) }
        #expect(problem?.fragment == fragment)
        #expect(problem?.message == message)
    }

    @Test func aLiteralPatternKeepsItsBraces() {
        #expect(StringPattern(literal: "yyyy'{'MM").filled() == "yyyy'{'MM")
        #expect(StringPattern(literal: "x").placeholders.isEmpty)
    }
}
