import Foundation
import Presentation
import Testing

@Suite struct LinkedDataTests {
    @Test func writesCompactJSONInTheOrderBuilt() {
        let value = LinkedData.node("Movie", [("name", .string("M")), ("actor", .array([.int(1), .int(-2)])), ("url", .text("/m/"))])
        #expect(value.jsonText == #"{"@type":"Movie","name":"M","actor":[1,-2],"url":"/m/"}"#)
    }

    @Test func unknownMembersAreLeftOut() {
        let value = LinkedData.node("Book", [("isbn", nil), ("name", .string("")), ("author", .array([])), ("numberOfPages", .int(0))])
        #expect(value.jsonText == #"{"@type":"Book","numberOfPages":0}"#)
    }

    @Test func escapesForJSONAndForTheScriptElement() {
        let text = LinkedData.string("\"\\\n\r\t\u{1}</script>&\u{2028}\u{2029}é😀").jsonText
        #expect(text == #""\"\\\n\r\t\u0001\u003c/script\u003e\u0026\u2028\u2029é😀""#)
    }

    /// Whatever a title holds, the text is JSON that reads back as the same title, and it holds no `<`.
    @Test(arguments: [
        "</script><script>alert(1)</script>", "<!--", "\"}]}", "a\\\"b", "line\u{2028}sep\u{2029}", "\u{0}\u{1F}\u{7F}",
        "Броненосец «Потёмкин»", "🎬", "",
    ])
    func hostileStringsReadBack(_ title: String) throws {
        let text = LinkedData.object([.init("name", .string(title))]).jsonText
        #expect(!text.contains("<"))
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(parsed == ["name": title])
    }

    @Test func sameValueSameBytes() {
        let make = { LinkedData.node("Thing", [("b", .string("1")), ("a", .string("2"))]).jsonText }
        #expect(make() == make())
    }
}
