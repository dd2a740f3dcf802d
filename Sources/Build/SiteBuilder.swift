import Foundation
import Model
import Presentation
import Synchronization

/// The build pipeline and composition root: load → validate → present → render → write.
/// Nothing is published unless every step succeeded. With a usable manifest from the previous build,
/// a build with unchanged inputs stops early, and unchanged output files are carried over untouched.
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

        // Only the manifest's first lines are read to decide whether anything changed at all.
        let header = options.full ? nil : OutputManifest.readHeader(outputFolder: output)
        let known = header == nil ? [:] : InputStamps.read(forOutput: output)
        let (fingerprint, stamps) = InputFingerprint.compute(options: options, content: content,
                                                             searchPaths: DefaultTheme.searchPaths(siteTemplates: templates),
                                                             previous: known)
        timer.mark("fingerprint")
        if let header, header.version == SitegenVersion.current, header.fingerprint == fingerprint {
            if stamps != known { InputStamps.write(stamps, forOutput: output) }
            return BuildReport(pagesWritten: 0, filesWritten: 0, pagesByKind: [:], seconds: Date().timeIntervalSince(started),
                               warnings: [], skipped: [], outputPath: displayPath(output), upToDate: header.pages)
        }
        let previous: OutputManifest.Previous = options.full ? .none : OutputManifest.read(outputFolder: output)
        var notes: [Diagnostic] = []
        if case .unusable(let reason) = previous {
            notes.append(.warning(displayPath(output) + "/" + OutputManifest.fileName, "\(reason); doing a full build"))
        }
        let reusable = previous.manifest?.files ?? [:]

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

        let staging = try StagingDirectory(outputPath: output)
        try staging.createParents(of: allPaths)
        timer.mark("folders")
        let writer = FileWriter(staging: staging, previous: reusable)
        let pageHashes = try render(pages, renderer: PageRenderer(context: context, theme: inputs.theme), writer: writer)
        timer.mark("render")
        let copyResults = copies.concurrentMap { copy -> (String, Result<String, Diagnostic>) in
            guard let data = FileManager.default.contents(atPath: copy.source) else {
                return (copy.destination, .failure(.error(copy.destination, "cannot read \(displayPath(copy.source))")))
            }
            return (copy.destination, writer.write([UInt8](data), to: copy.destination))
        }
        var hashes = pageHashes
        var problems: [Diagnostic] = []
        for (path, result) in copyResults {
            switch result {
            case .success(let hash): hashes[path] = hash
            case .failure(let problem): problems.append(problem)
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        let manifest = OutputManifest(version: SitegenVersion.current, fingerprint: fingerprint, files: hashes)
        if let problem = staging.write(manifest.encoded(), to: OutputManifest.fileName) { throw BuildFailure([problem]) }
        try checkCancellation()
        try staging.publish()
        InputStamps.write(stamps, forOutput: output)
        timer.mark("publish")

        var byKind: [PageJob.Kind: Int] = [:]
        for job in jobs { byKind[job.kind, default: 0] += 1 }
        return BuildReport(
            pagesWritten: jobs.count, filesWritten: allPaths.count, pagesByKind: byKind,
            seconds: Date().timeIntervalSince(started), warnings: (notes + inputs.warnings).sorted(), skipped: inputs.skipped,
            outputPath: displayPath(output), unchanged: writer.reused)
    }

    private func displayPath(_ path: String) -> String {
        ContentFile.displayPath(path, relativeTo: options.siteRoot)
    }

    private struct PageWrite: Sendable {
        let job: PageJob
        let path: String
    }

    /// Renders and writes every page on all cores; each worker writes its own pages, so writing
    /// never waits for a single writer and no more than a page per core is held in memory.
    /// Returns the hash of every page written.
    private func render(_ pages: [PageWrite], renderer: PageRenderer, writer: FileWriter) throws(BuildFailure) -> [String: String] {
        let done = Atomic<Int>(0)
        let progress = options.progress
        let cancellation = options.cancellation
        let results = pages.concurrentMap { page -> Result<String, Diagnostic>? in
            if cancellation?.isCancelled == true { return nil }
            defer { progress?(done.add(1, ordering: .relaxed).newValue, pages.count) }
            guard let bytes = renderer.render(page.job) else {
                return .failure(.error(page.path, "internal: nothing to render for \(page.job)"))
            }
            return writer.write(bytes, to: page.path)
        }
        try checkCancellation()
        var hashes: [String: String] = [:]
        var problems: [Diagnostic] = []
        for (page, result) in zip(pages, results) {
            switch result {
            case .success(let hash)?: hashes[page.path] = hash
            case .failure(let problem)?: problems.append(problem)
            case nil: break
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        return hashes
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
