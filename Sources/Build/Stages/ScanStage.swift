import Foundation
import Model
import Support

/// The first stage: checks that the output folder may be written, takes its lock, and fingerprints
/// every input. When the fingerprint equals the previous build's, nothing changed and the build stops.
struct ScanStage {
    let options: BuildOptions

    /// Where the build reads and writes, and the state of its inputs.
    struct Scanned {
        let output: String
        let content: String
        let templates: String
        /// Held until the build ends: no second build writes the same output meanwhile.
        let lock: OutputLock
        /// The previous manifest's first lines; nil for a first or a `--full` build.
        let header: OutputManifest.Header?
        var inputs: InputFingerprint.Result
        /// The hash of every readable input by its full path but the items' JSON and notes files (see
        /// `ItemFilesDigest`); empty when nothing changed, since then no later stage runs.
        var hashes: [String: String] = [:]

        /// The pages of the previous output when no input changed since it was built; nil otherwise.
        var upToDatePages: Int? {
            guard let header, header.version == SitegenVersion.current, header.fingerprint == inputs.fingerprint else { return nil }
            return header.pages
        }
    }

    func run() throws(BuildFailure) -> Scanned {
        let output = options.resolve(options.outputDirectory)
        let content = options.resolve(options.contentDirectory)
        let templates = options.resolve(options.templatesDirectory)
        try OutputGuard(siteRoot: options.resolve("."), content: content, templates: templates, force: options.force).check(output)
        let lock = try OutputLock(output: output)
        // A build killed after committing an in-place update is finished first: it decides what the manifest says.
        StagingDirectory.recover(output: output)
        // Only the manifest's first lines are read to decide whether anything changed at all.
        let header = options.full ? nil : OutputManifest.readHeader(outputFolder: output)
        let inputs = InputFingerprint.compute(
            options: options, content: content,
            searchPaths: DefaultTheme.searchPaths(siteTemplates: templates)
        ) {
            header == nil ? .none : InputStamps.read(forOutput: output)
        }
        var scanned = Scanned(output: output, content: content, templates: templates, lock: lock, header: header, inputs: inputs)
        if scanned.upToDatePages == nil {
            scanned.inputs = inputs.withRecordedStampsMade()
            scanned.hashes = scanned.inputs.hashes(leavingOutItemFilesOf: InputFingerprint.itemFolders)
        }
        return scanned
    }

    /// Ends a build that found nothing changed: only the stamps may need writing again.
    static func finishUpToDate(_ scanned: Scanned) {
        if scanned.inputs.stampsChanged {
            InputStamps.write(scanned.inputs, forOutput: scanned.output, cacheState: ItemCacheFile.settledState(forOutput: scanned.output))
        }
    }
}
