import Build
import Foundation
import Support
import Testing

/// Issue 12, point 6: real records the decoders used to refuse. The years of old and ancient works are
/// dates like any other, and a malformed optional field costs the field, with a warning, never the item.
@Suite struct RealWorldDatesAndFieldsTests {
    static let iliad = #"{"id": "iliad", "volumeInfo": {"title": "The Iliad", "authors": ["Homer"], "publishedDate": "-750"}}"#
    static let beowulf = #"{"id": "beowulf", "volumeInfo": {"title": "Beowulf", "publishedDate": "800-03-03"}}"#
    /// A book whose page count, date and cover link are all malformed.
    static let odyssey = """
        {"id": "odyssey", "volumeInfo": {"title": "The Odyssey", "authors": ["Homer"],
          "publishedDate": "8th century BC", "pageCount": "560",
          "imageLinks": {"thumbnail": "ftp://covers.example.org/odyssey.jpg"}}}
        """

    static let odysseyWarnings = [
        "content/books/odyssey.json:2:20: warning: volumeInfo.publishedDate: expected a date like 2008-05-14, 2008-05, 2008, 800 or -750 "
            + "(750 BC), found \"8th century BC\" (dropped)",
        "content/books/odyssey.json:2:51: warning: volumeInfo.pageCount: expected a whole number, found \"560\" (dropped)",
        "content/books/odyssey.json:3:31: warning: volumeInfo.imageLinks.thumbnail: expected an http or https link, "
            + "found \"ftp://covers.example.org/odyssey.jpg\" (dropped)",
    ]

    @Test func oldAndAncientWorksBuildWithTheirYears() throws {
        let site = try FixtureSite()
        try site.write(Self.iliad, to: "content/books/iliad.json")
        try site.write(Self.beowulf, to: "content/books/beowulf.json")
        let report = try site.build()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let iliad = site.page("books/iliad-the-iliad/index.html")
        #expect(iliad.contains("750 BC") && !iliad.contains("-750"))
        #expect(site.page("books/beowulf-beowulf/index.html").contains("3 March 800"))
        let year = site.page("years/750-bc/index.html")
        #expect(year.contains("The Iliad") && year.contains("750 BC"))
        #expect(site.page("years/800/index.html").contains("Beowulf"))
        // The years index is in the order of time, newest first: 800 before 750 BC, both after the fixture's years.
        let index = site.page("years/index.html")
        let positions = ["/catalog/years/1922/", "/catalog/years/800/", "/catalog/years/750-bc/"].map {
            index.range(of: $0)?.lowerBound
        }
        #expect(positions.allSatisfy { $0 != nil } && positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test func aMalformedOptionalFieldIsAWarningAndTheBookIsStillOnTheSite() throws {
        let site = try FixtureSite()
        try site.write(Self.odyssey, to: "content/books/odyssey.json")
        let report = try site.build()
        #expect(report.warnings.map(\.description) == Self.odysseyWarnings)
        #expect(report.summary.hasSuffix(", 3 warnings"))
        let page = site.page("books/odyssey-the-odyssey/index.html")
        #expect(page.contains("The Odyssey") && page.contains("Homer"))
        #expect(!page.contains("ftp://") && !page.contains("560"))
        #expect(site.page("authors/homer/index.html").contains("The Odyssey"))
    }

    /// An incremental build restores the book from the decoded-item cache, where the decoder does not run:
    /// its warnings must still be the full build's, word for word.
    @Test func anIncrementalBuildGivesTheFullBuildsWarnings() throws {
        let site = try FixtureSite()
        try site.write(Self.odyssey, to: "content/books/odyssey.json")
        let first = try site.build()
        let cache = FileManager.default.contents(atPath: site.root + "/.public.sitegen.cache") ?? Data()
        #expect(cache.range(of: Data("volumeInfo.pageCount: expected a whole number".utf8)) != nil, "the warnings are kept with the book")
        try site.edit("content/books/frankenst01.json", replacing: "Fixture Press", with: "Another Press")
        let incremental = try site.build()
        #expect(incremental.update != nil, "an update of the previous output")
        var options = site.options(output: "public-full")
        options.full = true
        let full = try SiteBuilder(options: options, components: .standard).build()
        #expect(first.warnings.map(\.description) == Self.odysseyWarnings)
        #expect(incremental.warnings == full.warnings)
        #expect(incremental.warnings == first.warnings)
        try site.expectOutputMatchesFullBuild()
    }
}
