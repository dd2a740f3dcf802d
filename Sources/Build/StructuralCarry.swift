import Model
import Presentation
import Support

/// What a kind is given, in a full plan after a structural change of the items alone, to carry over those of its
/// pages that show what the previous build's page at their address showed (see `PageKind.carried`): its previous
/// pages by path, and the previous plan's items in this build's order.
struct StructuralCarry {
    /// The kind's pages in the previous plan.
    let previous: ArraySlice<PersistedPlan.Page>
    private let places: PlacesByPath
    /// By place in the previous plan's items: the item's place in this build's, when it is still there with the same
    /// files.
    private let unchangedOrdinals: [UInt32?]
    /// The items that came since the previous plan.
    let added: [CatalogEntry]
    let digests: PageDigests
    /// The previous build's people not at their plain address, with their address segment; nil when the previous
    /// plan did not keep them.
    let previousPersonSegments: [String: String]?
    /// Whether every person has the address they had: what a page that links people, but is not theirs, needs.
    let everyPersonKeptTheirAddress: Bool
    private let kinds: [any PageKind]

    init(
        previous: ArraySlice<PersistedPlan.Page>, unchangedOrdinals: [UInt32?], added: [CatalogEntry], digests: PageDigests,
        previousPersonSegments: [String: String]?, personSegments: [String: String], kinds: [any PageKind]
    ) {
        (self.previous, self.unchangedOrdinals, self.added, self.digests, self.kinds) = (previous, unchangedOrdinals, added, digests, kinds)
        self.previousPersonSegments = previousPersonSegments
        everyPersonKeptTheirAddress = previousPersonSegments == personSegments
        places = PlacesByPath(previous)
    }

    /// The kind's previous page at `path`.
    func page(at path: String) -> PersistedPlan.Page? {
        places.table[path].map { previous[$0] }
    }

    /// The place in `previous` of a term's previous page `number` (from 1), whose paths are `paths`: tried first at
    /// `hint`, where a kind that lists its pages as it did before finds it without making or hashing the path.
    func place(ofPage number: Int, in paths: TermOutputPaths, hint: Int) -> Int? {
        previous.indices.contains(hint) && paths.matches(previous[hint].path, page: number) ? hint : places.table[paths.path(page: number)]
    }

    /// A previous page's sources in this build's item order; nil when one of them is gone or its files changed.
    func unchanged(_ sources: ArraySlice<UInt32>) -> [UInt32]? {
        var ordinals: [UInt32] = []
        ordinals.reserveCapacity(sources.count)
        for source in sources {
            guard Int(source) < unchangedOrdinals.count, let ordinal = unchangedOrdinals[Int(source)] else { return nil }
            ordinals.append(ordinal)
        }
        return ordinals
    }

    /// An entry's place in this build's items.
    func ordinal(of entry: CatalogEntry) -> UInt32? {
        digests.source(of: entry).ordinal
    }

    /// Whether the kind has the pages it had, at `paths`: as many, each at a path the previous plan had.
    func hasThePagesItHad(at paths: [String]) -> Bool {
        paths.count == previous.count && paths.allSatisfy { places.table[$0] != nil }
    }

    /// The previous page at `path` carried over, when every item it showed is still there with the same files; nil
    /// otherwise. For a page that shows those items and nothing else that a structural change moves.
    func carryUnchanged(at path: String) -> PlannedPage? {
        guard let old = page(at: path), let sources = unchanged(old.sources) else { return nil }
        return carry(old, sources: sources)
    }

    /// For a kind of one page an item, whose page notes its item first (see `DigestReads`): by place in this build's
    /// items, the place in `previous` of the page of that item when the item is still there with the same files, and -1
    /// otherwise. Such an item's page is at the address it had: found this way, no item's address is made or looked
    /// up by path (a 50k add: 128 M instructions for the movies' pages alone).
    func placesOfUnchangedItemPages() -> [Int32] {
        var places = [Int32](repeating: -1, count: digests.items.count)
        for place in previous.indices {
            guard let first = previous[place].sources.first, Int(first) < unchangedOrdinals.count,
                let ordinal = unchangedOrdinals[Int(first)]
            else { continue }
            places[Int(ordinal)] = Int32(place)
        }
        return places
    }

    /// The previous page of `entry`, found in `places` (see `placesOfUnchangedItemPages()`), carried over when every
    /// item it showed is still there with the same files; nil otherwise.
    func carryUnchanged(pageOf entry: CatalogEntry, places: [Int32]) -> PlannedPage? {
        guard let ordinal = ordinal(of: entry), Int(ordinal) < places.count, places[Int(ordinal)] >= 0 else { return nil }
        let old = previous[Int(places[Int(ordinal)])]
        return unchanged(old.sources).map { carry(old, sources: $0) }
    }

    /// `page` of the previous plan, carried over with its sources in this build's item order.
    func carry(_ page: PersistedPlan.Page, sources: [UInt32]) -> PlannedPage {
        PlannedPage(carried: page.path, digest: page.digest, kind: kinds[page.kind].name, sources: sources[...], line: page.line)
    }
}

/// The places of a kind's previous pages by path, made when first asked for: the kinds that find their pages by their
/// items' places or at a hint mostly never ask. Made for every kind that carries pages, the tables cost a 50k add 98 M
/// instructions (Callgrind). Used by one kind's carry on one thread, so not `Sendable`.
private final class PlacesByPath {
    private let previous: ArraySlice<PersistedPlan.Page>
    private(set) lazy var table = Dictionary(zip(previous.map(\.path), previous.indices), uniquingKeysWith: { first, _ in first })

    init(_ previous: ArraySlice<PersistedPlan.Page>) {
        self.previous = previous
    }
}

/// A kind that can tell which of its pages show what they showed before a structural change of the items, so that
/// a full plan carries them over rather than declares them again.
protocol CarryingPageKind: PageKind {
    /// For each of `pages`, the previous build's page at its address carried over when it shows what it showed
    /// then; nil to declare it again.
    func carried(_ pages: [Page], in context: PresentationContext, from previous: StructuralCarry) -> [PlannedPage?]
}

extension CarryingPageKind {
    /// `carried(_:in:from:)` for a caller that holds the pages without their type; none when they are not the kind's.
    func carried(anyPages pages: Any, in context: PresentationContext, from previous: StructuralCarry) -> [PlannedPage?] {
        (pages as? [Page]).map { carried($0, in: context, from: previous) } ?? []
    }
}
