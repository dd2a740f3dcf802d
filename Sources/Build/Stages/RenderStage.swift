import Foundation
import Model
import Presentation
import Support
import Synchronization
import Views

/// The fourth stage: on all cores, renders each page whose digest changed and copies each file whose
/// hash changed, into a staging folder (a first or full build) or beside the output (an update).
struct RenderStage {
    let options: BuildOptions

    struct Rendered {
        /// The file of every listed page (see `PlanPages`) with the hash of its bytes, in plan order, then the copies'. The
        /// pages carried over in runs have none: their manifest lines are the previous manifest's.
        let files: [(key: String, value: ContentHash.Digest)]
        let writer: OutputWriter
        /// A first or full build: a new site beside the old one.
        let staging: StagingDirectory?
        /// With a usable manifest: only what changed, in place.
        let update: OutputUpdate?
    }

    func run(_ plan: PlanStage.Plan, _ loaded: LoadStage.Loaded, _ scanned: ScanStage.Scanned) throws(BuildFailure) -> Rendered {
        let (target, staging, update) = try target(plan, previous: loaded.previous, output: scanned.output)
        let writer = OutputWriter(target: target, previous: loaded.previous)
        try writer.carried(plan.pages)
        var files = try render(
            plan.pages.listed, places: plan.pages.listedPlaces, context: plan.context, theme: loaded.inputs.theme, writer: writer)
        files += try copy(plan.copies, writer: writer, hashes: scanned.hashes)
        try options.checkCancellation()
        return Rendered(files: files, writer: writer, staging: staging, update: update)
    }

    /// An update when the previous build left a usable manifest, with the folders of the pages it will render;
    /// otherwise a staging folder with every page's folder.
    private func target(
        _ plan: PlanStage.Plan, previous: PreviousManifest?,
        output: String
    ) throws(BuildFailure) -> (any OutputTarget, StagingDirectory?, OutputUpdate?) {
        if let previous {
            let update = try OutputUpdate(outputPath: output)
            // A page carried over from the previous plan has the previous digest: only those declared again may change.
            let (pages, places) = (plan.pages.listed, plan.pages.listedPlaces)
            try update.prepareFolders(
                for: pages.indices.filter { index in
                    let page = pages[index]
                    return !page.isCarried && previous.input(page.outputPath, at: places?[index]) != page.digest
                }.map { pages[$0].outputPath })
            return (update, nil, update)
        }
        let staging = try StagingDirectory(outputPath: output)
        try staging.createParents(of: plan.allPaths)
        return (staging, staging, nil)
    }

    /// Renders and writes every listed page whose inputs changed, on all cores; each worker writes its own pages,
    /// so writing never waits for a single writer and no more than a page per core is held in memory.
    /// A page's result is its hash alone, its problem kept aside: a `Result` with a diagnostic in every one of
    /// them was 34 MB at 50k items, for the few pages that fail.
    /// - Parameter places: each listed page's place in the previous plan, when made from it.
    private func render(
        _ pages: [PlannedPage], places: [Int]?, context: PresentationContext, theme: Theme,
        writer: OutputWriter
    ) throws(BuildFailure) -> [(key: String, value: ContentHash.Digest)] {
        let done = Atomic<Int>(0)
        let (progress, cancellation) = (options.progress, options.cancellation)
        let problems = Mutex<[(page: Int, problem: Diagnostic)]>([])
        // In 64 pieces a core, not 8: a 50k full build's render ended on one core for 1.5 s, rendering a last piece of
        // 9,000 people's pages (`perf`).
        let hashes = Array(pages.indices).concurrentMap(chunksPerCore: 64) { index -> ContentHash.Digest? in
            if cancellation?.isCancelled == true { return nil }
            defer { progress?(done.add(1, ordering: .relaxed).newValue, pages.count) }
            // Read in place rather than copied out of the array: a copy retains each of the page's references,
            // for 144,000 pages of which an edit renders a few dozen.
            let place = places?[index]
            let result =
                pages[index].isCarried
                ? writer.carried(pages[index].outputPath, at: place, kind: pages[index].kind)
                : writer.page(pages[index].outputPath, at: place, digest: pages[index].digest) {
                    pages[index].render(context: context, theme: theme)
                }
            switch result {
            case .success(let hash): return hash
            case .failure(let problem):
                problems.withLock { $0.append((index, problem)) }
                return nil
            }
        }
        // Only an interrupted build skips a page, and it stops here.
        try options.checkCancellation()
        let found = problems.withLock { $0 }
        if !found.isEmpty { throw BuildFailure(found.sorted { $0.page < $1.page }.map(\.problem)) }
        // Every page has its hash by now: one without failed or was cancelled, and either stopped the build above.
        return zip(pages, hashes).map { (key: $0.outputPath, value: $1 ?? ContentHash().digest) }
    }

    /// Copies theme assets and local images whose bytes changed.
    private func copy(
        _ copies: [StaticFiles.Copy], writer: OutputWriter,
        hashes: [String: String]
    ) throws(BuildFailure) -> [(key: String, value: ContentHash.Digest)] {
        let results = copies.concurrentMap { copy in
            switch copy.source {
            case .file(let source):
                writer.copy(
                    source, named: options.displayPath(source), sourceHash: hashes[source].flatMap(ContentHash.Digest.init(hex:)),
                    to: copy.destination)
            case .embedded(let bytes):
                writer.copy(bytes, to: copy.destination)
            }
        }
        return try Self.collect(results, paths: copies.map(\.destination))
    }

    /// Each path with its file's hash, or every problem found.
    private static func collect(
        _ results: [Result<ContentHash.Digest, Diagnostic>],
        paths: [String]
    ) throws(BuildFailure) -> [(key: String, value: ContentHash.Digest)] {
        var files: [(key: String, value: ContentHash.Digest)] = []
        files.reserveCapacity(results.count)
        var problems: [Diagnostic] = []
        for (path, result) in zip(paths, results) {
            switch result {
            case .success(let hash): files.append((path, hash))
            case .failure(let problem): problems.append(problem)
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        return files
    }
}
