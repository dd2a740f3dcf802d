import Support
import Testing

@testable import Build

/// Two planned files that one disk would store as one (case, Unicode normalisation) fail the build
/// before anything is written, naming both.
@Suite struct PathCollisionTests {
    private func problems(_ paths: [String]) -> [String] {
        do throws(BuildFailure) {
            try PlanStage.checkCollisions(paths)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func distinctPathsPass() {
        #expect(problems(["index.html", "movies/19-metropolis/index.html", "movies/2/index.html"]).isEmpty)
    }

    @Test func pathsDifferingOnlyByCaseCollide() {
        let found = problems(["pages/about/index.html", "movies/1/index.html", "pages/About/index.html"])
        #expect(found.count == 1)
        #expect(found.first?.contains("pages/About/index.html") == true && found.first?.contains("also pages/about/index.html") == true)
    }

    @Test func composedAndDecomposedAccentsCollide() {
        // "é" as one code point, and as "e" followed by a combining acute accent.
        #expect(problems(["tags/caf\u{E9}/index.html", "tags/cafe\u{301}/index.html"]).count == 1)
    }

    @Test func theSamePathTwiceCollides() {
        #expect(problems(["movies/1/index.html", "movies/1/index.html"]).count == 1)
    }
}
