import Testing

@testable import Serve

/// What open pages are told after a rebuild, from the files it changed.
@Suite struct ChangeNoticeTests {
    @Test func pagesByEveryAddressTheyAreShownUnder() {
        let notice = ChangeNotice(changedFiles: ["movies/550-fight-club/index.html", "404.html"], basePath: "/catalog/")
        #expect(notice == .pages(["/catalog/movies/550-fight-club/", "/catalog/movies/550-fight-club/index.html", "/catalog/404.html"]))
    }

    @Test func stylesheetsAloneAreSwapped() {
        #expect(ChangeNotice(changedFiles: ["assets/style.css"], basePath: "/") == .stylesheets(["/assets/style.css"]))
        #expect(ChangeNotice(changedFiles: ["assets/style.css", "index.html"], basePath: "/") == .pages(["/", "/index.html"]))
    }

    @Test func dataFilesAloneTellNoPage() {
        #expect(ChangeNotice(changedFiles: ["sitemap.xml", "search/index/a.json", "robots.txt"], basePath: "/") == .none)
        #expect(ChangeNotice(changedFiles: [], basePath: "/") == .none)
    }

    @Test func scriptsImagesAndWholeBuildsReloadEverything() {
        #expect(ChangeNotice(changedFiles: ["assets/site.js"], basePath: "/") == .everything)
        #expect(ChangeNotice(changedFiles: ["movies/550/poster.png", "movies/550/index.html"], basePath: "/") == .everything)
        #expect(ChangeNotice(changedFiles: nil, basePath: "/") == .everything)
        let many = (0...ChangeNotice.listLimit).map { "movies/\($0)/index.html" }
        #expect(ChangeNotice(changedFiles: many, basePath: "/") == .everything)
    }

    @Test func theEvents() {
        #expect(ChangeNotice.none.event(build: 3) == nil)
        #expect(ChangeNotice.everything.event(build: 3) == ServerSentEvent(name: "reload", data: #"{"build":3,"pages":null}"#))
        #expect(ChangeNotice.pages(["/a/"]).event(build: 4) == ServerSentEvent(name: "reload", data: #"{"build":4,"pages":["/a/"]}"#))
        #expect(
            ChangeNotice.stylesheets(["/assets/style.css"]).event(build: 5)
                == ServerSentEvent(name: "css", data: #"{"build":5,"stylesheets":["/assets/style.css"]}"#))
    }
}
