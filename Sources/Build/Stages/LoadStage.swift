import Foundation
import ItemCache
import Model
import Support
import Views

/// The second stage: settings, the catalog (unchanged items restored from the decoded-item cache) and
/// the compiled theme, with the previous manifest read alongside.
struct LoadStage {
    let options: BuildOptions
    /// The page kinds (the theme compiles the templates of their views), the catalog's source and the default theme.
    let components: SiteComponents

    struct Loaded {
        let inputs: SiteInputs
        /// The content folder's own folders as the scan listed them, with their files' hashes.
        let contentListing: ContentListing
        /// The previous build's manifest; nil for a first or full build, or one that cannot be used.
        let previous: PreviousManifest?
        let cache: DecodedItemCache
        /// Warnings about the build itself (an unusable manifest).
        let notes: [Diagnostic]
        /// The plan the previous build left, when it may be of use (see `PlanStage`): read here, beside the
        /// catalog, rather than by the plan stage alone.
        var previousPlan: PersistedPlan? = nil
    }

    func run(_ scanned: ScanStage.Scanned) throws(BuildFailure) -> Loaded {
        let (options, components, output) = (options, components, scanned.output)
        // The cache belongs to the output: without one (a first build, or the output deleted) or with `--full`,
        // every item is decoded from its files, and a fresh cache is left for the next build.
        // Its index and the content folders' listing (65,000 names at 50k items) are made side by side.
        let (cache, listing) = inParallel(
            {
                ItemCacheFile.read(
                    forOutput: output, reusing: scanned.header != nil && components.keepsDecodedItems,
                    writing: components.keepsDecodedItems, recorded: scanned.inputs.previous.cacheState)
            }, { [inputs = scanned.inputs] in inputs.content })
        // The previous plan and manifest (a hundred thousand lines each on a large site) are read while the
        // content loads: read after it, the plan was a tenth of a 50k edit's wall time. The manifest is read
        // along the plan, whose paths it lists (see `PreviousManifest`).
        let readsPlan = !options.full && scanned.header != nil && components.keepsDecodedItems
        // Unless an item may have come or gone, a rebuild reads few items: the others are left unmade, and so are the
        // previous plan's pages (see `PersistedPlan.Pages`). One that came or went makes the plan read every page.
        let lazily = PersistedPlan.listedItemFiles(forOutput: output) == PersistedPlan.listedItemFiles(in: listing)
        let (loaded, (previous, previousPlan)) = inParallel(
            {
                Result { () throws(BuildFailure) in
                    let inputs = try SiteInputs.load(
                        options, content: scanned.content, templates: scanned.templates, listing: listing,
                        components: components, stores: cache.stores(restoringLazily: lazily))
                    // One that changed its structure makes the plan read every item: they are made now, on all cores,
                    // while the previous plan is read, rather than by the plan one by one.
                    if lazily && !cache.keptEveryStructure { inputs.catalog.makeEveryItem() }
                    return inputs
                }
            },
            { () -> ((manifest: PreviousManifest?, unusable: String?), PersistedPlan?) in
                guard !options.full else { return ((nil, nil), nil) }
                let plan = readsPlan ? PersistedPlan.read(forOutput: output).flatMap { lazily ? $0 : $0.materialized() } : nil
                return (PreviousManifest.read(outputFolder: output, alignedWith: plan), plan)
            })
        var inputs = try loaded.get()
        inputs.catalog.movies = CastRestoringMovieRepository(loaded: inputs.catalog.movies, casts: cache.casts)
        var notes: [Diagnostic] = []
        if let reason = previous.unusable {
            notes.append(.warning(options.displayPath(output) + "/" + OutputManifest.fileName, "\(reason); doing a full build"))
        }
        if let note = Self.emptyCatalogNote(inputs, content: options.displayPath(scanned.content)) { notes.append(note) }
        return Loaded(
            inputs: inputs, contentListing: listing, previous: previous.manifest, cache: cache, notes: notes, previousPlan: previousPlan)
    }

    /// The one warning of a site with no items at all (a first run), pointing at the commands that add
    /// some; nil when it has any, or when its items were only skipped as invalid (those are reported).
    static func emptyCatalogNote(_ inputs: SiteInputs, content: String) -> Diagnostic? {
        let catalog = inputs.catalog
        guard catalog.movies.movies.isEmpty, catalog.books.books.isEmpty, catalog.comics.comics.isEmpty, inputs.skipped.isEmpty
        else { return nil }
        return .warning(
            content,
            "no movies, books or comics to publish yet: add some with `sitegen fetch` (movie, book or comics), "
                + "or start from the sample site that `sitegen new DIR` writes")
    }
}
