import Foundation
import ItemCache
import Model
import Presentation
import Support

/// The third stage: the presentation context, then every page of every kind with its address and
/// digest, and the files copied as they are; two files at one path are refused.
struct PlanStage {
    let options: BuildOptions
    /// The page kinds, and the default theme whose assets are copied.
    let components: SiteComponents

    struct Plan {
        let context: PresentationContext
        let pages: PlanPages
        let copies: [StaticFiles.Copy]
        /// What the kinds had to say about the site as a whole (see `PageKind.notes(in:)`), each once.
        let notes: [Diagnostic]
        /// The pages declared by this build; the others were carried over from the previous plan.
        let declared: Int
        /// The kinds that read every item whose pages were brought up to date from the previous plan's.
        let updatedKinds: [String]
        /// Every item and what every page reads, for the plan the next build starts from.
        let digests: PageDigests?
        /// For a plan whose pages have their places in the previous plan: which of its files they are at. Nil for a
        /// plan made without the previous one.
        let claims: PreviousClaims?
        /// The previous plan this one was made from: its pages carried over in runs are its pages at their places, and
        /// the next plan's encoding takes their lines from it. Nil for a full plan.
        let previous: PersistedPlan?

        init(
            context: PresentationContext, pages: PlanPages, copies: [StaticFiles.Copy], notes: [Diagnostic] = [],
            declared: Int? = nil, updatedKinds: [String] = [], digests: PageDigests? = nil,
            claims: PreviousClaims? = nil, previous: PersistedPlan? = nil
        ) {
            (self.context, self.pages, self.copies, self.notes) = (context, pages, copies, notes)
            (self.declared, self.updatedKinds) = (declared ?? pages.count, updatedKinds)
            (self.digests, self.claims, self.previous) = (digests, claims, previous)
        }

        /// How many files the site has: its pages and its copies.
        var fileCount: Int { pages.count + copies.count }

        /// Every file of the site: pages as planned, then copies. Made when asked for: a rebuild after an edit has no
        /// need of the paths of the pages it carries over.
        var allPaths: [String] { pages.paths(previous: previous) + copies.map(\.destination) }
    }

    func run(_ loaded: LoadStage.Loaded, _ scanned: ScanStage.Scanned) throws(BuildFailure) -> Plan {
        let inputs = loaded.inputs
        let unmade = previousPlan(loaded)
        // The previous build's orderings hold while no item came, went or changed its structure (see
        // `CatalogOrderings`): the context then takes them instead of sorting and grouping every item. Otherwise it
        // brings them up to date, moving the items that came, went, or whose files changed.
        let keptStructure = loaded.cache.keptEveryStructure
        // After a structural change every previous page is read, several times over: each is made once, on one core
        // while the context is made on the other (an item that came or went had them made as the plan was read).
        let (context, previous) = inParallel(
            {
                PresentationContext(
                    config: inputs.config, catalog: inputs.catalog, strings: inputs.strings, orderings: unmade?.plan.orderings,
                    moving: keptStructure ? nil : unmade.map { Self.itemsWithOtherFiles(than: $0.plan) })
            },
            { keptStructure ? unmade : unmade.flatMap { previous in previous.plan.materialized().map { ($0, previous.manifest) } } })
        let digests = PageDigests(
            context: context, fileHashes: scanned.hashes, content: scanned.content,
            searchPaths: inputs.searchPaths, configPath: options.resolve("sitegen.toml"),
            stringsPath: options.resolve(SiteStrings.file(for: inputs.config.language)), options: options)
        let fromPrevious = previous.map {
            incrementalPlan($0.plan, manifest: $0.manifest, loaded, scanned, context: context, digests: digests)
        }
        let incremental = fromPrevious?.pages(keptStructure: loaded.cache.keptStructure(at:))
        // A full plan reads every previous page: each is made once, first, when the change did not already make them.
        let (pages, updatedKinds, declared) =
            incremental.map { (PlanPages($0.pages), $0.updatedKinds, $0.declared) }
            ?? plannedInFull(
                context: context, digests: digests, updating: fromPrevious?.withEveryPageMade()?.preparedForCarrying(),
                placedIn: previous?.manifest)
        let claims = previous.flatMap { PreviousClaims(pages, previousFiles: $0.manifest.fileCount) }
        let copies =
            StaticFiles.assets(searchPaths: inputs.searchPaths, defaultTheme: components.defaultTheme, router: context.router)
            + StaticFiles.images(catalog: inputs.catalog, contentDirectory: scanned.content, router: context.router)
        // Several kinds may leave their files out for one reason (no absolute base URL): said once.
        var notes: [Diagnostic] = []
        for note in components.kinds.flatMap({ $0.notes(in: context) }) where !notes.contains(note) { notes.append(note) }
        let plan = Plan(
            context: context, pages: pages, copies: copies, notes: notes, declared: declared,
            updatedKinds: updatedKinds, digests: digests,
            claims: claims, previous: incremental == nil ? nil : previous?.plan)
        // The copies are made anew every build: only they and the pages at new addresses may land on a taken address,
        // and the copies only when their addresses are not the previous plan's.
        let copiesMoved = previous.map { $0.plan.copies != copies.map(\.destination) } ?? true
        let new = claims.map { $0.new + (copiesMoved ? [pages.count..<plan.fileCount] : []) }
        // With nothing new, every pair was compared by the builds before, and the paths are not made.
        if new?.allSatisfy(\.isEmpty) != true {
            try PathCollisions.check(
                PlanPaths(pages: pages, previous: plan.previous, copies: copies.map(\.destination)), new: new)
        }
        return plan
    }

    /// Whether an entry's files are not those the previous plan has for its item, or it has none: whether its dates,
    /// title or terms may have changed since.
    private static func itemsWithOtherFiles(than previous: PersistedPlan) -> @Sendable (CatalogEntry) -> Bool {
        let digests = Dictionary(previous.items.map { ($0.key, $0.digest) }, uniquingKeysWith: { first, _ in first })
        return { entry in
            let item = PageDigests.item(of: entry)
            return digests[item.key] != item.digest
        }
    }

    /// The previous build's plan, when there is one that belongs with the previous output: its manifest was read along
    /// it, so that the pages it carries over in runs (see `PlanPages`) have their manifest lines at their places.
    private func previousPlan(_ loaded: LoadStage.Loaded) -> (plan: PersistedPlan, manifest: PreviousManifest)? {
        guard let manifest = loaded.previous, manifest.isAligned, let plan = loaded.previousPlan, plan.fingerprint == manifest.fingerprint
        else { return nil }
        return (plan, manifest)
    }

    /// The plan made from the previous build's, when the previous output and its plan belong together: its pages
    /// when the change is not structural, and otherwise the pages of the kinds that can bring theirs up to date
    /// (see `IncrementalPlan`).
    private func incrementalPlan(
        _ previous: PersistedPlan, manifest: PreviousManifest, _ loaded: LoadStage.Loaded, _ scanned: ScanStage.Scanned,
        context: PresentationContext, digests: PageDigests
    ) -> IncrementalPlan {
        let output = scanned.output
        var incremental = IncrementalPlan(
            previous: previous, kinds: components.kinds, context: context, digests: digests,
            previousFile: { path, place in
                guard let expected = manifest.file(path, at: place), let bytes = FileSystem.read(output + "/" + path),
                    ContentHash.digest(of: bytes) == expected
                else { return nil }
                return bytes
            })
        incremental.previousVersions = PreviousVersions(cache: loaded.cache, items: previous.items)
        return incremental
    }

    /// Every page of every kind, in the kinds' order. In a full plan the kinds that read every item (the search index)
    /// tell their pages first: what they make on the way, every item's terms, is freed before the other kinds' pages
    /// exist; the others are then told side by side. Then every page is declared on all cores straight into one
    /// array of exactly their number: made kind by kind and then joined, the pages were held twice at the end of the
    /// plan (37 MB each at 50k items, heaptrack). After a structural change, the kinds that read every item bring
    /// their pages up to date from the previous plan's when they can (`updating`), which makes no item's terms: they
    /// are then told side by side with the others (a 50k add: the search index's 0.16–0.23 s alone, before the others'
    /// 0.31–0.40 s).
    /// - Parameter manifest: the previous manifest, read along the previous plan: each page's place there is found.
    private func plannedInFull(
        context: PresentationContext, digests: PageDigests, updating previous: IncrementalPlan?, placedIn manifest: PreviousManifest?
    ) -> (pages: PlanPages, updatedKinds: [String], declared: Int) {
        let kinds = components.kinds
        var declarers = [PlannedPage.Declarer?](repeating: nil, count: kinds.count)
        let first = previous?.isOfTheSameSettings == true ? [] : kinds.indices.filter { kinds[$0].readsEveryItem }
        for index in first {
            declarers[index] = PlannedPage.Declarer(kinds[index], context: context, digests: digests, updating: previous)
        }
        // The other kinds are told side by side: most take no time, but the term pages carried over after a structural
        // change, the statistics and the random and review pages each read every item on one core.
        let others = kinds.indices.filter { !first.contains($0) }
        let told = others.concurrentMap { PlannedPage.Declarer(kinds[$0], context: context, digests: digests, updating: previous) }
        for (index, declarer) in zip(others, told) { declarers[index] = declarer }
        let all = declarers.compactMap { $0 }
        var work: [(kind: Int, page: Int)] = []
        work.reserveCapacity(all.reduce(0) { $0 + $1.count })
        for (kind, declarer) in all.enumerated() { work += (0..<declarer.count).lazy.map { (kind, $0) } }
        let declared = work.count - all.reduce(0) { $0 + $1.carriedCount }
        let pages = work.concurrentMap { all[$0.kind].declare($0.page) }
        // Each path read in place: mapped with a key path, each page was copied first (35 M instructions of a 50k add).
        let places = manifest?.places(of: pages.indices.lazy.map { pages[$0].outputPath })
        return (PlanPages(pages, places: places), all.filter(\.isUpdated).map(\.kind), declared)
    }
}
