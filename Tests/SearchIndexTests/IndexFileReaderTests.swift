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
}
