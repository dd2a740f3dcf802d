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

    /// Strings of every length up to past two words, with an escaped quote, an escaped backslash, a non-ASCII character,
    /// DEL, a control character or a byte that is no UTF-8 at every place, among letters and spaces: read as the text
    /// says whether kept or dropped, or refused at the same place either way.
    @Test func readsStringsWithEachKindOfByteAtEveryPlace() throws {
        let specials: [(bytes: [UInt8], text: String?)] = [
            (Array(#"\""#.utf8), "\""), (Array(#"\\"#.utf8), "\\"), (Array("é".utf8), "é"), ([0x7F], "\u{7F}"), ([0x1F], nil),
            ([0xFF], nil),
        ]
        let filler = Array("a b~".utf8)
        for length in 0..<20 {
            for place in 0...length {
                for special in specials {
                    let before = (0..<place).map { filler[$0 % filler.count] }
                    let after = (place..<length).map { filler[$0 % filler.count] }
                    let input = Array(#"{"k": ""#.utf8) + before + special.bytes + after + Array(#"", "n": 1}"#.utf8)
                    guard let text = special.text else {
                        var failures: [JSONParser.Failure] = []
                        for fields in [JSONFieldSet?.none, .only(["n"])] {
                            do throws(JSONParser.Failure) {
                                if let fields { _ = try JSONParser.parse(input, keeping: fields) } else { _ = try JSONParser.parse(input) }
                            } catch { failures.append(error) }
                        }
                        #expect(failures.count == 2 && failures[0] == failures[1], "\(input)")
                        // A control character is refused where it is; bytes that are no UTF-8 at the string's closing quote.
                        let column = special.bytes == [0x1F] ? 8 + place : 8 + length + 1
                        #expect(failures.first.map { ($0.line, $0.column) } ?? (0, 0) == (1, column), "\(input)")
                        continue
                    }
                    let kept = try JSONParser.parse(input)
                    guard case .string(let value) = kept["k"]?.content else {
                        Issue.record("not a string: \(input)")
                        continue
                    }
                    #expect(value == String(decoding: before, as: UTF8.self) + text + String(decoding: after, as: UTF8.self))
                    #expect(try JSONParser.parse(input, keeping: .only(["n"]))["n"]?.summary == "1")
                }
            }
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
