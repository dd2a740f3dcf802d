import Foundation
import Support
import Testing

@testable import Build

/// A plan's pages as runs: listed pages one by one, and the previous plan's pages carried over as places alone, read
/// back in order as if every page were listed.
@Suite struct PlanPagesTests {
    private static let kinds = ["home", "movie", "search"]
    private static let previousPages = [
        page("index.html", kind: "home"), page("movies/1/index.html", kind: "movie"), page("movies/2/index.html", kind: "movie"),
        page("movies/3/index.html", kind: "movie"), page("search/a.json", kind: "search"),
    ]

    private static func page(_ path: String, kind: String) -> PlannedPage {
        PlannedPage(carried: path, digest: .named(path), kind: kind, sources: [0][...], line: 0..<0)
    }

    /// The previous plan, as a build reads it back.
    func previous() throws -> PersistedPlan {
        let bytes = try #require(
            PersistedPlan.encode(
                fingerprint: "f", shared: ContentHash().digest, kinds: Self.kinds,
                items: [PageDigests.Item(key: "movies/1", digest: ContentHash().digest)], pages: Self.previousPages, copies: []))
        let folder = try ScratchFolder()
        PersistedPlan.write(bytes, forOutput: folder.path + "/public")
        return try #require(PersistedPlan.read(forOutput: folder.path + "/public"))
    }

    /// The second movie declared again at its place, the search page made anew where it was not, the rest carried.
    func edited() -> PlanPages {
        var builder = PlanPages.Builder()
        builder.carry(0..<1)
        builder.carry(1..<2)
        builder.append(Self.page("movies/2/index.html", kind: "movie"), at: 2)
        builder.carry(3..<4)
        builder.carry(4..<4)
        builder.append(Self.page("search/b.json", kind: "search"), at: -1)
        builder.append(Self.page("search/c.json", kind: "search"), at: -1)
        return PlanPages(builder)
    }

    @Test func adjacentRunsOfOneSortAreJoinedAndEmptyOnesLeftOut() {
        let pages = edited()
        #expect(pages.runs == [.carried(0..<2), .listed(0..<1), .carried(3..<4), .listed(1..<3)])
        #expect(pages.count == 6 && pages.listed.map(\.outputPath) == ["movies/2/index.html", "search/b.json", "search/c.json"])
        #expect(pages.listedPlaces == [2, -1, -1])
    }

    @Test func carriedPagesAreReadWhereThePreviousPlanHasThem() throws {
        let pages = edited()
        let previous = try previous()
        #expect(pages.previousPlaces == [0, 1, 2, 3, -1, -1])
        #expect(
            pages.paths(previous: previous) == [
                "index.html", "movies/1/index.html", "movies/2/index.html", "movies/3/index.html", "search/b.json", "search/c.json",
            ])
        #expect(pages.countsByKind(previous: previous) == ["home": 1, "movie": 3, "search": 2])
    }

    @Test func aFullPlanListsEveryPageAndKnowsNoPreviousPlace() {
        let pages = PlanPages(Self.previousPages)
        #expect(pages.runs == [.listed(0..<5)] && pages.count == 5)
        #expect(pages.previousPlaces == nil)
        #expect(pages.paths(previous: nil) == Self.previousPages.map(\.outputPath))
        #expect(pages.countsByKind(previous: nil) == ["home": 1, "movie": 3, "search": 1])
        #expect(PlanPages([]).runs.isEmpty)
    }

    /// In the manifest's order, a carried page has no path or hash of its own: its lines are the previous manifest's.
    @Test func theManifestsMembersLeaveTheCarriedPagesToThePreviousLines() {
        let pages = edited()
        let listedFiles = (pages.listed.map(\.outputPath) + ["assets/style.css"]).map { (key: $0, value: ContentHash.Digest.named($0)) }
        let members = ManifestMembers(pages, files: listedFiles)
        #expect(members.files.map(\.key) == ["", "", "movies/2/index.html", "", "search/b.json", "search/c.json", "assets/style.css"])
        #expect(members.inputs.map(\.key) == ["", "", "movies/2/index.html", "", "search/b.json", "search/c.json"])
        #expect(Array(members.inputs)[2].value == .named("movies/2/index.html"))
        #expect(pages.carriedRuns == [.init(members: 0..<2, places: 0..<2), .init(members: 3..<4, places: 3..<4)])
    }
}
