import Foundation
import Model
import Presentation
import Support
import Testing

@testable import Build

/// The plan a build leaves for the next one is read back as it was written, and anything else is no plan.
@Suite struct PersistedPlanTests {
    private let items = [
        PageDigests.Item(key: "movies/550", digest: ContentHash().digest),
        PageDigests.Item(key: "books/frankenst01", digest: ContentHash().digest),
    ]
    private let pages = [
        PlannedPage(carried: "index.html", digest: .named("aa"), kind: "home", sources: [0, 1][...], line: 0..<0),
        PlannedPage(carried: "movies/550-fight-club/index.html", digest: .named("bb"), kind: "movie", sources: [0][...], line: 0..<0),
        PlannedPage(carried: "search/index.html", digest: .named("cc"), kind: "search", sources: [][...], line: 0..<0),
    ]

    private func encoded(
        pages: [PlannedPage]? = nil, kinds: [String] = ["home", "movie", "search"], orderings: CatalogOrderings? = nil
    ) -> [UInt8]? {
        PersistedPlan.encode(
            fingerprint: "f1", shared: ContentHash().digest, kinds: kinds, items: items, pages: pages ?? self.pages,
            copies: ["assets/style.css", "movies/550-fight-club/poster.jpg"], orderings: orderings)
    }

    /// Orderings with a term in every taxonomy, a person at another address, and a name that is its own identity.
    private func orderings(person: String = "Björk", additions: AdditionOrders? = nil, entryIDs: EntryIDs? = nil) -> CatalogOrderings {
        var taxonomies: [Taxonomy: CatalogOrderings.TermList] = [:]
        for taxonomy in Taxonomy.allCases {
            taxonomies[taxonomy] = CatalogOrderings.TermList(
                names: [person, "Drama"], identities: taxonomy == .people ? [person, "Drama"] : ["bjork", ""],
                members: [1, 0, 1], ends: [2, 3])
        }
        return CatalogOrderings(
            items: "abc", newestFirst: [1, 0], taxonomies: taxonomies, personSegments: [person: "bjork-2"], additions: additions,
            entryIDs: entryIDs)
    }

    private var additions: AdditionOrders? {
        AdditionOrders(booksByPurchase: [2, 0, 1], latest: [1, 0], feeds: [(.site, [1, 0]), (.movies, [1]), (.books, [])])
    }

    private func readBack(_ bytes: [UInt8]) throws -> PersistedPlan? {
        let folder = try ScratchFolder()
        let output = folder.path + "/public"
        PersistedPlan.write(bytes, forOutput: output)
        return PersistedPlan.read(forOutput: output)
    }

    @Test func aPlanIsReadBackAsItWasWritten() throws {
        let bytes = try #require(encoded())
        let plan = try #require(try readBack(bytes))
        #expect(plan.fingerprint == "f1" && plan.shared == ContentHash().digest.hex && plan.kinds == ["home", "movie", "search"])
        #expect(plan.items.map(\.key) == ["movies/550", "books/frankenst01"])
        #expect(plan.pages.map(\.path) == pages.map(\.outputPath))
        #expect(plan.pages.map(\.kind) == [0, 1, 2])
        #expect(plan.pages.map(\.digest) == [.named("aa"), .named("bb"), .named("cc")])
        #expect(plan.pages.map { Array($0.sources) } == [[0, 1], [0], []])
        #expect(plan.copies == ["assets/style.css", "movies/550-fight-club/poster.jpg"])
    }

    @Test func theOrderingsAreReadBackAsTheyWereWritten() throws {
        let written = try #require(encoded(orderings: orderings()))
        let plan = try #require(try readBack(written))
        #expect(plan.orderings == orderings())
        #expect(plan.pages.map(\.path) == pages.map(\.outputPath))
        let without = try #require(encoded())
        #expect(try readBack(without)?.orderings == nil)
    }

    @Test func theOrdersByAdditionAreReadBackAsTheyWereWritten() throws {
        let withFeeds = orderings(additions: additions)
        let written = try #require(encoded(orderings: withFeeds))
        let plan = try #require(try readBack(written))
        #expect(plan.orderings == withFeeds)
        #expect(plan.orderings?.additions?.feeds?.map(\.scope) == [.site, .movies, .books])
        let noFeeds = orderings(additions: AdditionOrders(booksByPurchase: [], latest: [], feeds: nil))
        let writtenWithout = try #require(encoded(orderings: noFeeds))
        let read = try #require(try readBack(writtenWithout))
        #expect(read.orderings == noFeeds && read.orderings?.additions?.feeds == nil)
        #expect(read.orderings?.additions != nil)
    }

    /// The ids that name the orderings' entries come back with them, with the orders by addition or without.
    @Test func theEntriesIDsAreReadBackWithTheOrderings() throws {
        let ids = try #require(EntryIDs(counts: [1, 1, 0], text: Array("550\tfrankenst01\t".utf8)))
        for additions in [nil, additions] {
            let named = orderings(additions: additions, entryIDs: ids)
            let written = try #require(encoded(orderings: named))
            let plan = try #require(try readBack(written))
            #expect(plan.orderings == named)
            #expect(plan.orderings?.entryIDs == ids)
        }
    }

    /// A page carried over to the next plan is written with the line it had, and orderings taken over whole
    /// as they were: a plan of carried pages alone is the previous plan again, byte for byte.
    @Test func carriedPagesAndOrderingsAreWrittenAgainAsTheyWere() throws {
        let written = try #require(encoded(orderings: orderings()))
        let previous = try #require(try readBack(written))
        let carried = previous.pages.map { page in
            PlannedPage(
                carried: page.path, digest: page.digest, kind: ["home", "movie", "search"][page.kind], sources: page.sources,
                line: page.line)
        }
        let again = PersistedPlan.encode(
            fingerprint: "f1", shared: ContentHash().digest, kinds: ["home", "movie", "search"], items: items, pages: carried,
            copies: ["assets/style.css", "movies/550-fight-club/poster.jpg"], orderings: previous.orderings, previous: previous)
        #expect(again == written)
        // The line is taken as it is, not made again from the page: a carried page's digest is the one it had.
        let relabelled = carried.map {
            PlannedPage(carried: $0.outputPath, digest: .named("zz"), kind: $0.kind, sources: $0.sources, line: $0.previousLine ?? 0..<0)
        }
        let spliced = PersistedPlan.encode(
            fingerprint: "f1", shared: ContentHash().digest, kinds: ["home", "movie", "search"], items: items, pages: relabelled,
            copies: ["assets/style.css", "movies/550-fight-club/poster.jpg"], orderings: previous.orderings, previous: previous)
        #expect(spliced == written)
        #expect(
            previous.pages.map { String(decoding: written[$0.line], as: UTF8.self).contains("\t" + $0.path + "\t") } == [true, true, true])
    }

    /// Items written with a previous plan are the items written without one, whether each kept its line, changed its
    /// digest or key, or came or went: an item's line is copied only where it is the line the item makes.
    @Test func itemsWrittenWithAPreviousPlanAreTheItemsWrittenAnew() throws {
        let many = (0..<6).map { PageDigests.Item(key: "movies/\($0)", digest: .named("m\($0)")) }
        func written(_ items: [PageDigests.Item], previous: PersistedPlan? = nil) throws -> [UInt8] {
            try #require(
                PersistedPlan.encode(
                    fingerprint: "f1", shared: ContentHash().digest, kinds: ["home", "movie", "search"], items: items,
                    pages: [], copies: [], previous: previous))
        }
        let previous = try #require(try readBack(try written(many)))
        #expect(previous.itemLineStarts.count == many.count + 1)
        var changedDigest = many
        changedDigest[2] = PageDigests.Item(key: "movies/2", digest: .named("other"))
        var changedKey = many
        changedKey[3] = PageDigests.Item(key: "movies/33", digest: many[3].digest)
        var sameLength = many
        sameLength[4] = PageDigests.Item(key: "movies/9", digest: many[4].digest)
        let variants = [
            many, changedDigest, changedKey, sameLength, Array(many.dropFirst()), Array(many.dropLast()),
            many + [PageDigests.Item(key: "books/b", digest: .named("b"))], [],
        ]
        for items in variants {
            #expect(try written(items, previous: previous) == (try written(items)), "\(items.map(\.key))")
        }
    }

    /// A name that a line cannot hold leaves the orderings out, not the plan; orderings cut short leave no plan.
    @Test func orderingsThatALineCannotHoldAreLeftOut() throws {
        let odd = try #require(encoded(orderings: orderings(person: "Bj\törk")))
        let plan = try #require(try readBack(odd))
        #expect(plan.orderings == nil)
        #expect(plan.pages.count == pages.count)
        let bytes = try #require(encoded(orderings: orderings()))
        #expect(try readBack(Array(bytes.dropLast(3))) == nil)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(try readBack(Array(text.replacingOccurrences(of: "persons\t1\n", with: "persons\t2\n").utf8)) == nil)
    }

    /// The terms' positions are bytes after their lines: the plan cut anywhere from the first taxonomy to the persons, or
    /// with a count that asks for more positions than there are, is no plan; whole, its terms come back as they were.
    @Test func termPositionsCutShortOrMiscountedLeaveNoPlan() throws {
        let named = orderings()
        let bytes = try #require(encoded(orderings: named))
        #expect(try readBack(bytes)?.orderings?.taxonomies == named.taxonomies)
        let firstTaxonomy = "\n" + Taxonomy.allCases[0].rawValue + "\t"
        let start = try #require(bytes.firstRange(of: Array(firstTaxonomy.utf8))).lowerBound + 1
        let persons = try #require(bytes.firstRange(of: Array("\npersons\t".utf8))).lowerBound + 1
        for length in start..<persons {
            #expect(try readBack(Array(bytes.prefix(length))) == nil, "cut at \(length)")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let header = Taxonomy.allCases[0].rawValue + "\t2\t3\n"
        #expect(text.contains(header))
        let miscounted = text.replacingOccurrences(of: header, with: Taxonomy.allCases[0].rawValue + "\t2\t300\n")
        #expect(try readBack(Array(miscounted.utf8)) == nil)
    }

    /// The load asks how many item files the previous build listed before it reads the plan: from its first lines.
    @Test func theItemFilesListedAreReadFromThePlansFirstLines() throws {
        let folder = try ScratchFolder()
        let output = folder.path + "/public"
        #expect(PersistedPlan.listedItemFiles(forOutput: output) == nil, "no plan")
        let listing = ContentListing(folders: [
            "movies": FolderListing([.init(name: "550.json"), .init(name: "550.md"), .init(name: "550.jpg")]),
            "books": FolderListing([.init(name: "frankenst01.json")]), "pages": FolderListing([.init(name: "about.md")]),
        ])
        #expect(PersistedPlan.listedItemFiles(in: listing) == 4, "the item folders' files, not the free pages")
        let bytes = try #require(
            PersistedPlan.encode(
                fingerprint: "f1", shared: ContentHash().digest, listedItemFiles: 4, kinds: ["home", "movie", "search"], items: items,
                pages: pages, copies: []))
        PersistedPlan.write(bytes, forOutput: output)
        #expect(PersistedPlan.listedItemFiles(forOutput: output) == 4)
        #expect(PersistedPlan.read(forOutput: output)?.pages.count == pages.count)
        let text = String(decoding: bytes, as: UTF8.self)
        PersistedPlan.write(Array(text.replacingOccurrences(of: "sitegen-plan 7", with: "sitegen-plan 6").utf8), forOutput: output)
        #expect(PersistedPlan.listedItemFiles(forOutput: output) == nil, "another sitegen's plan")
    }

    @Test func aPlanCutShortOrDamagedIsNoPlan() throws {
        let bytes = try #require(encoded())
        #expect(try readBack(Array(bytes.dropLast(3))) == nil)
        let text = String(decoding: bytes, as: UTF8.self)
        let pastTheItems = text.replacingOccurrences(of: "\t0,1\n", with: "\t0,9\n")
        #expect(try readBack(Array(pastTheItems.utf8)) == nil, "a page changed under its seal")
        let resealed = try #require(try readBack(Array(Self.resealed(pastTheItems).utf8)), "sealed again")
        #expect(resealed.materialized() == nil, "a source past the items")
        #expect(try readBack(Array(Self.resealed(text).utf8))?.materialized() != nil)
        #expect(try readBack(Array(text.replacingOccurrences(of: "sitegen-plan 7", with: "sitegen-plan 6").utf8)) == nil)
        #expect(try readBack(Array(text.replacingOccurrences(of: "copies\t2\n", with: "copies\t3\n").utf8)) == nil, "a copy missing")
        #expect(try readBack(bytes + Array("extra\n".utf8)) == nil, "a line past the copies")
        let ids = try #require(EntryIDs(counts: [1, 1, 0], text: Array("550\tfrankenst01\t".utf8)))
        let named = String(decoding: try #require(encoded(orderings: orderings(entryIDs: ids))), as: UTF8.self)
        #expect(try readBack(Array(named.utf8)) != nil)
        #expect(try readBack(Array(named.replacingOccurrences(of: "ids\t1,1,0\n", with: "ids\t2,1,0\n").utf8)) == nil, "an id missing")
        #expect(try readBack(Array(named.replacingOccurrences(of: "550\tfrankenst01\t\n", with: "550\n").utf8)) == nil, "ids cut short")
    }

    /// A plan's text with the seal of its pages made again for their lines as they now are, as the plan's writer
    /// would have sealed them.
    static func resealed(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let pagesLine = lines.firstIndex(where: { $0.starts(with: Array("pages\t".utf8)) }),
            let sealLine = lines.firstIndex(where: { $0.starts(with: Array("sealed\t".utf8)) })
        else { return text }
        let section = lines[(pagesLine + 1)..<sealLine].flatMap { $0 + [0x0A] }
        var resealed = lines
        resealed[sealLine] = ArraySlice(Array(("sealed\t" + ContentHash.of(section)).utf8))
        return String(decoding: Array(resealed.joined(separator: [0x0A])), as: UTF8.self)
    }

    /// The pages that show an item are found among the bytes of a plan's lines: its digits where a source stands,
    /// not where the same digits stand in a path or another number, as reading every page's sources finds them.
    @Test func thePagesShowingAnItemAreFoundAsTheirSourcesSay() throws {
        let items = (0..<130).map { PageDigests.Item(key: "movies/\($0)", digest: ContentHash().digest) }
        let pages = [
            PlannedPage(carried: "index.html", digest: .named("aa"), kind: "home", sources: [12, 120, 7][...], line: 0..<0),
            PlannedPage(carried: "movies/12/index.html", digest: .named("bb"), kind: "movie", sources: [112][...], line: 0..<0),
            PlannedPage(carried: "people/a,12,b/index.html", digest: .named("cc"), kind: "movie", sources: [3][...], line: 0..<0),
            PlannedPage(carried: "12", digest: .named("dd"), kind: "movie", sources: [121, 12][...], line: 0..<0),
            PlannedPage(carried: "movies/7/index.html", digest: .named("12"), kind: "movie", sources: [][...], line: 0..<0),
            PlannedPage(carried: "search/index.html", digest: .named("ee"), kind: "search", sources: [12][...], line: 0..<0),
        ]
        let bytes = try #require(
            PersistedPlan.encode(
                fingerprint: "f1", shared: ContentHash().digest, kinds: ["home", "movie", "search"], items: items, pages: pages,
                copies: []))
        let plan = try #require(try readBack(bytes))
        let made = try #require(plan.materialized())
        for (found, changed, block) in [
            ([0, 3, 5], Set<UInt32>([12]), 0..<6), ([3], [12], 1..<5), ([0], [7, 999], 0..<5), ([1, 2], [112, 3], 0..<6),
            ([], [1], 0..<6), ([], [12], 1..<3),
        ] as [([Int], Set<UInt32>, Range<Int>)] {
            #expect(plan.pages.places(showingAny: changed, in: block) == found, "items \(changed.sorted()) in \(block)")
            #expect(made.pages.places(showingAny: changed, in: block) == found, "items \(changed.sorted()) in \(block), made")
        }
        #expect(plan.pages.map(\.path) == pages.map(\.outputPath))
        #expect(plan.pages.indices.map { plan.pages.firstPathByte(at: $0) } == pages.map(\.outputPath.utf8.first))
        #expect(plan.pages.indices.allSatisfy { plan.pages.hasPath(pages[$0].outputPath, at: $0) })
    }

    @Test func aPathThatALineCannotHoldLeavesNoPlan() throws {
        let odd = [PlannedPage(carried: "pages/a\tb/index.html", digest: .named("dd"), kind: "home", sources: [][...], line: 0..<0)]
        #expect(encoded(pages: odd) == nil)
        #expect(encoded(pages: pages, kinds: ["home", "movie"]) == nil, "a page of a kind the plan does not name")
        let folder = try ScratchFolder()
        let output = folder.path + "/public"
        PersistedPlan.write(encoded(), forOutput: output)
        #expect(PersistedPlan.read(forOutput: output) != nil)
        PersistedPlan.write(nil, forOutput: output)
        #expect(PersistedPlan.read(forOutput: output) == nil, "the old plan no longer matches the output")
    }
}
