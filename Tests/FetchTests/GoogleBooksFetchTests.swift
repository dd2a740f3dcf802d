import Fetch
import Foundation
import Model
import Support
import TestSupport
import Testing

@Suite struct GoogleBooksFetchTests {
    @Test func aVolumeIsStoredWithTheKeyInTheQuery() async throws {
        try await FetchHarness.with { harness in
            let body = APIFixtures.volume("kE5pQ1wT0sAB", title: "Letters from the Lamp")
            await harness.server.route("/books/v1/volumes/kE5pQ1wT0sAB", .json(200, body))
            let reports = try await harness.run { try await $0.books(["kE5pQ1wT0sAB"]) }
            #expect(reports.map(\.outcome) == [.written])
            #expect(harness.file("books/kE5pQ1wT0sAB.json") == Array(body.utf8))
            #expect(await harness.server.requests(to: "/books/v1/volumes/kE5pQ1wT0sAB").first?.query["key"] == FetchHarness.googleKey)
        }
    }

    @Test func anISBNIsSearchedThenItsVolumeFetched() async throws {
        try await FetchHarness.with { harness in
            await harness.server.route("/books/v1/volumes", .json(200, APIFixtures.volumeSearch(["kE5pQ1wT0sAB"])))
            await harness.server.route("/books/v1/volumes/kE5pQ1wT0sAB", .json(200, APIFixtures.volume("kE5pQ1wT0sAB", title: "Letters")))
            let reports = try await harness.run { fetch in
                let volumes = try await fetch.volumes(isbn: "978-0-00-000001-9").get()
                return try await fetch.books(volumes.map(\.id))
            }
            #expect(reports.map(\.outcome) == [.written])
            #expect(await harness.server.requests(to: "/books/v1/volumes").first?.query["q"] == "isbn:9780000000019")
        }
    }

    @Test func anISBNThatIsNotOneIsAUsageError() async throws {
        try await FetchHarness.with { harness in
            await #expect(throws: FetchUsageError.self) { try await harness.run { try await $0.volumes(isbn: "97800000x") } }
            #expect(await harness.server.allRequests().isEmpty)
        }
    }

    @Test func aBookIDThatWouldLeaveTheFolderIsAUsageError() async throws {
        try await FetchHarness.with { harness in
            await #expect(throws: FetchUsageError.self) { try await harness.run { try await $0.books(["../../etc/passwd"]) } }
            #expect(await harness.server.allRequests().isEmpty)
        }
    }

    @Test func aCoverIsDownloadedFromTheCoverHost() async throws {
        try await FetchHarness.with { harness in
            let cover = "http://books.google.com/books/content?id=kE5pQ1wT0sAB&printsec=frontcover&img=1"
            await harness.server.route(
                "/books/v1/volumes/kE5pQ1wT0sAB", .json(200, APIFixtures.volume("kE5pQ1wT0sAB", title: "Letters", thumbnail: cover)))
            await harness.server.route("/covers/books/content", .bytes(200, contentType: "image/png", APIFixtures.png))
            let reports = try await harness.run(images: true) { try await $0.books(["kE5pQ1wT0sAB"]) }
            #expect(reports.map(\.outcome) == [.written])
            #expect(harness.file("books/kE5pQ1wT0sAB.png") == APIFixtures.png)
            #expect(await harness.server.requests(to: "/covers/books/content").first?.query["id"] == "kE5pQ1wT0sAB")
        }
    }

    @Test func anImageOfTheWrongTypeIsNotWrittenButTheBookIs() async throws {
        try await FetchHarness.with { harness in
            let cover = "https://books.google.com/books/content?id=kE5pQ1wT0sAB&img=1"
            await harness.server.route(
                "/books/v1/volumes/kE5pQ1wT0sAB", .json(200, APIFixtures.volume("kE5pQ1wT0sAB", title: "Letters", thumbnail: cover)))
            await harness.server.route("/covers/books/content", .bytes(200, contentType: "text/html", Array("<html>sign in</html>".utf8)))
            let reports = try await harness.run(images: true) { try await $0.books(["kE5pQ1wT0sAB"]) }
            #expect(reports.map(\.outcome) == [.failed])
            #expect(reports[0].diagnostics.last?.message.hasSuffix("expected a JPEG, PNG or WebP image, got text/html") == true)
            #expect(harness.file("books/kE5pQ1wT0sAB.json") != nil)
            #expect(harness.names(in: "books") == ["kE5pQ1wT0sAB.json"])
        }
    }

    @Test func anImageWhoseBytesContradictItsTypeIsRefused() async throws {
        try await FetchHarness.with { harness in
            let cover = "https://books.google.com/books/content?id=kE5pQ1wT0sAB&img=1"
            await harness.server.route(
                "/books/v1/volumes/kE5pQ1wT0sAB", .json(200, APIFixtures.volume("kE5pQ1wT0sAB", title: "Letters", thumbnail: cover)))
            await harness.server.route("/covers/books/content", .bytes(200, contentType: "image/jpeg", APIFixtures.png))
            let reports = try await harness.run(images: true) { try await $0.books(["kE5pQ1wT0sAB"]) }
            #expect(
                reports[0].diagnostics.last?.message.hasSuffix("the reply says image/jpeg, but its bytes are not such an image") == true)
            #expect(harness.names(in: "books") == ["kE5pQ1wT0sAB.json"])
        }
    }

    @Test func anAncientWorkWithAMalformedOptionalFieldIsAddedWithAWarning() async throws {
        try await FetchHarness.with { harness in
            let body = APIFixtures.volume("iL1adHmR0sAB", title: "The Iliad", published: "-750")
                .replacingOccurrences(of: #""pageCount": 212"#, with: #""pageCount": "about 700""#)
            await harness.server.route("/books/v1/volumes/iL1adHmR0sAB", .json(200, body))
            let reports = try await harness.run { try await $0.books(["iL1adHmR0sAB"]) }
            #expect(reports.map(\.outcome) == [.written])
            let warning = try #require(reports[0].diagnostics.first)
            #expect(!warning.isError && warning.path == "content/books/iL1adHmR0sAB.json" && warning.line > 0)
            #expect(warning.message.hasPrefix("volumeInfo.pageCount"))
            #expect(reports[0].diagnostics.count == 1)
        }
    }
}
