import Testing

@testable import SearchIndex

/// Reading back what `CompactJSON` wrote.
@Suite struct IndexFileReaderTests {
    @Test(arguments: ["Drama", "Biography & Autobiography", "a\"b\\c\nd\re\tf", "<b>", "\u{2028}\u{2029}", "é 東京 🎬", "\u{01}", ""])
    func aStringWrittenIsReadBackAsText(_ text: String) {
        var json = CompactJSON()
        json.string(text)
        var reader = IndexFileReader(bytes: json.bytes, position: 0)
        #expect(reader.text() == text)
        #expect(reader.isAtEnd)
    }

    @Test func escapesCompactJSONNeverWritesAreRefused() {
        for written in [#""a\/b""#, #""\ud83c\udfac""#, #""\u00""#, #""open"#, #""\x""#] {
            var reader = IndexFileReader(bytes: Array(written.utf8), position: 0)
            #expect(reader.text() == nil, "\(written)")
        }
    }

    @Test func anArraysElementsAreFoundWhereTheyAreWritten() throws {
        let elements = [#"["a]\"[,",0,"1927",null,["x"]]"#, "12", #"[[],[1,[2]],null]"#, "null", #""""#, "[]"]
        let written = "[" + elements.joined(separator: ",") + "]"
        var reader = IndexFileReader(bytes: Array(written.utf8), position: 0)
        let found = reader.rawElements()
        let ranges = try #require(found)
        #expect(ranges.map { String(decoding: reader.bytes[$0], as: UTF8.self) } == elements)
        #expect(reader.isAtEnd)
        var empty = IndexFileReader(bytes: Array("[]".utf8), position: 0)
        let none = empty.rawElements()
        #expect(none == [])
    }

    @Test(arguments: ["[[1,2", "[1,,2]", "[1 2]", "[nul]", "[[1]2]", "[-1]", "[\"open]", "[1,]", "[1234567890123]", "", "{}"])
    func bytesThatAreNotAnArrayOfItsFormsGiveNoElements(_ written: String) {
        var reader = IndexFileReader(bytes: Array(written.utf8), position: 0)
        let found = reader.rawElements()
        #expect(found == nil)
    }
}
