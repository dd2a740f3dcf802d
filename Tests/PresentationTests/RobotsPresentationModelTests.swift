import Model
import Presentation
import Testing

@Suite struct RobotsPresentationModelTests {
    @Test func itNamesTheAbsoluteSitemap() throws {
        let model = RobotsPresentationModel(context: makeContext(baseURL: "https://example.org/catalog/"))
        var reads = RecordingReads()
        let item = try #require(model.shown(reads: &reads))
        #expect(item == RobotsItem(sitemapURL: "https://example.org/catalog/sitemap.xml"))
        #expect(reads.notes == ["string https://example.org/catalog/sitemap.xml"])
        let input = MockRobotsInput()
        model.present(item, to: input)
        #expect(input.items == [item])
    }

    @Test func aBasePathAloneGivesNone() {
        var reads = RecordingReads()
        #expect(RobotsPresentationModel(context: makeContext(baseURL: "/")).shown(reads: &reads) == nil)
    }
}
