import Testing

@testable import Build

/// Which of the previous plan's files a plan's pages are at, from their places there: the pages at an address it did
/// not have, or at one already taken, are the ones checked for collisions; the files no page is at are the ones gone.
@Suite struct PreviousClaimsTests {
    private static func page(_ path: String) -> PlannedPage {
        PlannedPage(carried: path, digest: .named(path), kind: "movie", sources: [0][...], line: 0..<0)
    }

    /// A previous plan of five pages and one copy: the first two and the fourth carried over, the third declared again
    /// at its place, and two pages at addresses the previous plan did not have.
    @Test func theFilesNoPageIsAtAreUnclaimedAndPagesAtNewAddressesAreNew() throws {
        var builder = PlanPages.Builder()
        builder.carry(0..<2)
        builder.append(Self.page("movies/2/index.html"), at: 2)
        builder.carry(3..<4)
        builder.append(Self.page("search/b.json"), at: -1)
        builder.append(Self.page("search/c.json"), at: -1)
        let claims = try #require(PreviousClaims(PlanPages(builder), previousFiles: 6))
        #expect(claims.claimed == [true, true, true, true, false, false])
        #expect(claims.unclaimed == [4, 5])
        #expect(claims.new == [4..<6])
    }

    /// A listed page at a carried page's address, and two listed pages at one address: the later listed one is new,
    /// whatever comes first, so that the collision check compares it with every path.
    @Test func aPageAtAnAddressAlreadyTakenIsNew() throws {
        var builder = PlanPages.Builder()
        builder.append(Self.page("movies/3/index.html"), at: 3)
        builder.carry(0..<4)
        builder.append(Self.page("movies/1/index.html"), at: 1)
        let carriedTaken = try #require(PreviousClaims(PlanPages(builder), previousFiles: 4))
        #expect(carriedTaken.new == [0..<1, 5..<6])
        let twice = PlanPages([Self.page("a/index.html"), Self.page("b/index.html"), Self.page("a/index.html")], places: [0, 1, 0])
        let claims = try #require(PreviousClaims(twice, previousFiles: 3))
        #expect(claims.new == [2..<3] && claims.unclaimed == [2])
    }

    /// A full plan made without the previous one has no places, and so no claims.
    @Test func pagesWithoutPlacesHaveNoClaims() {
        #expect(PreviousClaims(PlanPages([Self.page("a/index.html")]), previousFiles: 1) == nil)
    }

    /// A place beyond the previous plan's files, as a damaged plan could give, is new rather than a crash.
    @Test func aPlaceBeyondThePreviousFilesIsNew() throws {
        let claims = try #require(PreviousClaims(PlanPages([Self.page("a/index.html")], places: [7]), previousFiles: 2))
        #expect(claims.new == [0..<1] && claims.unclaimed == [0, 1])
    }
}
