import Fetch
import Foundation
import Model
import TestSupport
import Testing

@Suite struct RefreshTests {
    @Test func onlyChangedResponsesAreRewrittenAndNotesAreNeverTouched() async throws {
        try await FetchHarness.with { harness in
            let same = APIFixtures.movie(550, title: "The Lamplighter")
            try harness.write("movies/550.json", same)
            try harness.write("movies/550.md", "---\nrating: 4\n---\nMy own words.\n")
            try harness.write("movies/680.json", APIFixtures.movie(680, title: "Harbour Lights"))
            let changed = APIFixtures.movie(680, title: "Harbour Lights (restored)")
            await harness.server.route("/3/movie/550", .json(200, same))
            await harness.server.route("/3/movie/680", .json(200, changed))
            let old = Date(timeIntervalSince1970: 1_000_000)
            for name in ["550.json", "550.md"] {
                try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: harness.site.content + "/movies/" + name)
            }
            let reports = try await harness.run { try await $0.refresh(olderThan: nil) }
            #expect(reports.map(\.item) == ["movie 550", "movie 680"])
            #expect(reports.map(\.outcome) == [.unchanged, .written])
            #expect(harness.file("movies/680.json") == Array(changed.utf8))
            #expect(harness.file("movies/550.md") == Array("---\nrating: 4\n---\nMy own words.\n".utf8))
            for name in ["550.json", "550.md"] {
                let date =
                    try FileManager.default.attributesOfItem(atPath: harness.site.content + "/movies/" + name)[.modificationDate] as? Date
                #expect(date == old)
            }
        }
    }

    @Test func olderThanSkipsWhatTheLogSaysIsRecent() async throws {
        try await FetchHarness.with { harness in
            try harness.write("comics/1.json", APIFixtures.comic(1))
            try harness.write("comics/2.json", APIFixtures.comic(2))
            let now = Date()
            try harness.write(
                "comics/../.fetched.tsv",
                "comics/1\t\(now.addingTimeInterval(-3600).formatted(.iso8601))\ncomics/2\t\(now.addingTimeInterval(-40 * 86400).formatted(.iso8601))\n"
            )
            await harness.server.route("/2/info.0.json", .json(200, APIFixtures.comic(2)))
            let reports = try await harness.run { try await $0.refresh(olderThan: .seconds(30 * 86400), now: now) }
            #expect(reports.map(\.item) == ["comic 2"])
            #expect(await harness.server.requests(to: "/1/info.0.json").isEmpty)
            let log = FetchLog(reading: harness.content)
            #expect(try #require(log.lastFetched(.comic, "2")) > now.addingTimeInterval(-60))
        }
    }

    @Test func aRefreshThatFailsKeepsTheOldFileAndTheOthersGoOn() async throws {
        try await FetchHarness.with { harness in
            let old = APIFixtures.comic(1)
            try harness.write("comics/1.json", old)
            try harness.write("comics/2.json", APIFixtures.comic(2))
            await harness.server.route("/1/info.0.json", .json(500, "{}"))
            await harness.server.route("/2/info.0.json", .json(200, APIFixtures.comic(2, title: "Renamed")))
            let reports = try await harness.run { try await $0.refresh(olderThan: nil) }
            #expect(reports.map(\.outcome) == [.failed, .written])
            #expect(harness.file("comics/1.json") == Array(old.utf8))
            #expect(FetchLog(reading: harness.content).lastFetched(.comic, "1") == nil)
        }
    }
}
