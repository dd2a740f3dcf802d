import Model
import Presentation
import Testing

@Suite struct ComicDetailPresentationModelTests {
    static let news = #"<a href="https://store.xkcd.com/">Posters</a> are <b>back</b>!<script>x()</script>"#

    static let pickupLine: Comic = {
        var c = comic(
            403, "Convincing Pickup Line", date: "2008-04-23", alt: "Check it out; I've had it since 1996.",
            tags: ["Romance", "charts"])
        c.imageURL = "https://imgs.xkcd.com/comics/convincing_pickup_line.png"
        c.transcript = "[[A man talks to a woman.]]"
        c.link = "https://xkcd.com/403/"
        c.newsHTML = news
        c.notes?.body = "One of the *classics*.\n"
        return c
    }()

    /// Numbers with a gap: 4 does not exist.
    static let gapped = [comic(1), comic(2), comic(3), comic(5)]

    func present(_ comics: [Comic], id: Int, baseURL: String = "/", dateFormat: String = "d MMMM yyyy") throws -> ComicDetailItem {
        let input = MockComicDetailInput()
        let context = makeContext(comics: comics, baseURL: baseURL, dateFormat: dateFormat)
        let shown = ComicDetailPresentationModel(context: context).present(id: Comic.ID(id), to: input)
        #expect(shown)
        #expect(input.items.count == 1)
        return try #require(input.items.first)
    }

    @Test func presentsTheComic() throws {
        let item = try present([Self.pickupLine], id: 403)
        #expect(item.title == "Convincing Pickup Line")
        #expect(item.number == "#403")
        #expect(item.imageURL == "https://imgs.xkcd.com/comics/convincing_pickup_line.png")
        #expect(item.alt == "Check it out; I've had it since 1996.")
        #expect(item.date == "23 April 2008")
        #expect(item.transcript == "[[A man talks to a woman.]]")
        #expect(item.link == "https://xkcd.com/403/")
        #expect(item.notes == MarkdownText("One of the *classics*.\n"))
        #expect(
            item.tags == [
                LinkItem(title: "Romance", url: "/tags/romance/"),
                LinkItem(title: "charts", url: "/tags/charts/"),
            ])
    }

    @Test func dateFollowsTheSiteFormatAndPrecision() throws {
        #expect(try present([Self.pickupLine], id: 403, dateFormat: "yyyy/MM/dd").date == "2008/04/23")
        #expect(try present([comic(1, date: "2008-04")], id: 1, dateFormat: "yyyy/MM/dd").date == "April 2008")
        #expect(try present([comic(1, date: "2008")], id: 1).date == "2008")
        #expect(try present([comic(1)], id: 1).date == nil)
    }

    @Test func titleIsTheDisplayTitle() throws {
        let item = try present([comic(1, "Barrel – Part 1")], id: 1, baseURL: "https://example.org/")
        #expect(item.title == "Barrel – Part 1")
        #expect(item.chrome.documentTitle == "Barrel – Part 1 · The Silent Shelf")
        #expect(item.chrome.canonicalURL == "https://example.org/comics/1/")
    }

    @Test func altIsEmptyWhenTheRecordHasNone() throws {
        #expect(try present([comic(1)], id: 1).alt == "")
    }

    @Test func newsIsPassedOnUntouchedAsUntrustedHTML() throws {
        #expect(try present([Self.pickupLine], id: 403).news == UntrustedHTML(Self.news))
        #expect(try present([comic(1)], id: 1).news == nil)
    }

    @Test func localImageIsPreferred() throws {
        var c = Self.pickupLine
        c.localImage = "comics/403.png"
        #expect(try present([c], id: 403, baseURL: "/catalog/").imageURL == "/catalog/comics/403/image.png")
    }

    @Test func noImageGivesNil() throws {
        #expect(try present([comic(1)], id: 1).imageURL == nil)
    }

    @Test func neighboursSkipGaps() throws {
        let three = try present(Self.gapped, id: 3).navigation
        #expect(three.previousURL == "/comics/2/")
        #expect(three.nextURL == "/comics/5/")
        let five = try present(Self.gapped, id: 5).navigation
        #expect(five.previousURL == "/comics/3/")
    }

    @Test func firstComicHasNoFirstOrPrevious() throws {
        #expect(
            try present(Self.gapped, id: 1, baseURL: "/catalog/").navigation
                == .init(
                    firstURL: nil, previousURL: nil, archiveURL: "/catalog/comics/", nextURL: "/catalog/comics/2/",
                    latestURL: "/catalog/comics/5/"
                ))
    }

    @Test func middleComicLinksEveryWay() throws {
        #expect(
            try present(Self.gapped, id: 2).navigation
                == .init(
                    firstURL: "/comics/1/", previousURL: "/comics/1/", archiveURL: "/comics/", nextURL: "/comics/3/",
                    latestURL: "/comics/5/"
                ))
    }

    @Test func latestComicHasNoNextOrLatest() throws {
        #expect(
            try present(Self.gapped, id: 5).navigation
                == .init(
                    firstURL: "/comics/1/", previousURL: "/comics/3/", archiveURL: "/comics/", nextURL: nil, latestURL: nil
                ))
    }

    @Test func onlyComicLinksNowhereButTheArchive() throws {
        #expect(
            try present([comic(7)], id: 7).navigation
                == .init(
                    firstURL: nil, previousURL: nil, archiveURL: "/comics/", nextURL: nil, latestURL: nil
                ))
    }

    @Test func unknownIDDisplaysNothing() {
        let input = MockComicDetailInput()
        let model = ComicDetailPresentationModel(context: makeContext(comics: Self.gapped))
        #expect(!model.present(id: Comic.ID(4), to: input), "a gap in the numbering")
        #expect(!model.present(id: Comic.ID(404), to: input))
        #expect(input.items.isEmpty)
    }

    @Test func chromeMarksComicsCurrent() throws {
        let item = try present([Self.pickupLine], id: 403)
        #expect(item.chrome.navigation.map(\.title) == ["Home", "Comics", "Years", "Tags", "Stats"])
        #expect(item.chrome.navigation.map(\.isCurrent) == [false, true, false, false, false])
    }
}
