import Testing

@testable import sitegen

@Suite struct FetchRequestTests {
    func parse(
        _ what: [String], search: String? = nil, year: Int? = nil, first: Bool = false, isbns: [String] = [],
        range: String? = nil, refresh: Bool = false, olderThan: String? = nil
    ) throws -> FetchRequest {
        try FetchRequest(
            what: what, search: search, year: year, first: first, isbns: isbns, range: range, refresh: refresh, olderThan: olderThan)
    }

    @Test func eachFormReadsAsItsRequest() throws {
        #expect(try parse(["movie", "550", "680"]) == .movies(["550", "680"]))
        #expect(try parse(["movie"], search: "Metropolis", year: 1927, first: true) == .movieSearch("Metropolis", year: 1927, first: true))
        #expect(try parse(["book", "zyTCAlFPjgYC"]) == .books(["zyTCAlFPjgYC"]))
        #expect(try parse(["book"], isbns: ["9780441013593"]) == .isbns(["9780441013593"]))
        #expect(try parse(["comics"], range: "1-100") == .comics(1...100))
        #expect(try parse(["comics"]) == .comics(nil))
        #expect(try parse([], refresh: true, olderThan: "30d") == .refresh(olderThan: .seconds(30 * 86400)))
        #expect(try parse([], refresh: true) == .refresh(olderThan: nil))
    }

    @Test func combinationsThatMakeNoSenseAreRefused() {
        let refused: [() throws -> FetchRequest] = [
            { try parse([]) },
            { try parse(["movie"]) },
            { try parse(["movie", "550"], search: "x") },
            { try parse(["movie", "550"], year: 1999) },
            { try parse(["book"]) },
            { try parse(["book", "a"], isbns: ["9780441013593"]) },
            { try parse(["comics", "5"]) },
            { try parse(["movie", "5"], range: "1-2") },
            { try parse(["comics"], range: "9-1") },
            { try parse(["comics"], range: "x") },
            { try parse(["movie", "5"], refresh: true) },
            { try parse([], refresh: true, olderThan: "30 days") },
            { try parse(["movie", "5"], olderThan: "30d") },
            { try parse(["films", "5"]) },
        ]
        for parse in refused { #expect(throws: (any Error).self) { try parse() } }
    }
}
