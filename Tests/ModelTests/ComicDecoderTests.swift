import Foundation
import JSON
import Model
import Support
import Testing

@Suite struct ComicDecoderTests {
    private func decode(_ bytes: [UInt8], expectedID: Int? = nil) throws -> (Comic?, [Diagnostic]) {
        let reader = JSONFieldReader(file: "content/comics/x.json")
        let comic = ComicDecoder().decode(try JSONParser.parse(bytes), expectedID: expectedID.map(Comic.ID.init), reader: reader)
        // The build parses only the members the decoder reads: that must decode to the same result.
        let partialReader = JSONFieldReader(file: "content/comics/x.json")
        let partial = ComicDecoder().decode(
            try JSONParser.parse(bytes, keeping: ComicDecoder.fields), expectedID: expectedID.map(Comic.ID.init), reader: partialReader)
        #expect(partial == comic)
        #expect(partialReader.diagnostics == reader.diagnostics)
        return (comic, reader.diagnostics)
    }

    private func decode(_ text: String, expectedID: Int? = nil) throws -> (Comic?, [Diagnostic]) {
        try decode(Array(text.utf8), expectedID: expectedID)
    }

    /// A valid record with `extra` spliced in after `num` and `safe_title` (`extra` starts with a comma).
    private func record(_ extra: String) -> String {
        #"{"num": 1, "safe_title": "x"\#(extra)}"#
    }

    @Test func decodesAFullRecord() throws {
        let (decoded, diagnostics) = try decode(try fixture("full-comic.json"), expectedID: 412)
        #expect(diagnostics.isEmpty)
        let comic = try #require(decoded)
        #expect(comic.id == Comic.ID(412))
        #expect(comic.title == "Tide Tables")
        #expect(comic.alt == "Nor, it seems, has the moon.")
        #expect(comic.imageURL == "https://imgs.example.org/comics/tide_tables.png")
        #expect(comic.date == PartialDate(year: 2009, month: 7, day: 9))
        #expect(comic.transcript?.hasPrefix("[[Two figures stand on a pier.]]\nRae: ") == true)
        #expect(comic.link == "https://comics.example.org/strips/412-large/")
        #expect(comic.newsHTML == #"Prints of this one are <a href="https://shop.example.org/">in the shop</a>."#)
        #expect(comic.localImage == nil && comic.notes == nil)
    }

    @Test func theDisplayTitleIsTheSafeTitle() throws {
        let (comic, diagnostics) = try decode(#"{"num": 7, "title": "Caf&eacute; <i>x</i>", "safe_title": "Café x"}"#)
        #expect(diagnostics.isEmpty)
        #expect(comic?.title == "Café x")
    }

    @Test(arguments: [#""safe_title": """#, #""safe_title": null"#, #""safe_title": "   ""#])
    func fallsBackToTitleWhenSafeTitleIsEmpty(safeTitle: String) throws {
        let (comic, _) = try decode(#"{"num": 7, \#(safeTitle), "title": "Plain"}"#)
        #expect(comic?.title == "Plain")
    }

    @Test(arguments: [#""""#, #""  ""#, "null"])
    func anEmptyAltIsNil(value: String) throws {
        let (comic, diagnostics) = try decode(record(#", "alt": \#(value)"#))
        #expect(diagnostics.isEmpty)
        #expect(try #require(comic).alt == nil)
    }

    @Test(
        arguments: [
            ("https://imgs.example.org/comics/", nil),
            ("https://imgs.example.org/comics/a.png", "https://imgs.example.org/comics/a.png"),
            ("//imgs.example.org/comics/a.png", "https://imgs.example.org/comics/a.png"),
            ("http://imgs.example.org/a.png", "http://imgs.example.org/a.png"),
        ] as [(String, String?)])
    func keepsOnlyAnAbsoluteImageFileURL(img: String, expected: String?) throws {
        let (comic, diagnostics) = try decode(record(#", "img": "\#(img)""#))
        #expect(diagnostics.isEmpty, "a folder is how xkcd says there is no single image")
        #expect(try #require(comic).imageURL == expected)
    }

    /// An image or link that is no http(s) link is malformed: dropped, with a warning saying so.
    @Test(arguments: [
        (#", "img": "javascript:alert(1)""#, "1:38: warning: img: expected an http or https link, found \"javascript:alert(1)\" (dropped)"),
        (#", "img": "comics/a.png""#, "1:38: warning: img: expected an http or https link, found \"comics/a.png\" (dropped)"),
        (#", "link": "/relative/path""#, "1:39: warning: link: expected an http or https link, found \"/relative/path\" (dropped)"),
        (
            #", "link": "mailto:someone@example.org""#,
            "1:39: warning: link: expected an http or https link, found \"mailto:someone@example.org\" (dropped)"
        ),
    ])
    func dropsAnUnusableImageOrLink(fields: String, expected: String) throws {
        let (decoded, diagnostics) = try decode(record(fields))
        let comic = try #require(decoded)
        #expect(comic.imageURL == nil && comic.link == nil)
        #expect(diagnostics.map(\.description) == ["content/comics/x.json:" + expected])
    }

    @Test(
        arguments: [
            ("//example.org/strip/", "https://example.org/strip/"),
            ("http://example.org/a", "http://example.org/a"),
            ("HTTPS://example.org/a", "HTTPS://example.org/a"),
            ("", nil),
        ] as [(String, String?)])
    func makesLinksAbsolute(link: String, expected: String?) throws {
        let (comic, diagnostics) = try decode(record(#", "link": "\#(link)""#))
        #expect(diagnostics.isEmpty)
        #expect(try #require(comic).link == expected)
    }

    @Test(arguments: [
        (#", "year": "2006", "month": "1", "day": "1""#, "2006-01-01", PartialDate.Precision.day),
        (#", "year": 2006, "month": 1, "day": 1"#, "2006-01-01", .day),
        (#", "year": " 2012 ", "month": "02", "day": "29""#, "2012-02-29", .day),
        (#", "year": "2006", "month": "12""#, "2006-12", .month),
        (#", "year": "2006""#, "2006", .year),
        (#", "year": "2006", "month": "", "day": """#, "2006", .year),
        (#", "year": "2006", "day": "5""#, "2006", .year),
    ])
    func readsUnpaddedOrNumericDates(fields: String, description: String, precision: PartialDate.Precision) throws {
        let (comic, diagnostics) = try decode(record(fields))
        #expect(diagnostics.isEmpty)
        let date = try #require(comic?.date)
        #expect(date.description == description)
        #expect(date.precision == precision)
    }

    @Test(arguments: ["", #", "year": """#, #", "year": null, "month": "1", "day": "1""#])
    func aMissingDateIsNil(fields: String) throws {
        let (comic, diagnostics) = try decode(record(fields))
        #expect(diagnostics.isEmpty)
        #expect(try #require(comic).date == nil)
    }

    @Test func keepsALongTranscriptWhole() throws {
        var transcript = ""
        var panel = 1
        while transcript.utf8.count < 16 * 1024 {
            transcript += "[[Panel \(panel): Mira adjusts the telescope; the café lights flicker.]]\nMira: Still cloudy — \"again\".\n"
            panel += 1
        }
        transcript += "{{Title text: the end}}"
        let escaped =
            transcript
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        let (comic, diagnostics) = try decode(record(#", "transcript": "\#(escaped)""#))
        #expect(diagnostics.isEmpty)
        let kept = try #require(comic?.transcript)
        #expect(kept.utf8.count >= 16 * 1024)
        #expect(kept == transcript)
    }

    @Test(
        arguments: [
            (
                #"{"num": "12", "safe_title": "x"}"#, nil,
                "content/comics/x.json:1:9: error: num: expected a whole number, found \"12\""
            ),
            (
                #"{"num": 13, "safe_title": "x"}"#, 12,
                "content/comics/x.json:1:9: error: num: 13 does not match the file name, which says 12"
            ),
            (
                #"{"num": 0, "safe_title": "x"}"#, nil,
                "content/comics/x.json:1:9: error: num: expected a positive number, found 0"
            ),
            (
                #"{"safe_title": "x"}"#, nil,
                "content/comics/x.json:1:1: error: num: missing"
            ),
            (
                #"{"num": 1, "alt": "no title here"}"#, nil,
                "content/comics/x.json:1:1: error: safe_title: missing; a comic needs a title"
            ),
            (
                #"{"num": 1, "safe_title": 5, "title": "x"}"#, nil,
                "content/comics/x.json:1:26: error: safe_title: expected a string, found 5"
            ),
            (
                #"{"num": 1, "title": 5}"#, nil,
                "content/comics/x.json:1:21: error: title: expected a string, found 5"
            ),
            (
                #"[{"num": 1}]"#, nil,
                "content/comics/x.json:1:1: error: document: expected an object, found an array"
            ),
        ] as [(String, Int?, String)])
    func reportsTheExactDiagnostic(json: String, expectedID: Int?, expected: String) throws {
        let (comic, diagnostics) = try decode(json, expectedID: expectedID)
        #expect(comic == nil)
        #expect(diagnostics.map(\.description) == [expected])
    }

    /// Year, month and day are one field: when one of them is malformed the date is dropped, and the comic kept.
    @Test(arguments: [
        (
            #", "year": "2006", "month": "13""#,
            "1:56: warning: month: expected 1 to 12, found \"13\" (date dropped)"
        ),
        (
            #", "year": "2006", "month": "1", "day": "x""#,
            "1:68: warning: day: expected a number, found \"x\" (date dropped)"
        ),
        (
            #",\#n "year": "2007", "month": "2", "day": "30""#,
            "2:39: warning: day: 30 is not a day of 2007-02 (date dropped)"
        ),
        (
            #", "year": 2006.5"#,
            "1:39: warning: year: expected a number, found 2006.5 (date dropped)"
        ),
        (
            #", "year": "0""#,
            "1:39: warning: year: expected a year from 1 to 9999, or -1 to -9999 before the common era, found \"0\" (date dropped)"
        ),
        (
            #", "year": "-750", "month": "2", "day": "29""#,
            "1:68: warning: day: 29 is not a day of -0750-02 (date dropped)"
        ),
    ])
    func dropsAMalformedDateWithAWarning(fields: String, expected: String) throws {
        let (decoded, diagnostics) = try decode(record(fields))
        let comic = try #require(decoded)
        #expect(comic.date == nil)
        #expect(diagnostics.map(\.description) == ["content/comics/x.json:" + expected])
    }

    @Test(arguments: [
        (#", "alt": 5"#, "1:38: warning: alt: expected a string, found 5 (dropped)"),
        (#", "img": 5"#, "1:38: warning: img: expected a string, found 5 (dropped)"),
        (#", "transcript": []"#, "1:45: warning: transcript: expected a string, found an array (dropped)"),
        (#", "news": {}"#, "1:39: warning: news: expected a string, found an object (dropped)"),
    ])
    func dropsAMalformedTextWithAWarning(fields: String, expected: String) throws {
        let (decoded, diagnostics) = try decode(record(fields))
        let comic = try #require(decoded)
        #expect(comic.alt == nil && comic.imageURL == nil && comic.transcript == nil && comic.newsHTML == nil)
        #expect(diagnostics.map(\.description) == ["content/comics/x.json:" + expected])
    }

    /// xkcd records always carry all three parts; a bad month must be reported at the month, not at the day.
    @Test func anImpossibleMonthIsReportedAtTheMonth() throws {
        let (comic, diagnostics) = try decode(#"{"num": 1, "safe_title": "x", "year": "2006", "month": "13", "day": "1"}"#)
        #expect(comic?.date == nil)
        #expect(
            diagnostics.map(\.description) == ["content/comics/x.json:1:56: warning: month: expected 1 to 12, found \"13\" (date dropped)"])
    }

    @Test func readsADateBeforeTheCommonEra() throws {
        let (comic, diagnostics) = try decode(record(#", "year": "-750", "month": "3", "day": "3""#))
        #expect(diagnostics.isEmpty)
        #expect(comic?.date == PartialDate(year: -750, month: 3, day: 3))
    }
}
