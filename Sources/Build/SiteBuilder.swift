import Foundation
import Model
import Presentation
import Synchronization

/// The build pipeline and composition root: load → validate → present → render → write.
/// Nothing is published unless every step succeeded.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    public func build() throws(BuildFailure) -> BuildReport {
        let started = Date()
        var timer = PhaseTimer()
        let output = options.resolve(options.outputDirectory)
        let content = options.resolve(options.contentDirectory)
        let templates = options.resolve(options.templatesDirectory)
        try OutputGuard(siteRoot: options.resolve("."), content: content, templates: templates, force: options.force).check(output)
        let inputs = try SiteInputs.load(options, content: content, templates: templates)
        timer.mark("load")

        let context = PresentationContext(config: inputs.config, catalog: inputs.catalog)
        let planner = PagePlanner(context: context)
        let jobs = planner.jobs()
        let pages = jobs.map { PageWrite(job: $0, path: planner.outputPath($0)) }
        let copies = StaticFiles.assets(searchPaths: inputs.searchPaths, router: context.router)
            + StaticFiles.images(catalog: inputs.catalog, contentDirectory: content, router: context.router)
        let allPaths = pages.map(\.path) + copies.map(\.destination)
        timer.mark("present")
        try Self.checkCollisions(allPaths)
        timer.mark("plan")

        let staging = try StagingDirectory(outputPath: output)
        try staging.createParents(of: allPaths)
        timer.mark("folders")
        try render(pages, renderer: PageRenderer(context: context, theme: inputs.theme), into: staging)
        timer.mark("render")
        let copyProblems = copies.concurrentMap { staging.copyFile(from: $0.source, to: $0.destination) }.compactMap { $0 }
        if !copyProblems.isEmpty { throw BuildFailure(copyProblems) }
        if let problem = staging.write(OutputManifest.contents(version: SitegenVersion.current, files: allPaths),
                                       to: OutputManifest.fileName) {
            throw BuildFailure([problem])
        }
        try checkCancellation()
        try staging.publish()
        timer.mark("publish")

        var byKind: [PageJob.Kind: Int] = [:]
        for job in jobs { byKind[job.kind, default: 0] += 1 }
        return BuildReport(
            pagesWritten: jobs.count, filesWritten: allPaths.count, pagesByKind: byKind,
            seconds: Date().timeIntervalSince(started), warnings: inputs.warnings, skipped: inputs.skipped,
            outputPath: ContentFile.displayPath(output, relativeTo: options.siteRoot))
    }

    private struct PageWrite: Sendable {
        let job: PageJob
        let path: String
    }

    /// Renders and writes every page on all cores; each worker writes its own pages, so writing
    /// never waits for a single writer and no more than a page per core is held in memory.
    private func render(_ pages: [PageWrite], renderer: PageRenderer, into staging: StagingDirectory) throws(BuildFailure) {
        let done = Atomic<Int>(0)
        let progress = options.progress
        let cancellation = options.cancellation
        let problems = pages.concurrentMap { page -> Diagnostic? in
            if cancellation?.isCancelled == true { return nil }
            defer { progress?(done.add(1, ordering: .relaxed).newValue, pages.count) }
            guard let bytes = renderer.render(page.job) else {
                return .error(page.path, "internal: nothing to render for \(page.job)")
            }
            return staging.write(bytes, to: page.path)
        }.compactMap { $0 }
        try checkCancellation()
        if !problems.isEmpty { throw BuildFailure(problems) }
    }

    private func checkCancellation() throws(BuildFailure) {
        if options.cancellation?.isCancelled == true {
            throw BuildFailure([.error(options.outputDirectory, "build interrupted; the previous output was left as it was")],
                               interrupted: true)
        }
    }

    /// Two pages landing on one file would silently overwrite each other: refuse instead.
    /// Paths that differ only by case or Unicode normalisation collide on some disks, so they count as one.
    static func checkCollisions(_ paths: [String]) throws(BuildFailure) {
        var seen: [String: String] = [:]
        var problems: [Diagnostic] = []
        for path in paths {
            let key = path.precomposedStringWithCanonicalMapping.lowercased()
            if let other = seen[key] {
                problems.append(.error(path, "two pages would be written to one file (also \(other))"))
            } else {
                seen[key] = path
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
    }
}
