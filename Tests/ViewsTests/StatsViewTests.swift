import Foundation
import HTML
import Presentation
import Support
import Testing

@testable import Views

@Suite struct StatsViewTests {
    func render(_ item: StatsItem) throws -> String {
        let view = StatsView(template: try Fixtures.theme().template(for: StatsView.self))
        view.display(item)
        return String(decoding: view.output, as: UTF8.self)
    }

    @Test func everyChartIsAnAccessibleInlineSVGWithItsNumbersInATable() throws {
        let html = try render(Fixtures.stats())
        #expect(html.components(separatedBy: "<svg ").count - 1 == 3)
        #expect(
            html.contains(
                #"<svg class="chart-svg" viewbox="0 0 480 220" role="img" aria-labelledby="chart-ratings-movies-title chart-ratings-movies-desc">"#
            ))
        #expect(html.contains(#"<title id="chart-ratings-movies-title">Ratings of movies</title>"#))
        #expect(html.contains(#"<desc id="chart-ratings-movies-desc">Bar chart of 11 ratings"#))
        #expect(html.contains(#"<tr><th scope="row">4 stars</th><td>4</td></tr>"#))
        #expect(html.contains(#"<summary>The numbers</summary>"#))
        #expect(html.components(separatedBy: "<script").count - 1 == 1, "no script but the layout's keyboard shortcut")
        #expect(!html.contains("style="), "colours come from classes and currentColor")
        #expect(html.contains(#"fill="currentColor""#))
        let page = ParsedPage(Array(html.utf8))
        #expect(page.errors.isEmpty, "\(page.errors)")
    }

    @Test func aLegendOnlyForSeveralSeries() throws {
        let html = try render(Fixtures.stats())
        #expect(html.components(separatedBy: #"<ul class="chart-legend" aria-label="Legend">"#).count - 1 == 2)
        #expect(html.contains(#"<span class="chart-swatch chart-series-3"></span> <span>Purchased</span>"#))
    }

    @Test func textInAChartIsEscaped() throws {
        var chart = Fixtures.ratingsChart
        chart.title = #"<script>alert("t")</script>"#
        chart.description = "A & B <b>"
        chart.categories[0].label = "</table>"
        chart.categories[0].axisLabel = "</svg>"
        let html = try render(Fixtures.stats(charts: [chart, Fixtures.monthsChart]))
        #expect(!html.contains("<script>alert") && !html.contains("<b>") && !html.contains("</svg></text>"))
        #expect(html.contains(#"&lt;script&gt;alert("t")&lt;/script&gt;"#))
        #expect(html.contains("A &amp; B &lt;b&gt;"))
        #expect(html.contains(#"<th scope="row">&lt;/table&gt;</th>"#))
        #expect(html.contains(">&lt;/svg&gt;</text>"))
    }

    @Test func theSectionsSayWhatIsMissing() throws {
        let html = try render(Fixtures.stats())
        #expect(html.contains(#"<p class="stats-note">No item has a release or publication date.</p>"#))
        #expect(html.contains(#"<a href="/random/">Show me a random item</a>"#))
    }

    @Test func theRandomPageHandsItsScriptTheListAndLinksAnItemWithout() throws {
        let view = RandomView(template: try Fixtures.theme().template(for: RandomView.self))
        view.display(Fixtures.random())
        let html = String(decoding: view.output, as: UTF8.self)
        #expect(
            html.contains(
                #"data-parts="/random/list/part-0123456789abcdef.json /random/list/part-fedcba9876543210.json" data-part-size="1000" data-count="1500""#
            ))
        #expect(html.contains(#"<a class="card-link" href="/movies/653-nosferatu/">"#))
        #expect(html.contains(#"<script src="/assets/random.js" defer></script>"#))
        var relative = Fixtures.random()
        relative.chrome.relativeLinks = RelativeLinks(basePath: "/", pageURL: "/random/")
        view.display(relative)
        #expect(String(decoding: view.output, as: UTF8.self).contains(#"data-parts="list/part-0123456789abcdef.json list/part-"#))
    }

    @Test func theRandomListIsJSONWithEveryStringEscaped() throws {
        let view = RandomListView()
        view.display(["/movies/1-a/", #"/x"y\z/"#, "</script>&", "\u{1}"])
        let text = String(decoding: view.output, as: UTF8.self)
        #expect(text == #"["/movies/1-a/","/x\"y\\z/","\u003c/script\u003e\u0026","\u0001"]"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(view.output)) as? [String]
        #expect(decoded == ["/movies/1-a/", #"/x"y\z/"#, "</script>&", "\u{1}"])
        // Plain runs before and after what is escaped, UTF-8 that passes as it is, the two line ends JavaScript once had.
        let urls = ["", "/filmes/açaí/", "/a/b\u{2028}c\u{2029}/", "/plain/then<", "\u{2026}/", #"/q"q/"#, #"/b\s/"#, "/ok/"]
        view.display(urls)
        #expect(
            String(decoding: view.output, as: UTF8.self)
                == #"["","/filmes/açaí/","/a/b\u2028c\u2029/","/plain/then\u003c","…/","/q\"q/","/b\\s/","/ok/"]"#)
        #expect(try JSONSerialization.jsonObject(with: Data(view.output)) as? [String] == urls)
    }
}
