import Foundation
import Support
import Testing

struct JSONStringTests {
    private func json(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONString.append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func eachEscapeIsWrittenAsJSONAndScriptsNeedIt() {
        #expect(json("plain/é…") == #""plain/é…""#)
        #expect(json("a\"b\\c") == #""a\"b\\c""#)
        #expect(json("t\tn\nr\r") == #""t\tn\nr\r""#)
        #expect(json("\u{1}\u{1F}</script>&") == #""\u0001\u001f\u003c/script\u003e\u0026""#)
        #expect(json("a\u{2028}b\u{2029}c\u{2027}") == #""a\u2028b\u2029c"# + "\u{2027}\"")
    }

    /// Any text, read back by a JSON parser, is the text written.
    @Test func everyTextReadsBackAsItself() throws {
        let pieces = ["a", " ", "\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "<", ">", "&", "é", "\u{2028}", "\u{2029}", "—", "😀"]
        for length in 0..<12 {
            for start in 0..<pieces.count {
                let text = (0..<length).map { pieces[(start + $0 * 7) % pieces.count] }.joined()
                var bytes: [UInt8] = [UInt8(ascii: "[")]
                JSONString.append(text, to: &bytes)
                bytes.append(UInt8(ascii: "]"))
                #expect(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String] == [text], "\(Array(text.utf8))")
            }
        }
    }
}
