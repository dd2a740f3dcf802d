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
        let pages: [PlannedPage]
        let copies: [StaticFiles.Copy]
        /// Every file of the site: pages as planned, then copies.
        let allPaths: [String]
        /// What the kinds had to say about the site as a whole (see `PageKind.notes(in:)`), each once.
        let notes: [Diagnostic]
        /// The pages declared by this build; the others were carried over from the previous plan.
        let declared: Int
        /// Every item and what every page reads, for the plan the next build starts from.
        let digests: PageDigests?
        /// For a plan made from the previous one: the only files of the previous output that may be gone (see
        /// `IncrementalPlan`), so that finding them takes no set of every path. Nil for a full plan.
        let removalCandidates: [String]?
        /// The previous plan this one was made from, whose lines the next plan's encoding takes for the pages
        /// carried over; nil for a full plan.
        let previous: PersistedPlan?

        init(
            context: PresentationContext, pages: [PlannedPage], copies: [StaticFiles.Copy], notes: [Diagnostic] = [],
            declared: Int? = nil, digests: PageDigests? = nil, removalCandidates: [String]? = nil, previous: PersistedPlan? = nil
        ) {
            (self.context, self.pages, self.copies, self.notes) = (context, pages, copies, notes)
            (self.declared, self.digests, self.removalCandidates) = (declared ?? pages.count, digests, removalCandidates)
            self.previous = previous
            allPaths = pages.map(\.outputPath) + copies.map(\.destination)
        }
    }

    func run(_ loaded: LoadStage.Loaded, _ scanned: ScanStage.Scanned) throws(BuildFailure) -> Plan {
        let inputs = loaded.inputs
        let previous = previousPlan(loaded)
        // The previous build's orderings hold while no item came, went or changed its structure (see
        // `CatalogOrderings`): the context then takes them instead of sorting and grouping every item.
        let context = PresentationContext(
            config: inputs.config, catalog: inputs.catalog, strings: inputs.strings,
            orderings: loaded.cache.keptEveryStructure ? previous?.plan.orderings : nil)
        let digests = PageDigests(
            context: context, fileHashes: scanned.hashes,
            itemFiles: ItemFileHashes(loaded.contentListing), content: scanned.content,
            searchPaths: inputs.searchPaths, configPath: options.resolve("sitegen.toml"),
            stringsPath: options.resolve(SiteStrings.file(for: inputs.config.language)), options: options)
        let (pages, declared, removalCandidates, fresh) =
            previous.flatMap { incrementalPages($0.plan, manifest: $0.manifest, loaded, scanned, context: context, digests: digests) }
            ?? { () -> ([PlannedPage], Int, [String]?, [Range<Int>]?) in
                let pages = plannedInFull(context: context, digests: digests)
                return (pages, pages.count, nil, nil)
            }()
        let copies =
            StaticFiles.assets(searchPaths: inputs.searchPaths, defaultTheme: components.defaultTheme, router: context.router)
            + StaticFiles.images(catalog: inputs.catalog, contentDirectory: scanned.content, router: context.router)
        // Several kinds may leave their files out for one reason (no absolute base URL): said once.
        var notes: [Diagnostic] = []
        for note in components.kinds.flatMap({ $0.notes(in: context) }) where !notes.contains(note) { notes.append(note) }
        let plan = Plan(
            context: context, pages: pages, copies: copies, notes: notes, declared: declared, digests: digests,
            removalCandidates: removalCandidates, previous: removalCandidates == nil ? nil : previous?.plan)
        // The copies are made anew every build: only they and the pages made anew may land on a taken address.
        try PathCollisions.check(plan.allPaths, new: fresh.map { $0 + [pages.count..<plan.allPaths.count] })
        return plan
    }

    /// The previous build's plan, when there is one that belongs with the previous output (its manifest).
    private func previousPlan(_ loaded: LoadStage.Loaded) -> (plan: PersistedPlan, manifest: OutputManifest)? {
        guard let manifest = loaded.previous.manifest, let plan = loaded.previousPlan, plan.fingerprint == manifest.fingerprint
        else { return nil }
        return (plan, manifest)
    }

    /// The pages from the previous build's plan, when the previous output and its plan belong together and
    /// the change is not structural (see `IncrementalPlan`), with how many were declared again, the files of
    /// the previous output that may be gone, and where the pages at new addresses are; nil for a full plan.
    private func incrementalPages(
        _ previous: PersistedPlan, manifest: OutputManifest, _ loaded: LoadStage.Loaded, _ scanned: ScanStage.Scanned,
        context: PresentationContext, digests: PageDigests
    ) -> ([PlannedPage], Int, [String]?, [Range<Int>]?)? {
        let output = scanned.output
        var incremental = IncrementalPlan(
            previous: previous, kinds: components.kinds, context: context, digests: digests,
            previousFile: { path in
                guard let expected = manifest.files[path], let bytes = FileSystem.read(output + "/" + path),
                    ContentHash.digest(of: bytes) == expected
                else { return nil }
                return bytes
            })
        incremental.previousVersions = PreviousVersions(cache: loaded.cache, items: previous.items)
        return incremental.pages(keptStructure: loaded.cache.keptStructure(at:)).map {
            ($0.pages, $0.declared, $0.replaced + previous.copies, $0.fresh)
        }
    }

    /// Every page of every kind, in the kinds' order. The kinds that read every item (the search index) tell
    /// their pages first: what they make on the way, every item's terms, is freed before the other kinds' pages
    /// exist. Then every page is declared on all cores straight into one array of exactly their number: made
    /// kind by kind and then joined, the pages were held twice at the end of the plan (37 MB each at 50k items,
    /// heaptrack).
    private func plannedInFull(context: PresentationContext, digests: PageDigests) -> [PlannedPage] {
        let kinds = components.kinds
        let order = kinds.indices.filter { kinds[$0].readsEveryItem } + kinds.indices.filter { !kinds[$0].readsEveryItem }
        var declarers = [PlannedPage.Declarer?](repeating: nil, count: kinds.count)
        for index in order { declarers[index] = PlannedPage.Declarer(kinds[index], context: context, digests: digests) }
        let all = declarers.compactMap { $0 }
        var work: [(kind: Int, page: Int)] = []
        work.reserveCapacity(all.reduce(0) { $0 + $1.count })
        for (kind, declarer) in all.enumerated() { work += (0..<declarer.count).lazy.map { (kind, $0) } }
        return work.concurrentMap { all[$0.kind].declare($0.page) }
    }
}
