import Testing

@testable import Support

struct StringUTF8BytesTests {
    /// Small strings (kept inside the value), large ones and substrings made strings all give their UTF-8 in place.
    @Test(arguments: ["", "a", "fifteen bytes!!", "a title longer than fifteen bytes", "Amélie — 千と千尋の神隠し", "\u{0}x\u{1F600}"])
    func theBytesAreTheStringsUTF8(text: String) {
        #expect(text.withUTF8Bytes { Array($0) } == Array(text.utf8))
        let copied = String(text.dropFirst())
        #expect(copied.withUTF8Bytes { Array($0) } == Array(copied.utf8))
    }

    @Test func theBodysResultAndErrorPassThrough() throws {
        struct Refused: Error {}
        #expect("héllo".withUTF8Bytes { $0.count } == 6)
        #expect(throws: Refused.self) { try "x".withUTF8Bytes { _ in throw Refused() } }
    }
}
