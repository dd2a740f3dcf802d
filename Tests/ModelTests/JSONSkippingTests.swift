import JSON
import Model
import TestSupport
import Testing

/// `JSONParser.parse(_:keeping:)` checks the members it drops as strictly as the ones it keeps:
/// a file must give the same error, at the same place, whichever members a decoder reads.
@Suite struct JSONSkippingTests {
    /// The outcome of parsing, comparable: the error, or nil for a document that parsed.
    private func failure(_ bytes: [UInt8], keeping fields: JSONFieldSet) -> JSONParser.Failure? {
        do throws(JSONParser.Failure) {
            _ = try JSONParser.parse(bytes, keeping: fields)
            return nil
        } catch {
            return error
        }
    }

    private func expectSameOutcome(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let full = failure(bytes, keeping: .all)
        #expect(failure(bytes, keeping: .only([])) == full, sourceLocation: sourceLocation)
        #expect(failure(bytes, keeping: MovieDecoder.fields) == full, sourceLocation: sourceLocation)
    }

    @Test func keepsOnlyTheNamedMembers() throws {
        let fields = JSONFieldSet.only(["a"], ["b": .only(["c"])])
        let value = try JSONParser.parse(Array(#"{"a": [1, {"x": 2}], "b": [{"c": 3, "d": 4}], "e": {"f": 5}}"#.utf8), keeping: fields)
        #expect(value["a"]?.summary == "an array")
        guard case .array(let a) = value["a"]?.content else {
            Issue.record("not an array")
            return
        }
        #expect(a[1]["x"]?.summary == "2", "below a kept member everything is kept")
        guard case .array(let b) = value["b"]?.content else {
            Issue.record("not an array")
            return
        }
        #expect(b[0]["c"]?.summary == "3")
        #expect(b[0]["d"] == nil, "an array's elements take the array's set")
        #expect(value["e"] == nil)
        #expect((b[0].line, b[0].column) == (1, 28))
    }

    @Test func matchesNamesWrittenWithEscapes() throws {
        let value = try JSONParser.parse(Array(#"{"ti\u0074le": "x", "\u0069d": 2, "other": 3}"#.utf8), keeping: .only(["title", "id"]))
        #expect(value["title"]?.summary == "\"x\"")
        #expect(value["id"]?.summary == "2")
        #expect(value["other"] == nil)
    }

    @Test(arguments: [
        "{\"a\": 1,}", "{\"a\" 1}", "{\"x\": [1, 2", "{\"x\": tru}", "\n\n{\"x\": \"abc", "{\"x\": [01]}", "{\"x\": \"\\q\"}",
        "{\"x\": {\"k\\u0041\" 1}}", "{\"x\": \"a\u{1}b\"}", "{\"x\": \"\\u12G4\"}", "{\"x\": -}", "{\"x\": 1.}", "{\"x\": 1e}",
        "{\"x\": [1,]}", "{\"x\": {\"a\": 1 \"b\": 2}}", "{\"x\": \"\\ud83c\\udfac\"}", "{\"x\": nul}", "{\"x\": [] ]}",
    ])
    func reportsTheSameSyntaxErrors(input: String) {
        expectSameOutcome(Array(input.utf8))
    }

    @Test func refusesTheSameDeepNesting() {
        let deep = "{\"x\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}"
        expectSameOutcome(Array(deep.utf8))
    }

    /// Random bytes inside a string, around escapes: the dropped copy must accept and refuse exactly
    /// the UTF-8 that `String(validating:)` does, with the error at the same column.
    @Test func validatesUTF8InDroppedStringsLikeKeptOnes() {
        var generator = SeededGenerator(seed: 7)
        let interesting: [UInt8] = [
            0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC,
            0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
        ]
        for _ in 0..<4000 {
            var text: [UInt8] = []
            for _ in 0..<Int(generator.next() % 7) {
                if generator.next() % 9 == 0 {
                    text += Array(#"\u00e9"#.utf8)
                } else {
                    text.append(interesting[Int(generator.next() % UInt64(interesting.count))])
                }
            }
            expectSameOutcome(Array(#"{"x": ""#.utf8) + text + Array(#"", "id": 1}"#.utf8))
        }
    }

    /// A real response, broken one byte at a time in many ways.
    @Test func reportsTheSameErrorsForMutatedResponses() throws {
        let original = try fixture("full-movie.json")
        var generator = SeededGenerator(seed: 42)
        let replacements = Array("{}[]\",:\\ \n0-.eatu\u{1}".utf8) + [0xC3, 0xFF]
        for _ in 0..<3000 {
            var bytes = original
            let position = Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 3 {
            case 0: bytes.remove(at: position)
            case 1: bytes.insert(replacements[Int(generator.next() % UInt64(replacements.count))], at: position)
            default: bytes[position] = replacements[Int(generator.next() % UInt64(replacements.count))]
            }
            expectSameOutcome(bytes)
        }
    }
}
