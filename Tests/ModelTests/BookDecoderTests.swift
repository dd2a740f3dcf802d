import JSON
import Model
import Support
import Testing

@Suite struct BookDecoderTests {
    private func decode(_ bytes: [UInt8], expectedID: String? = nil) throws -> (Book?, [Diagnostic]) {
        let reader = JSONFieldReader(file: "content/books/x.json")
        let book = BookDecoder().decode(try JSONParser.parse(bytes), expectedID: expectedID.flatMap(Book.ID.init), reader: reader)
        // The build parses only the members the decoder reads: that must decode to the same result.
        let partialReader = JSONFieldReader(file: "content/books/x.json")
        let partial = BookDecoder().decode(
            try JSONParser.parse(bytes, keeping: BookDecoder.fields), expectedID: expectedID.flatMap(Book.ID.init), reader: partialReader)
        #expect(partial == book)
        #expect(partialReader.diagnostics == reader.diagnostics)
        return (book, reader.diagnostics)
    }

    private func decode(_ text: String, expectedID: String? = nil) throws -> (Book?, [Diagnostic]) {
        try decode(Array(text.utf8), expectedID: expectedID)
    }

    @Test func decodesAFullVolume() throws {
        let (decoded, diagnostics) = try decode(try fixture("full-book.json"), expectedID: "Tq7wFixtr01-_")
        #expect(diagnostics.isEmpty)
        let book = try #require(decoded)
        #expect(book.id == Book.ID("Tq7wFixtr01-_"))
        #expect(book.title == "The Lantern Keepers", "surrounding white space is trimmed")
        #expect(book.subtitle == "Notes from Seven Lighthouses")
        #expect(book.authors == ["Ingrid Solberg", "Tomás Ferreira"], "duplicates and blank names are dropped")
        #expect(book.publisher == "Harbour & Gull Press")
        #expect(book.publishedDate == PartialDate(year: 2018, month: 11, day: 5))
        #expect(book.publishedDate?.precision == .day)
        #expect(
            book.descriptionHTML
                == "<p>Two keepers write letters across a <b>cold</b> winter &amp; a long spring.</p><br><i>Illustrated.</i>")
        #expect(book.isbn13 == "9780000000019")
        #expect(book.isbn10 == "0000000019")
        #expect(book.pageCount == 344)
        #expect(book.categories == ["Travel", "Biography & Autobiography"])
        #expect(book.coverURL == "https://books.example.com/cover?id=Tq7wFixtr01-_&zoom=4", "the largest link, over https")
        #expect(
            book.covers.map { "\($0.size) \($0.size.width) \($0.url)" } == [
                "smallThumbnail 80 https://books.example.com/cover?id=Tq7wFixtr01-_&zoom=5",
                "thumbnail 128 https://books.example.com/cover?id=Tq7wFixtr01-_&zoom=1",
                "medium 575 https://books.example.com/cover?id=Tq7wFixtr01-_&zoom=3",
                "large 800 https://books.example.com/cover?id=Tq7wFixtr01-_&zoom=4",
            ], "every listed size, smallest first")
        #expect(book.language == "en")
        #expect(book.localCover == nil && book.notes == nil, "the decoder knows nothing beside the JSON")
    }

    @Test func decodesASparseVolume() throws {
        let (decoded, diagnostics) = try decode(try fixture("sparse-book.json"), expectedID: "sparse_1")
        #expect(diagnostics.isEmpty)
        let book = try #require(decoded)
        #expect(book == Book(id: try #require(Book.ID("sparse_1")), title: "Untitled Field Journal"))
    }

    @Test(arguments: [
        ("2008", PartialDate.Precision.year, "2008"),
        ("2008-05", .month, "2008-05"),
        ("2008-05-14", .day, "2008-05-14"),
    ])
    func keepsThePrecisionOfPartialDates(text: String, precision: PartialDate.Precision, description: String) throws {
        let (book, diagnostics) = try decode(#"{"id": "abc", "volumeInfo": {"title": "T", "publishedDate": "\#(text)"}}"#)
        #expect(diagnostics.isEmpty)
        #expect(book?.publishedDate?.precision == precision)
        #expect(book?.publishedDate?.description == description)
    }

    @Test(arguments: [#""""#, "null", #""  ""#])
    func anEmptyDateReadsAsAbsent(value: String) throws {
        let (book, diagnostics) = try decode(#"{"id": "abc", "volumeInfo": {"title": "T", "publishedDate": \#(value)}}"#)
        #expect(diagnostics.isEmpty)
        #expect(try #require(book).publishedDate == nil)
    }

    @Test(arguments: ["0", "-1", "null"])
    func aPageCountThatIsNotPositiveIsUnknown(value: String) throws {
        let (book, diagnostics) = try decode(#"{"id": "abc", "volumeInfo": {"title": "T", "pageCount": \#(value)}}"#)
        #expect(diagnostics.isEmpty)
        #expect(try #require(book).pageCount == nil)
    }

    @Test func missingImageLinksMeanNoCover() throws {
        let (book, _) = try decode(#"{"id": "abc", "volumeInfo": {"title": "T", "language": "de"}}"#)
        #expect(try #require(book).coverURL == nil)
    }

    @Test(
        arguments: [
            (#"{"thumbnail": "http://b.example/t"}"#, "https://b.example/t"),
            (#"{"smallThumbnail": "http://b.example/s", "extraLarge": "https://b.example/xl"}"#, "https://b.example/xl"),
            (#"{"thumbnail": "//b.example/t"}"#, "https://b.example/t"),
            (#"{"thumbnail": "HTTP://b.example/t"}"#, "https://b.example/t"),
            (#"{}"#, nil),
        ] as [(String, String?)])
    func picksTheLargestUsableCover(links: String, expected: String?) throws {
        let (book, diagnostics) = try decode(#"{"id": "abc", "volumeInfo": {"title": "T", "imageLinks": \#(links)}}"#)
        #expect(diagnostics.isEmpty)
        #expect(try #require(book).coverURL == expected)
    }

    /// A link that is no http(s) link is dropped with a warning, and the next size is used; every size is
    /// checked, so a bad small link is reported even when a large one wins.
    @Test(
        arguments: [
            (
                #"{"thumbnail": "ftp://b.example/t", "smallThumbnail": "http://b.example/s"}"#, "https://b.example/s",
                ["1:72: warning: volumeInfo.imageLinks.thumbnail: expected an http or https link, found \"ftp://b.example/t\" (dropped)"]
            ),
            (
                #"{"thumbnail": "data:image/png;base64,AAAA"}"#, nil,
                [
                    "1:72: warning: volumeInfo.imageLinks.thumbnail: expected an http or https link, found \"data:image/png;base64,AAAA\" (dropped)"
                ]
            ),
            (
                #"{"large": "https://b.example/l", "smallThumbnail": 3}"#, "https://b.example/l",
                ["1:109: warning: volumeInfo.imageLinks.smallThumbnail: expected a string, found 3 (dropped)"]
            ),
            (
                #"["https://b.example/l"]"#, nil,
                ["1:58: warning: volumeInfo.imageLinks: expected an object, found an array (dropped)"]
            ),
        ] as [(String, String?, [String])])
    func dropsAnUnusableImageLinkWithAWarning(links: String, expected: String?, warnings: [String]) throws {
        let (book, diagnostics) = try decode(#"{"id": "abc", "volumeInfo": {"title": "T", "imageLinks": \#(links)}}"#)
        #expect(try #require(book).coverURL == expected)
        #expect(diagnostics.map(\.description) == warnings.map { "content/books/x.json:" + $0 })
    }

    @Test func keepsTheFirstISBNOfEachKindAndIgnoresOthers() throws {
        let json = #"""
            {"id": "abc", "volumeInfo": {"title": "T", "industryIdentifiers": [
              {"type": "ISSN", "identifier": "1234-5678"},
              {"type": "ISBN_10", "identifier": "111"},
              {"type": "ISBN_10", "identifier": "222"}
            ]}}
            """#
        let (book, diagnostics) = try decode(json)
        #expect(diagnostics.isEmpty)
        #expect(book?.isbn10 == "111")
        #expect(book?.isbn13 == nil)
    }

    /// What a page cannot be built without: the id, `volumeInfo` and its title. Errors, and no book.
    @Test(
        arguments: [
            (
                #"{"id": "abc"}"#, nil,
                "content/books/x.json:1:1: error: volumeInfo: missing"
            ),
            (
                #"{"id": "abc", "volumeInfo": []}"#, nil,
                "content/books/x.json:1:29: error: volumeInfo: expected an object, found an array"
            ),
            (
                #"{"id": "abc", "volumeInfo": {"title": 42}}"#, nil,
                "content/books/x.json:1:39: error: volumeInfo.title: expected a string, found 42"
            ),
            (
                #"{"id": "abc", "volumeInfo": {"subtitle": "S"}}"#, nil,
                "content/books/x.json:1:29: error: volumeInfo.title: missing"
            ),
            (
                #"{"id": "../x", "volumeInfo": {"title": "T"}}"#, nil,
                "content/books/x.json:1:8: error: id: expected letters, digits, '_' or '-', found \"../x\""
            ),
            (
                #"{"id": "abd", "volumeInfo": {"title": "T"}}"#, "abc",
                "content/books/x.json:1:8: error: id: \"abd\" does not match the file name, which says abc"
            ),
            (
                #"{"id": 12, "volumeInfo": {"title": "T"}}"#, nil,
                "content/books/x.json:1:8: error: id: expected a string, found 12"
            ),
            (
                #"{"volumeInfo": {"title": "T"}}"#, nil,
                "content/books/x.json:1:1: error: id: missing"
            ),
            (
                #""just a string""#, nil,
                "content/books/x.json:1:1: error: document: expected an object, found \"just a string\""
            ),
        ] as [(String, String?, String)])
    func reportsTheExactDiagnostic(json: String, expectedID: String?, expected: String) throws {
        let (book, diagnostics) = try decode(json, expectedID: expectedID)
        #expect(book == nil)
        #expect(diagnostics.map(\.description) == [expected])
    }

    /// A file that yields no book must say why; otherwise the book silently disappears from the site.
    @Test func aNullVolumeInfoIsReportedAsMissing() throws {
        let (book, diagnostics) = try decode(#"{"id": "abc", "volumeInfo": null}"#)
        #expect(book == nil)
        #expect(diagnostics.map(\.description) == ["content/books/x.json:1:1: error: volumeInfo: missing"])
    }

    /// Any other field that is malformed is dropped with a warning, and the book is kept without it.
    @Test(
        arguments: [
            (
                #"{"id": "abc", "volumeInfo": {"title": "T", "authors": "Ann Lee"}}"#,
                "1:55: warning: volumeInfo.authors: expected an array, found \"Ann Lee\" (dropped)"
            ),
            (
                #"{"id": "abc", "volumeInfo": {"title": "T",\#n  "authors": [" ", 7]}}"#,
                "2:20: warning: volumeInfo.authors[1]: expected a string, found 7 (dropped)"
            ),
            (
                #"{"id": "abc", "volumeInfo": {"title": "T", "publishedDate": "May 2008"}}"#,
                "1:61: warning: volumeInfo.publishedDate: expected a date like 2008-05-14, 2008-05, 2008, 800 or -750 (750 BC), "
                    + "found \"May 2008\" (dropped)"
            ),
            (
                #"{"id": "abc", "volumeInfo": {"title": "T", "publishedDate": "-0"}}"#,
                "1:61: warning: volumeInfo.publishedDate: expected a date like 2008-05-14, 2008-05, 2008, 800 or -750 (750 BC), "
                    + "found \"-0\" (dropped)"
            ),
            (
                #"{"id": "abc", "volumeInfo": {"title": "T", "pageCount": "300"}}"#,
                "1:57: warning: volumeInfo.pageCount: expected a whole number, found \"300\" (dropped)"
            ),
            (
                #"{"id": "abc", "volumeInfo": {"title": "T", "pageCount": 12.5}}"#,
                "1:57: warning: volumeInfo.pageCount: expected a whole number, found 12.5 (dropped)"
            ),
            (
                #"{"id": "abc", "volumeInfo": {"title": "T", "industryIdentifiers": {"type": "ISBN_10"}}}"#,
                "1:67: warning: volumeInfo.industryIdentifiers: expected an array, found an object (dropped)"
            ),
            (
                #"{"id": "abc", "volumeInfo": {"title": "T", "industryIdentifiers": ["9780000000019"]}}"#,
                "1:68: warning: volumeInfo.industryIdentifiers[0]: expected an object, found \"9780000000019\" (dropped)"
            ),
            (
                #"{"id": "abc", "volumeInfo": {"title": "T", "industryIdentifiers": [{"type": "ISBN_13", "identifier": 9780000000019}]}}"#,
                "1:102: warning: volumeInfo.industryIdentifiers[0].identifier: expected a string, found 9780000000019 (dropped)"
            ),
            (
                #"{"id": "abc", "volumeInfo": {"title": "T", "description": ["<p>x</p>"]}}"#,
                "1:59: warning: volumeInfo.description: expected a string, found an array (dropped)"
            ),
        ] as [(String, String)])
    func dropsAMalformedOptionalFieldWithAWarning(json: String, expected: String) throws {
        let (decoded, diagnostics) = try decode(json)
        let book = try #require(decoded)
        #expect(book == Book(id: try #require(Book.ID("abc")), title: "T"), "nothing but the id and the title is left")
        #expect(diagnostics.map(\.description) == ["content/books/x.json:" + expected])
    }

    @Test func reportsEveryBadFieldOfAVolume() throws {
        let json = #"{"id": "abc", "volumeInfo": {"title": "T", "pageCount": "300", "categories": [1, "Fiction"], "language": false}}"#
        let (book, diagnostics) = try decode(json)
        #expect(book?.categories == ["Fiction"])
        #expect(book?.pageCount == nil && book?.language == nil)
        #expect(
            diagnostics.map(\.message) == [
                "volumeInfo.pageCount: expected a whole number, found \"300\" (dropped)",
                "volumeInfo.categories[0]: expected a string, found 1 (dropped)",
                "volumeInfo.language: expected a string, found false (dropped)",
            ])
    }

    /// The dates of old and ancient works are dates: read without a word (issue 12: the Iliad is `-750`).
    @Test(arguments: [("-750", -750), ("800", 800), ("-0750", -750), ("45", 45)])
    func readsTheYearsOfOldAndAncientWorks(text: String, year: Int) throws {
        let (book, diagnostics) = try decode(#"{"id": "abc", "volumeInfo": {"title": "Iliad", "publishedDate": "\#(text)"}}"#)
        #expect(diagnostics.isEmpty)
        #expect(try #require(book).publishedDate == PartialDate(year: year))
    }

    @Test func invalidJSONIsASyntaxErrorWithPosition() {
        let text = "{\n  \"id\": \"abc\",\n  \"volumeInfo\": {\"title\": \"T\",}\n}"
        #expect(throws: JSONParser.Failure(line: 3, column: 31, message: "unexpected '}': expected a member name in quotes")) {
            try JSONParser.parse(Array(text.utf8))
        }
    }

    @Test(arguments: ["1gM6KphyINsC", "BoX-6R21MgQC", "a_b", String(repeating: "a", count: 64)])
    func acceptsVolumeIDs(raw: String) {
        #expect(Book.ID(raw)?.rawValue == raw)
    }

    @Test(arguments: ["", "../x", "a/b", "a.b", "a\u{0}b", "caf\u{E9}", String(repeating: "a", count: 65)])
    func refusesIDsThatCouldEscapeAFolder(raw: String) {
        #expect(Book.ID(raw) == nil)
    }
}
