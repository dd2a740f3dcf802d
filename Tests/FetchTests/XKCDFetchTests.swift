import Fetch
import Foundation
import Model
import Support
import TestSupport
import Testing

@Suite struct XKCDFetchTests {
    @Test func theLatestAndEveryMissingNumberAreFetched() async throws {
        try await FetchHarness.with { harness in
            try harness.write("comics/1.json", APIFixtures.comic(1))
            try harness.write("comics/2.json", APIFixtures.comic(2))
            await harness.server.route("/info.0.json", .json(200, APIFixtures.comic(4)))
            for number in 1...4 { await harness.server.route("/\(number)/info.0.json", .json(200, APIFixtures.comic(number))) }
            let reports = try await harness.run { await $0.comics(in: nil) }
            #expect(reports.map(\.item) == ["comic 3", "comic 4"])
            #expect(reports.map(\.outcome) == [.written, .written])
            #expect(await harness.server.requests(to: "/1/info.0.json").isEmpty)
        }
    }

    @Test func number404IsAKnownGapAndNeverAsked() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route("/info.0.json", .json(200, APIFixtures.comic(405)))
            for number in [403, 405] { await harness.server.route("/\(number)/info.0.json", .json(200, APIFixtures.comic(number))) }
            let reports = try await harness.run { await $0.comics(in: 403...404) }
            #expect(reports.map(\.item) == ["comic 403"])
            #expect(reports.map(\.outcome) == [.written])
            #expect(await harness.server.requests(to: "/404/info.0.json").isEmpty)
        }
    }

    @Test func aRangePastTheLatestStopsAtIt() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route("/info.0.json", .json(200, APIFixtures.comic(3)))
            for number in 1...3 { await harness.server.route("/\(number)/info.0.json", .json(200, APIFixtures.comic(number))) }
            let reports = try await harness.run { await $0.comics(in: 2...100) }
            #expect(reports.map(\.item) == ["comic 2", "comic 3"])
        }
    }

    @Test func anImageIsStoredWithItsTypesExtension() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route("/info.0.json", .json(200, APIFixtures.comic(1)))
            await harness.server.route("/1/info.0.json", .json(200, APIFixtures.comic(1)))
            await harness.server.route("/xkcd-images/comics/strip_1.png", .bytes(200, contentType: "image/png", APIFixtures.png))
            let reports = try await harness.run(images: true) { await $0.comics(in: nil) }
            #expect(reports.map(\.outcome) == [.written])
            #expect(harness.file("comics/1.png") == APIFixtures.png)
        }
    }

    @Test func whenTheLatestCannotBeHadNothingIsFetched() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route("/info.0.json", .bytes(200, contentType: "application/json", Array("{}".utf8)))
            let reports = try await harness.run { await $0.comics(in: nil) }
            #expect(reports.map(\.outcome) == [.failed])
            #expect(reports[0].diagnostics.first?.message.hasSuffix("the reply has no comic number (\"num\")") == true)
        }
    }
}
