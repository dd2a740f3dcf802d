import Build
import Foundation
import TestSupport
import Testing

/// The search index on a rebuild: brought up to date from the previous one when items change, come or go, and
/// made again from every item when the previous one cannot be renumbered; either way, what a full build gives.
@Suite struct SearchPagesTests {
    /// Adds a copy of Metropolis under `id`, with `genres` in place of its own when given.
    private func addMetropolis(_ site: FixtureSite, id: Int, genres: String? = nil) throws {
        var text = try String(contentsOfFile: site.root + "/content/movies/19.json", encoding: .utf8)
        text = text.replacingOccurrences(of: #""id": 19,"#, with: #""id": \#(id),"#)
        if let genres {
            text = text.replacingOccurrences(
                of: #""genres": [{"id": 878, "name": "Science Fiction"}, {"id": 18, "name": "Drama"}]"#, with: #""genres": \#(genres)"#)
        }
        try site.write(text, to: "content/movies/\(id).json")
    }

    @Test func anItemAddedAndRemovedRenumbersThePreviousIndex() throws {
        let (site, added) = try FixtureSite.expectSameAsFullBuild { try addMetropolis($0, id: 4242) }
        #expect(added.update?.updatedKinds == ["search"])
        #expect(added.update?.changedFiles.contains { $0.hasPrefix("search/index/search-") } == true)
        try FileManager.default.removeItem(atPath: site.root + "/content/movies/4242.json")
        let removed = try site.build()
        try site.expectOutputMatchesFullBuild("after the removal")
        #expect(removed.update?.updatedKinds == ["search"])
    }

    @Test func aChangedTitleRenumbersThePreviousIndex() throws {
        let (_, report) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("content/movies/19.json", replacing: #""title": "Metropolis""#, with: #""title": "Metropolis 2""#)
        }
        #expect(report.update.map { $0.declared > report.pagesWritten / 2 } == true, "a structural change")
        #expect(report.update?.updatedKinds == ["search"])
    }

    @Test func aTextEditUpdatesThePreviousIndex() throws {
        let (_, report) = try FixtureSite.expectSameAsFullBuild { site in
            try site.edit("content/movies/19.json", replacing: "A city above, workers below.", with: "A city above.")
        }
        #expect(report.update?.updatedKinds == ["search"])
    }

    /// A new genre is a new facet label, which renumbers the labels after it in every row of the previous index.
    @Test func anItemOfANewGenreRenumbersThePreviousIndex() throws {
        let (site, added) = try FixtureSite.expectSameAsFullBuild { site in
            try addMetropolis(site, id: 4243, genres: #"[{"id": 10402, "name": "Music"}]"#)
        }
        #expect(added.update?.updatedKinds == ["search"])
        #expect(added.update?.changedFiles.contains { $0.hasPrefix("search/index/facets-") } == true)
        try FileManager.default.removeItem(atPath: site.root + "/content/movies/4243.json")
        let removed = try site.build()
        try site.expectOutputMatchesFullBuild("after the removal, which takes the genre's label away")
        #expect(removed.update?.updatedKinds == ["search"])
    }
}
