import Foundation
import Testing

@testable import SearchIndex

/// The index files' JSON: numbers in decimal, strings escaped only where they must be, no spaces.
struct CompactJSONTests {
    @Test(arguments: [0, 7, 10, 42, 1_000_000, -1, -305, Int.max, Int.min])
    func numbersAreWrittenAsSwiftWritesThem(value: Int) {
        var json = CompactJSON()
        json.number(value)
        #expect(String(decoding: json.bytes, as: UTF8.self) == String(value))
    }

    @Test(arguments: [([], "[]"), ([12], "[12]"), ([0, 9, 10, 1_000_000], "[0,9,1,999990]")])
    func listsAreWrittenAsDifferences(values: [Int], expected: String) {
        var json = CompactJSON()
        json.deltas(values)
        #expect(String(decoding: json.bytes, as: UTF8.self) == expected)
    }

    @Test func listsAndStringsReadBackAsWritten() throws {
        var json = CompactJSON()
        json.raw("[")
        json.deltas([3, 5, 9, 120])
        json.raw(",")
        json.string("Amélie \"<b>\" \\ \n\u{2028}")
        json.raw(",")
        json.optionalString(nil)
        json.raw("]")
        let text = String(decoding: json.bytes, as: UTF8.self)
        #expect(text.hasPrefix(#"[[3,2,4,111],"Amélie \"\u003cb\u003e\" \\ \n\u2028",null]"#))
        let read = try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [Any]
        #expect(read?[1] as? String == "Amélie \"<b>\" \\ \n\u{2028}")
    }
}
