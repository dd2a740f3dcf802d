import JSON
import Testing

@Suite struct JSONParserTests {
    @Test func recordsLineAndColumnOfEveryValue() throws {
        let value = try JSONParser.parse(Array("{\n  \"a\": [1,\n    \"x\"]\n}".utf8))
        let array = try #require(value["a"])
        #expect((array.line, array.column) == (2, 8))
        guard case .array(let elements) = array.content else {
            Issue.record("not an array")
            return
        }
        #expect((elements[1].line, elements[1].column) == (3, 5))
    }

    @Test func decodesEscapesAndNonASCII() throws {
        let value = try JSONParser.parse(Array(#"{"t": "Caf\u00e9 \ud83c\udfac \"x\" 東京"}"#.utf8))
        guard case .string(let s) = value["t"]?.content else {
            Issue.record("not a string")
            return
        }
        #expect(s == "Café 🎬 \"x\" 東京")
    }

    @Test func keepsIntegersAndFractionsApart() throws {
        let value = try JSONParser.parse(Array(#"[112, 7.5, -3, 1e3]"#.utf8))
        guard case .array(let e) = value.content else {
            Issue.record("not an array")
            return
        }
        #expect(e.map(\.summary) == ["112", "7.5", "-3", "1e3"])
    }

    @Test(arguments: [
        ("", 1, 1, "empty file: expected a JSON value"),
        ("{\"a\": 1,}", 1, 9, "unexpected '}': expected a member name in quotes"),
        ("{\"a\" 1}", 1, 6, "unexpected '1': expected ':' after \"a\""),
        ("[1, 2", 1, 6, "unexpected end of file: expected ',' or ']'"),
        ("{\"a\": tru}", 1, 7, "unexpected 't': expected a value"),
        ("\n\n  \"abc", 3, 7, "unterminated string"),
        ("[1] x", 1, 5, "unexpected 'x' after the JSON value"),
        ("[01]", 1, 3, "unexpected '1': expected ',' or ']'"),
        ("\"\\q\"", 1, 2, "invalid escape '\\q' in string"),
    ])
    func reportsSyntaxErrorsWithPosition(input: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONParser.Failure(line: line, column: column, message: message)) {
            try JSONParser.parse(Array(input.utf8))
        }
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: JSONParser.Failure(line: 1, column: 5, message: "invalid UTF-8 in string")) {
            try JSONParser.parse([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D])
        }
    }

    @Test func acceptsByteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"id\": 1}".utf8))
        #expect(value["id"]?.summary == "1")
    }

    @Test func refusesDeepNestingWithoutCrashing() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(deep.utf8)) }
    }
}
