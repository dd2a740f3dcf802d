import Build
import Foundation
import TestSupport
import Testing

/// A comic's page links the first, previous, next and latest comics: after a comic comes, the pages whose links
/// moved are made again even though their comics kept their files, and the output is a full build's.
@Suite struct ComicPagesTests {
    private func addComic(_ site: FixtureSite, number: Int) throws {
        let text = try String(contentsOfFile: site.root + "/content/comics/4.json", encoding: .utf8)
        try site.write(text.replacingOccurrences(of: #""num": 4,"#, with: #""num": \#(number),"#), to: "content/comics/\(number).json")
    }

    @Test func aComicAfterTheLatestIsTheLatestOnEveryComicsPage() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { try addComic($0, number: 6) }
        #expect(site.page("comics/1/index.html").contains("/comics/6/"))
    }

    @Test func aComicBetweenTwoIsTheirNeighbour() throws {
        let (site, _) = try FixtureSite.expectSameAsFullBuild { try addComic($0, number: 3) }
        #expect(site.page("comics/2/index.html").contains("/comics/3/"))
        #expect(site.page("comics/4/index.html").contains("/comics/3/"))
    }
}
