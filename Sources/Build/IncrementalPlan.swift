import Model
import Presentation
import Support

/// A rebuild's plan made from the previous build's, when what changed is not structural: the items whose
/// files changed kept their ordering keys, terms and counts (see `StructuralComparable`), and nothing every
/// page reads changed. Then no page comes or goes and no list moves, so only the pages whose sources
/// include a changed item are declared again, with the kinds that read every item (the search index);
/// every other page keeps its previous digest. Anything else is left to the full plan: a changed item
/// whose structure changed or is unknown, an item added, removed or moved in its kind's order, another
/// sitegen, settings or templates. In a full plan after a structural change of the items alone, the kinds that
/// read every item still bring their pages up to date from the previous ones (`restructuredPages`).
struct IncrementalPlan {
    private(set) var previous: PersistedPlan
    let kinds: [any PageKind]
    let context: PresentationContext
    let digests: PageDigests
    /// A file of the previous output by its path and its place in the previous plan, when it still has the bytes
    /// the previous build wrote.
    let previousFile: @Sendable (_ path: String, _ place: Int?) -> [UInt8]?
    /// What the changed items were at the previous build; nil when nothing tells.
    var previousVersions: PreviousVersions?
    /// The items as the kinds that carry pages over are told of them (see `StructuralCarry`), worked out once for all
    /// of them by `preparedForCarrying()`.
    private(set) var itemMatch: ItemMatch? = nil

    /// By place in the previous plan's items, the item's place in this build's (`matched`), and that place only when
    /// the item kept its files (`unchangedOrdinals`); and the items that came since.
    struct ItemMatch: Sendable {
        let matched: [UInt32?]
        let unchangedOrdinals: [UInt32?]
        let added: [CatalogEntry]
    }

    /// The plan's pages, with what the rest of the build asks of them (see `Planned`); nil when the change is
    /// structural.
    /// - Parameter keptStructure: whether the item at a path below the content folder kept its structure.
    func pages(keptStructure: (String) -> Bool) -> Planned? {
        guard previous.shared == digests.shared.hex, previous.kinds == kinds.map(\.name),
            let changed = changedItems(keptStructure: keptStructure),
            let blocks = kindBlocks()
        else { return nil }
        var result = Planned()
        guard !changed.isEmpty else {
            result.pages.carry(previous.pages.indices)
            return result
        }
        // The kinds that read every item (the search index) are brought up to date while the other kinds' pages are
        // carried over and declared again, each on its own core: one after the other, they took a one-movie edit at
        // 50k items 0.07 s of one core.
        let everyItem = kinds.indices.filter { kinds[$0].readsEveryItem }
        let (shownAgain, made) = inParallel(
            { redeclared(blocks, changed: changed, leavingOut: everyItem) },
            { [self] in everyItem.map { madeAnew(kinds[$0], from: blocks[$0], changed: changed) } })
        guard let shownAgain else { return nil }
        for (index, block) in blocks.enumerated() {
            guard let madeIndex = everyItem.firstIndex(of: index) else {
                result.append(block, redeclaring: shownAgain[index])
                continue
            }
            // Each where its kind's pages stand: after the pages of the kinds before it.
            let pages = made[madeIndex]
            if pages.updated { result.updatedKinds.append(kinds[index].name) }
            for (page, place) in zip(pages.planned, pages.places) { result.pages.append(page, at: place) }
            result.declared += pages.planned.count
        }
        return result
    }

    /// For each kind that does not read every item, its pages that show a changed item, declared again, by their places
    /// in the previous plan; none for the kinds of `everyItem`. Nil when a kind no longer has the same pages at the
    /// same addresses.
    private func redeclared(_ blocks: [Range<Int>], changed: Set<UInt32>, leavingOut everyItem: [Int]) -> [[Redeclared]]? {
        var redeclared: [[Redeclared]] = []
        for (index, (kind, block)) in zip(kinds, blocks).enumerated() {
            guard !everyItem.contains(index) else {
                redeclared.append([])
                continue
            }
            let affected = previous.pages.places(showingAny: changed, in: block)
            guard let pages = redeclare(affected, of: kind, in: block) else { return nil }
            redeclared.append(pages)
        }
        return redeclared
    }

    /// The pages of a kind that reads every item, brought up to date from its previous ones when it can and planned in
    /// full otherwise, with each page's place among the previous ones (-1 for a new page).
    private func madeAnew(
        _ kind: any PageKind, from block: Range<Int>, changed: Set<UInt32>
    ) -> (planned: [PlannedPage], places: [Int], updated: Bool) {
        // The kind's previous pages by path: few, and where its new pages find their previous files.
        let (paths, places) = previousPaths(block)
        let updated = updated(kind, paths: paths, places: places, changed: changed)
        let planned = updated ?? PlannedPage.plan(kind, context: context, digests: digests)
        return (planned, planned.map { places[$0.outputPath] ?? -1 }, updated != nil)
    }

    /// A page declared again at its place in the previous plan.
    typealias Redeclared = (place: Int, page: PlannedPage)

    /// What `pages(keptStructure:)` found.
    struct Planned {
        /// The pages, the carried ones in runs.
        var pages = PlanPages.Builder()
        var declared = 0
        /// The kinds that read every item whose pages were brought up to date from their previous ones.
        var updatedKinds: [String] = []

        /// Appends the previous plan's pages at `places`, those of `redeclared` declared again at their places and the
        /// others carried over.
        mutating func append(_ places: Range<Int>, redeclaring redeclared: [Redeclared]) {
            var next = places.lowerBound
            for (place, page) in redeclared {
                pages.carry(next..<place)
                pages.append(page, at: place)
                next = place + 1
            }
            pages.carry(next..<places.upperBound)
            declared += redeclared.count
        }
    }

    /// The places of the items whose files changed; nil when the catalog's items are not the same ones in the
    /// same order, or one of the changed items changed its structure.
    private func changedItems(keptStructure: (String) -> Bool) -> Set<UInt32>? {
        guard previous.items.count == digests.items.count else { return nil }
        var changed = Set<UInt32>()
        for (ordinal, (old, new)) in zip(previous.items, digests.items).enumerated() {
            guard old.key == new.key else { return nil }
            if old.digest != new.digest {
                guard keptStructure(new.key) else { return nil }
                changed.insert(UInt32(ordinal))
            }
        }
        return changed
    }

    /// Each kind's pages in the previous plan, as a range of its pages: kinds plan in order, one after another.
    private func kindBlocks() -> [Range<Int>]? {
        var blocks: [Range<Int>] = []
        var start = 0
        for kind in kinds.indices {
            var end = start
            while end < previous.pages.count, previous.pages.kind(at: end) == kind { end += 1 }
            blocks.append(start..<end)
            start = end
        }
        return start == previous.pages.count ? blocks : nil
    }

    /// The pages of a kind that reads every item, brought up to date by the kind from its previous pages.
    private func updated<Kind: PageKind>(
        _ kind: Kind, paths: [String], places: [String: Int], changed: Set<UInt32>
    ) -> [PlannedPage]? {
        let changed = changed.sorted().compactMap { ordinal in entry(at: ordinal).map { (ordinal, $0) } }
        let previous = PreviousPages(
            paths: paths, changed: changed.map(\.1),
            previousVersions: changed.map { ordinal, entry in previousVersions?.entry(entry, at: ordinal) },
            reader: reader(places))
        guard let pages = kind.pages(in: context, updating: previous) else { return nil }
        return PlannedPage.declareAll(KindPages(kind, pages: pages, router: context.router), context: context, digests: digests)
    }

    /// For a full plan after a structural change: the pages of `kind`, one that reads every item, brought up to
    /// date by the kind from its previous pages for the items that came, went or changed; nil when the kind cannot,
    /// or the previous plan is not of the same settings and kinds.
    func restructuredPages<Kind: PageKind>(_ kind: Kind) -> [Kind.Page]? {
        guard kind.readsEveryItem, let block = previousBlock(of: kind), let changes = itemChanges() else { return nil }
        let (paths, places) = previousPaths(block)
        let previousPages = PreviousPages(
            paths: paths, changed: changes.changed, added: changes.added, removed: changes.removed, reader: reader(places))
        return kind.pages(in: context, updating: previousPages)
    }

    /// Whether the previous plan is of the same settings, templates and kinds: what every page reads is the same, so a
    /// kind may bring its pages up to date from their previous ones.
    var isOfTheSameSettings: Bool {
        previous.shared == digests.shared.hex && previous.kinds == kinds.map(\.name)
    }

    /// Where the kind's pages are in the previous plan, when that plan is of the same settings and kinds.
    private func previousBlock(of kind: some PageKind) -> Range<Int>? {
        guard isOfTheSameSettings, let index = kinds.firstIndex(where: { $0.name == kind.name }), let blocks = kindBlocks()
        else { return nil }
        return blocks[index]
    }

    /// The paths of the previous plan's pages at `block`, a kind's, in order and with their places by path.
    private func previousPaths(_ block: Range<Int>) -> (paths: [String], places: [String: Int]) {
        let paths = block.map(previous.pages.path(at:))
        return (paths, Dictionary(zip(paths, block), uniquingKeysWith: { first, _ in first }))
    }

    /// Reads a file of the previous output by path, at its place in the previous plan when `places` has it.
    private func reader(_ places: [String: Int]) -> @Sendable (String) -> [UInt8]? {
        { [previousFile] path in previousFile(path, places[path]) }
    }

    /// For a full plan after a structural change: the pages of `kind` that it carries over from the previous plan (see
    /// `CarryingPageKind`), by place among `pages`; none when the kind carries none, or the previous plan is not of the
    /// same settings and kinds.
    func carried<Kind: PageKind>(_ pages: [Kind.Page], of kind: Kind) -> [PlannedPage?] {
        guard let carrying = kind as? any CarryingPageKind, let block = previousBlock(of: kind) else { return [] }
        let match = itemMatch ?? matchItems()
        let carry = StructuralCarry(
            previous: previous.pages[made: block], unchangedOrdinals: match.unchangedOrdinals, added: match.added, digests: digests,
            previousPersonSegments: previous.orderings?.personSegments, personSegments: context.orderings.personSegments, kinds: kinds)
        return carrying.carried(anyPages: pages, in: context, from: carry)
    }

    /// This plan, with every page of the previous plan made (see `PersistedPlan.Pages`); nil when one cannot be.
    func withEveryPageMade() -> IncrementalPlan? {
        guard let made = previous.materialized() else { return nil }
        var plan = self
        plan.previous = made
        return plan
    }

    /// This plan, with the items matched once for every kind that carries pages over, rather than once by each.
    func preparedForCarrying() -> IncrementalPlan {
        var prepared = self
        prepared.itemMatch = matchItems()
        return prepared
    }

    private func matchItems() -> ItemMatch {
        let matched = matchedItems()
        var stayed = [Bool](repeating: false, count: digests.items.count)
        for ordinal in matched { if let ordinal { stayed[Int(ordinal)] = true } }
        let unchanged = matched.enumerated().map { place, ordinal in
            ordinal.flatMap { digests.items[Int($0)].digest == previous.items[place].digest ? $0 : nil }
        }
        return ItemMatch(
            matched: matched, unchangedOrdinals: unchanged,
            added: stayed.indices.filter { !stayed[$0] }.compactMap { entry(at: UInt32($0)) })
    }

    /// By place in the previous plan's items: the item's place in this build's, matched by key; nil for one that went.
    private func matchedItems() -> [UInt32?] {
        let ordinals = Dictionary(zip(digests.items.map(\.key), digests.items.indices), uniquingKeysWith: { first, _ in first })
        return previous.items.map { item in ordinals[item.key].map(UInt32.init) }
    }

    /// The items that came, changed and went since the previous plan, matched by key; nil when an item that went
    /// cannot be told (the previous build left no record of it).
    private func itemChanges() -> (added: [CatalogEntry], changed: [CatalogEntry], removed: [CatalogEntry])? {
        var stayed = [Bool](repeating: false, count: digests.items.count)
        var (changed, removed): ([CatalogEntry], [CatalogEntry]) = ([], [])
        for (place, ordinal) in (itemMatch?.matched ?? matchedItems()).enumerated() {
            guard let ordinal else {
                guard let entry = previousVersions?.removedEntry(at: place) else { return nil }
                removed.append(entry)
                continue
            }
            stayed[Int(ordinal)] = true
            if digests.items[Int(ordinal)].digest != previous.items[place].digest, let entry = entry(at: ordinal) {
                changed.append(entry)
            }
        }
        let added = stayed.indices.filter { !stayed[$0] }.compactMap { entry(at: UInt32($0)) }
        return (added, changed, removed)
    }

    /// The item at `ordinal` in `PageDigests.items`: movies, then books, then comics, each in its kind's order.
    private func entry(at ordinal: UInt32) -> CatalogEntry? {
        let (movies, books, comics) = (context.movies.byRelease, context.books.byPurchase, context.comics.byNumber)
        var index = Int(ordinal)
        if index < movies.count { return .movie(movies[index]) }
        index -= movies.count
        if index < books.count { return .book(books[index]) }
        index -= books.count
        return index < comics.count ? .comic(comics[index]) : nil
    }

    /// The kind's pages at `affected` places of the previous plan, declared again, in order; nil when the kind no
    /// longer has the same pages at the same addresses.
    private func redeclare<Kind: PageKind>(
        _ affected: [Int], of kind: Kind, in block: Range<Int>
    ) -> [Redeclared]? {
        guard !affected.isEmpty else { return [] }
        let current = kind.pages(at: affected.map { $0 - block.lowerBound }, in: context)
        guard current.count == block.count, current.pages.count == affected.count else { return nil }
        // Held alone, not with the kind's other pages, which are carried over.
        let declared = KindPages(kind, pages: current.pages, router: context.router)
        let redeclared = PlannedPage.declareAll(declared, context: context, digests: digests)
        guard zip(affected, redeclared).allSatisfy({ previous.pages.hasPath($1.outputPath, at: $0) }) else { return nil }
        return Array(zip(affected, redeclared).map { (place: $0, page: $1) })
    }
}
