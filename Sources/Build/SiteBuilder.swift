import Foundation
import ItemCache
import Model
import Presentation
import Support

/// The build pipeline, as its stages: scan → load → plan → render → commit (see docs/ARCHITECTURE.md).
/// Nothing is published unless every stage succeeded. With a usable manifest from the previous build,
/// a build with unchanged inputs stops after the scan; otherwise only pages whose inputs changed are
/// rendered, and only files whose bytes changed are written, in place (see `OutputUpdate`).
public struct SiteBuilder: Sendable {
    public let options: BuildOptions
    /// What the site is made of, as the composition root chose it.
    public let components: SiteComponents

    public init(options: BuildOptions, components: SiteComponents) {
        self.options = options
        self.components = components
    }

    public func build() throws(BuildFailure) -> BuildReport {
        let started = Date()
        var timer = PhaseTimer()
        let scanned = try ScanStage(options: options).run()
        defer { withExtendedLifetime(scanned.lock) {} }
        timer.mark("scan")
        if let pages = scanned.upToDatePages {
            ScanStage.finishUpToDate(scanned)
            if options.keepsMemoryUntilExit { ProcessMemory.keep(scanned.inputs) }
            return BuildReport(
                pagesWritten: 0, filesWritten: 0, pagesByKind: [:], seconds: Date().timeIntervalSince(started),
                warnings: [], skipped: [], outputPath: options.displayPath(scanned.output), upToDate: pages)
        }
        let loaded = try LoadStage(options: options, components: components).run(scanned)
        timer.mark("load")
        let plan = try PlanStage(options: options, components: components).run(loaded, scanned)
        timer.mark("plan")
        // A full plan frees much of what it made (the search index's terms, the kinds' lists): returned to the
        // system here, those pages are not counted again in the peak when the render and the commit reuse memory
        // (50k items: 570 to 523 MB). A plan made from the previous one frees little, and would only pay for it.
        if plan.previous == nil { ProcessMemory.returnFreedPages() }
        // The plan the next build starts from is encoded while the pages render, on a core they leave idle
        // when few change: a rebuild after an edit renders a few dozen pages and would otherwise wait for it.
        // It is written then too, rather than held until the commit puts it in place. So is the decoded-item cache,
        // final once the catalog is loaded, and settled by the time the commit records its state in the stamps
        // (see `ItemCacheFile.settledState`): written at the commit, it was too fresh to be known by its state.
        let (rendering, (nextPlan, cacheChanged)) = inParallel(
            { Result { () throws(BuildFailure) in try RenderStage(options: options).run(plan, loaded, scanned) } },
            { [kinds = components.kinds.map(\.name), fingerprint = scanned.inputs.fingerprint, output = scanned.output] in
                // The cache first: the longer before the commit it is written, the likelier it is settled by then.
                let cacheChanged = components.keepsDecodedItems && ItemCacheFile.apply(loaded.cache.update(), forOutput: output)
                let listed = PersistedPlan.listedItemFiles(in: loaded.contentListing)
                let staged = plan.digests.flatMap {
                    PersistedPlan.stage(
                        .init(
                            fingerprint: fingerprint, shared: $0.shared, listedItemFiles: listed, kinds: kinds, items: $0.items,
                            pages: plan.pages, copies: plan.copies.map(\.destination), orderings: plan.context.orderings,
                            previous: plan.previous),
                        forOutput: output)
                }
                return (staged, cacheChanged)
            })
        let rendered = try rendering.get()
        timer.mark("render")
        let removed = try CommitStage(options: options).run(
            rendered, plan, loaded, scanned, nextPlan: nextPlan, cacheChanged: cacheChanged)
        timer.mark("commit")
        if options.keepsMemoryUntilExit { ProcessMemory.keep((scanned.inputs, loaded, plan, rendered)) }
        return report(plan, loaded, rendered, removed: removed, output: scanned.output, started: started)
    }

    private func report(
        _ plan: PlanStage.Plan, _ loaded: LoadStage.Loaded, _ rendered: RenderStage.Rendered,
        removed: [String], output: String, started: Date
    ) -> BuildReport {
        let byKind = plan.pages.countsByKind(previous: plan.previous)
        let writer = rendered.writer
        return BuildReport(
            pagesWritten: plan.pages.count, filesWritten: plan.fileCount, pagesByKind: byKind,
            seconds: Date().timeIntervalSince(started), warnings: (loaded.notes + loaded.inputs.warnings + plan.notes).sorted(),
            skipped: loaded.inputs.skipped, outputPath: options.displayPath(output), unchanged: plan.fileCount - writer.written,
            update: rendered.update == nil
                ? nil
                : .init(
                    rendered: writer.rendered, removed: removed.count, changedFiles: (writer.writtenFiles + removed).sorted(),
                    declared: plan.declared, updatedKinds: plan.updatedKinds))
    }
}
