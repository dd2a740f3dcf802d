import Testing

@testable import Build

/// The paths of a plan's files as the collision check reads them: the listed pages', the carried pages' where the
/// previous plan has them, then the copies'.
@Suite struct PlanPathsTests {
    private static let copies = ["assets/style.css", ""]

    private func paths() throws -> (PlanPaths, expected: [String]) {
        let (pages, previous) = (PlanPagesTests().edited(), try PlanPagesTests().previous())
        let paths = PlanPaths(pages: pages, previous: previous, copies: Self.copies)
        return (paths, pages.paths(previous: previous) + Self.copies)
    }

    @Test func eachPathIsTheOneThePlanHasAtItsPlace() throws {
        let (paths, expected) = try paths()
        #expect(Array(paths) == expected)
    }

    /// Every range, from one that starts inside a run to one that ends among the copies, gives each of its indices once,
    /// in order, with its path's first byte (none for an empty path).
    @Test func firstBytesAreThoseOfThePathsInEveryRange() throws {
        let (paths, expected) = try paths()
        for lower in 0...expected.count {
            for upper in lower...expected.count {
                var seen: [(Int, UInt8?)] = []
                paths.forEachFirstByte(in: lower..<upper) { seen.append(($0, $1)) }
                #expect(seen.map(\.0) == Array(lower..<upper))
                #expect(seen.map(\.1) == expected[lower..<upper].map(\.utf8.first))
            }
        }
    }
}
