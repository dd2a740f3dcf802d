import Model
import Presentation
import Testing

@Suite struct ComicArchivePresentationModelTests {
    static let comics = [
        comic(1, "Barrel – Part 1", date: "2006-01-01"),
        comic(2, "Petit Trees", date: "2006-01-03"),
        comic(3, "Island", date: "2007-05"),
        comic(4, "Lost One"),
        comic(403, "Convincing Pickup Line", date: "2008-04-23"),
        comic(405, "Lost Two"),
    ]

    func present(_ comics: [Comic], baseURL: String = "/", dateFormat: String = "d MMMM yyyy") throws -> ComicArchiveItem {
        let input = MockComicArchiveInput()
        ComicArchivePresentationModel(context: makeContext(comics: comics, baseURL: baseURL, dateFormat: dateFormat)).present(to: input)
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    @Test func groupedByYearNewestFirstUndatedLast() throws {
        let item = try present(Self.comics)
        #expect(item.years.map(\.heading) == ["2008", "2007", "2006", "Undated"])
        #expect(item.years.map { $0.comics.map(\.number) } == [["#403"], ["#3"], ["#2", "#1"], ["#405", "#4"]])
    }

    @Test func yearsBeforeTheCommonEraAreGroupedInTheirPlace() throws {
        let item = try present([comic(1, date: "-750-03-03"), comic(2, date: "800"), comic(3), comic(4, date: "-1")])
        #expect(item.years.map(\.heading) == ["800", "1 BC", "750 BC", "Undated"])
        #expect(item.years[2].comics.map(\.date) == ["3 March 750 BC"])
    }

    @Test func entriesAreFormatted() throws {
        let item = try present(Self.comics, baseURL: "/catalog/")
        #expect(
            item.years.first?.comics == [
                .init(title: "Convincing Pickup Line", url: "/catalog/comics/403/", number: "#403", date: "23 April 2008")
            ])
        #expect(item.years[1].comics.map(\.date) == ["May 2007"])
        #expect(item.years[2].comics.map(\.date) == ["3 January 2006", "1 January 2006"])
        #expect(item.years[3].comics.map(\.date) == [nil, nil])
    }

    @Test func datesFollowTheSiteFormat() throws {
        let item = try present(Self.comics, dateFormat: "yyyy/MM/dd")
        #expect(item.years.flatMap(\.comics).map(\.date) == ["2008/04/23", "May 2007", "2006/01/03", "2006/01/01", nil, nil])
    }

    @Test func countAndLatest() throws {
        let item = try present(Self.comics, baseURL: "/catalog/")
        #expect(item.countText == "6 comics")
        #expect(item.latestURL == "/catalog/comics/latest/")
        #expect(try present([comic(1)]).countText == "1 comic")
    }

    @Test func noComics() throws {
        let item = try present([])
        #expect(item.countText == "0 comics")
        #expect(item.latestURL == nil)
        #expect(item.years.isEmpty)
    }

    @Test func onlyUndatedComics() throws {
        let item = try present([comic(2), comic(1)])
        #expect(item.years.map(\.heading) == ["Undated"])
        #expect(item.years.first?.comics.map(\.url) == ["/comics/2/", "/comics/1/"])
    }

    @Test func chrome() throws {
        let item = try present(Self.comics, baseURL: "https://example.org/")
        #expect(item.chrome.documentTitle == "Comics · The Silent Shelf")
        #expect(item.chrome.canonicalURL == "https://example.org/comics/")
        #expect(item.chrome.navigation.map(\.title) == ["Home", "Comics", "Years", "Stats"])
        #expect(item.chrome.navigation.map(\.isCurrent) == [false, true, false, false])
    }
}
