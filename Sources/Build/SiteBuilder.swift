import Foundation
import Model
import Presentation
import Support
import Synchronization
import Views

/// The build pipeline and composition root: load → validate → present → render → write.
/// Nothing is published unless every step succeeded. With a usable manifest from the previous build,
/// a build with unchanged inputs stops early; otherwise only pages whose inputs changed are rendered,
/// and only files whose bytes changed are written, in place (see `OutputUpdate`).
public struct SiteBuilder: Sendable {
    public let options: BuildOptions
    /// The page kinds the site is made of.
    public let kinds: [any PageKind]

    public init(options: BuildOptions, kinds: [any PageKind] = PageKinds.standard) {
        self.options = options
        self.kinds = kinds
    }

    public func build() throws(BuildFailure) -> BuildReport {
        let started = Date()
        var timer = PhaseTimer()
        let output = options.resolve(options.outputDirectory)
        let content = options.resolve(options.contentDirectory)
        let templates = options.resolve(options.templatesDirectory)
        try OutputGuard(siteRoot: options.resolve("."), content: content, templates: templates, force: options.force).check(output)

        let lock = try OutputLock(output: output)
        defer { withExtendedLifetime(lock) {} }
        // A build killed after committing an in-place update is finished first: it decides what the manifest says.
        StagingDirectory.recover(output: output)
        // Only the manifest's first lines are read to decide whether anything changed at all.
        let header = options.full ? nil : OutputManifest.readHeader(outputFolder: output)
        let inputFiles = InputFingerprint.compute(options: options, content: content,
                                                  searchPaths: DefaultTheme.searchPaths(siteTemplates: templates)) {
            header == nil ? [:] : InputStamps.read(forOutput: output)
        }
        timer.mark("fingerprint")
        if let header, header.version == SitegenVersion.current, header.fingerprint == inputFiles.fingerprint {
            if inputFiles.stampsChanged { InputStamps.write(inputFiles.stamps, forOutput: output) }
            if options.keepsMemoryUntilExit { ProcessMemory.keep(inputFiles) }
            return BuildReport(pagesWritten: 0, filesWritten: 0, pagesByKind: [:], seconds: Date().timeIntervalSince(started),
                               warnings: [], skipped: [], outputPath: displayPath(output), upToDate: header.pages)
        }
        // The cache belongs to the output: without one (a first build, or the output deleted) or with `--full`,
        // every item is decoded from its files, and a fresh cache is left for the next build.
        let cache = DecodedItemCache(file: header == nil ? nil : ItemCacheFile.read(forOutput: output), format: SitegenVersion.buildID,
                                     contentDirectory: content, fileHashes: inputFiles.hashes, uncached: inputFiles.links)
        // The previous manifest (a hundred thousand lines on a large site) is read while the content loads.
        let (loaded, previous) = inParallel({
            Result { () throws(BuildFailure) in try SiteInputs.load(options, content: content, templates: templates, views: kinds.flatMap(\.views), cache: cache) }
        }, { [options] () -> OutputManifest.Previous in
            options.full ? .none : OutputManifest.read(outputFolder: output)
        })
        let inputs = try loaded.get()
        var notes: [Diagnostic] = []
        if case .unusable(let reason) = previous {
            notes.append(.warning(displayPath(output) + "/" + OutputManifest.fileName, "\(reason); doing a full build"))
        }
        timer.mark("load")
        let context = PresentationContext(config: inputs.config, catalog: inputs.catalog)
        timer.mark("context")
        let digests = PageDigests(context: context, fileHashes: inputFiles.hashes, content: content,
                                  searchPaths: inputs.searchPaths, configPath: options.resolve("sitegen.toml"), options: options)
        let pages = kinds.flatMap { PlannedPage.plan($0, context: context, digests: digests) }
        let copies = StaticFiles.assets(searchPaths: inputs.searchPaths, defaultTheme: DefaultTheme.files, router: context.router)
            + StaticFiles.images(catalog: inputs.catalog, contentDirectory: content, router: context.router)
        let allPaths = pages.map(\.address.outputPath) + copies.map(\.destination)
        try Self.checkCollisions(allPaths)
        timer.mark("present")

        // With a usable manifest only what changed is written, in place; otherwise a new site is made beside the old one.
        let staging: StagingDirectory?
        let update: OutputUpdate?
        if let old = previous.manifest {
            (staging, update) = (nil, try OutputUpdate(outputPath: output))
            try update?.prepareFolders(for: pages.filter { old.inputs[$0.address.outputPath] != $0.digest }.map(\.address.outputPath))
        } else {
            (staging, update) = (try StagingDirectory(outputPath: output), nil)
            try staging?.createParents(of: allPaths)
        }
        timer.mark("folders")
        guard let target: any OutputTarget = staging ?? update else { preconditionFailure("one target is always made") }
        let writer = OutputWriter(target: target, previous: previous.manifest)
        let pageHashes = try render(pages, context: context, theme: inputs.theme, writer: writer)
        timer.mark("render")
        let copyResults = copies.concurrentMap { copy in
            switch copy.source {
            case .file(let source):
                writer.copy(source, named: displayPath(source), sourceHash: inputFiles.hashes[source], to: copy.destination)
            case .embedded(let bytes):
                writer.copy(bytes, to: copy.destination)
            }
        }
        try checkCancellation()
        // The manifest lists pages as planned, then copies: a deterministic order that needs no sorting.
        var files = pages.indices.map { (key: pages[$0].address.outputPath, value: pageHashes[$0]) }
        var problems: [Diagnostic] = []
        for index in copies.indices {
            switch copyResults[index] {
            case .success(let hash): files.append((copies[index].destination, hash))
            case .failure(let problem): problems.append(problem)
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        let manifest = OutputManifest.encode(version: SitegenVersion.current, fingerprint: inputFiles.fingerprint, files: files,
                                             inputs: pages.map { (key: $0.address.outputPath, value: $0.digest) })
        // Every file of the previous output found again means none is gone, and spares a set of all paths.
        var removed: [String] = []
        if let old = previous.manifest, writer.found != old.files.count {
            let current = Set(allPaths)
            removed = old.files.keys.filter { !current.contains($0) }
        }
        try checkCancellation()
        // The stamps and the item cache describe inputs, not output: they are written while the output is committed.
        let sideFiles = DispatchGroup()
        DispatchQueue.global().async(group: sideFiles) { [stamps = inputFiles.stamps, stampsChanged = inputFiles.stampsChanged] in
            if stampsChanged { InputStamps.write(stamps, forOutput: output) }
            ItemCacheFile.apply(cache.update(), forOutput: output)
        }
        defer { sideFiles.wait() }
        if let update {
            try update.commit(removing: removed, manifest: manifest)
        } else if let staging {
            if let problem = staging.write(manifest, to: OutputManifest.fileName) { throw BuildFailure([problem]) }
            try staging.publish()
        }
        sideFiles.wait()
        timer.mark("publish")

        if options.keepsMemoryUntilExit { ProcessMemory.keep((inputs, context, pages, digests, cache, previous, inputFiles)) }
        var byKind: [String: Int] = [:]
        for page in pages { byKind[page.kind, default: 0] += 1 }
        return BuildReport(
            pagesWritten: pages.count, filesWritten: allPaths.count, pagesByKind: byKind,
            seconds: Date().timeIntervalSince(started), warnings: (notes + inputs.warnings).sorted(), skipped: inputs.skipped,
            outputPath: displayPath(output), unchanged: allPaths.count - writer.written,
            update: update == nil ? nil : .init(rendered: writer.rendered, removed: removed.count))
    }

    private func displayPath(_ path: String) -> String {
        ContentFile.displayPath(path, relativeTo: options.siteRoot)
    }

    /// Renders and writes every page whose inputs changed, on all cores; each worker writes its own pages,
    /// so writing never waits for a single writer and no more than a page per core is held in memory.
    /// Returns the hash of every page, in order.
    private func render(_ pages: [PlannedPage], context: PresentationContext, theme: Theme,
                        writer: OutputWriter) throws(BuildFailure) -> [String] {
        let done = Atomic<Int>(0)
        let progress = options.progress
        let cancellation = options.cancellation
        let results = pages.concurrentMap { page -> Result<String, Diagnostic>? in
            if cancellation?.isCancelled == true { return nil }
            defer { progress?(done.add(1, ordering: .relaxed).newValue, pages.count) }
            return writer.page(page.address.outputPath, digest: page.digest) { page.render(context: context, theme: theme) }
        }
        try checkCancellation()
        var hashes: [String] = []
        hashes.reserveCapacity(pages.count)
        var problems: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let hash)?: hashes.append(hash)
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
        var seen = Set<String>(minimumCapacity: paths.count)
        var problems: [Diagnostic] = []
        for (index, path) in paths.enumerated() {
            let key = collisionKey(path)
            guard !seen.insert(key).inserted else { continue }
            let other = paths[..<index].first { collisionKey($0) == key } ?? path
            problems.append(.error(path, "two pages would be written to one file (also \(other))"))
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
    }

    /// The path itself when it has no capital and no non-ASCII byte, as nearly every generated path:
    /// then there is nothing to fold, and no new string to make.
    private static func collisionKey(_ path: String) -> String {
        var bytes = path
        let isFolded = bytes.withUTF8 { !$0.contains { $0 >= 0x80 || (0x41...0x5A).contains($0) } }
        if isFolded { return path }
        return path.utf8.allSatisfy { $0 < 0x80 } ? path.lowercased() : path.precomposedStringWithCanonicalMapping.lowercased()
    }
}
