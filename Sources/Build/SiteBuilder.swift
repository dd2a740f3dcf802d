import Foundation
import HTML
import Model
import Presentation
import Synchronization
import Views

/// The build pipeline and composition root: load → validate → present → render → write.
/// Nothing is published unless every step succeeded.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    public func build() throws(BuildFailure) -> BuildReport {
        let started = Date()
        let output = options.resolve(options.outputDirectory)
        let content = options.resolve(options.contentDirectory)
        let templates = options.resolve(options.templatesDirectory)
        try OutputGuard(siteRoot: options.resolve("."), content: content, templates: templates).check(output)

        var diagnostics: [Diagnostic] = []
        var (config, configDiagnostics) = SiteConfigLoader.load(
            path: options.resolve("sitegen.toml"), displayPath: "sitegen.toml")
        diagnostics += configDiagnostics
        if let baseURL = options.baseURL {
            if let problem = SiteConfig.problem(withBaseURL: baseURL) {
                diagnostics.append(.error("--base-url", problem))
            } else {
                config.baseURL = baseURL
            }
        }
        let (catalog, catalogDiagnostics) = Catalog.load(contentDirectory: content, siteRoot: options.siteRoot)
        diagnostics += catalogDiagnostics
        let searchPaths = DefaultTheme.searchPaths(siteTemplates: templates)
        var theme: Theme?
        do throws(TemplateErrors) {
            theme = try Theme.compile(searchPaths: searchPaths)
        } catch {
            diagnostics += error.diagnostics.map {
                .error(ContentFile.displayPath($0.path, relativeTo: options.siteRoot), line: $0.line, column: $0.column, $0.message)
            }
        }
        guard let theme, !diagnostics.contains(where: \.isError) else { throw BuildFailure(diagnostics) }

        let context = PresentationContext(config: config, catalog: catalog)
        let planner = PagePlanner(context: context)
        let jobs = planner.jobs()
        let paths = jobs.map(planner.outputPath)
        let copies = StaticFiles.assets(searchPaths: searchPaths, router: context.router)
            + StaticFiles.images(catalog: catalog, contentDirectory: content, router: context.router)
        try Self.checkCollisions(paths + copies.map(\.destination))

        let staging = try StagingDirectory(outputPath: output)
        try staging.createParents(of: paths + copies.map(\.destination))
        let renderer = PageRenderer(context: context, theme: theme)
        let done = Atomic<Int>(0)
        let progress = options.progress
        let work = Array(zip(jobs, paths)).map { WorkItem(job: $0.0, path: $0.1) }
        let pageProblems = work.concurrentMap { item -> Diagnostic? in
            defer {
                let finished = done.add(1, ordering: .relaxed).newValue
                progress?(finished, work.count)
            }
            guard let bytes = renderer.render(item.job) else {
                return .error(item.path, "internal: nothing to render for \(item.job)")
            }
            return staging.write(bytes, to: item.path)
        }.compactMap { $0 }
        let copyProblems = copies.concurrentMap { staging.copyFile(from: $0.source, to: $0.destination) }.compactMap { $0 }
        if !(pageProblems + copyProblems).isEmpty { throw BuildFailure(diagnostics + pageProblems + copyProblems) }
        try staging.publish()

        var byKind: [PageJob.Kind: Int] = [:]
        for job in jobs { byKind[job.kind, default: 0] += 1 }
        return BuildReport(
            pagesWritten: jobs.count, filesWritten: jobs.count + copies.count, pagesByKind: byKind,
            seconds: Date().timeIntervalSince(started), warnings: diagnostics.sorted(),
            outputPath: ContentFile.displayPath(output, relativeTo: options.siteRoot))
    }

    private struct WorkItem: Sendable {
        let job: PageJob
        let path: String
    }

    /// Two pages landing on one file would silently overwrite each other: refuse instead.
    /// Paths that differ only by case collide on case-insensitive disks, so they count as one.
    static func checkCollisions(_ paths: [String]) throws(BuildFailure) {
        var seen: [String: String] = [:]
        var problems: [Diagnostic] = []
        for path in paths {
            let key = path.lowercased()
            if let other = seen[key] {
                problems.append(.error(path, "two pages would be written to one file (also \(other))"))
            } else {
                seen[key] = path
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
    }
}
