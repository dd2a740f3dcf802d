import Foundation
import ItemCache
import Model
import Presentation
import Support

/// The last stage: writes the manifest and moves everything in at once. A first build swaps its staging
/// folder in; an update renames its staged files over the old ones and removes what no page makes any
/// more. The stamps, which describe inputs rather than output, are written meanwhile.
struct CommitStage {
    let options: BuildOptions

    /// Commits and returns the files of the previous output that are gone.
    /// - Parameters:
    ///   - nextPlan: the plan for the next build, staged beside the output (see `PersistedPlan.stage`); nil removes
    ///     the old one.
    ///   - cacheChanged: whether this build wrote to the decoded-item cache, whose state the stamps then record anew.
    func run(
        _ rendered: RenderStage.Rendered, _ plan: PlanStage.Plan, _ loaded: LoadStage.Loaded,
        _ scanned: ScanStage.Scanned, nextPlan: StagedFile?, cacheChanged: Bool = false
    ) throws(BuildFailure) -> [String] {
        let members = ManifestMembers(plan.pages, files: rendered.files)
        let reused = loaded.previous?.aligned.flatMap { previous in
            plan.pages.previousPlaces.map { ReusedManifestLines(previous: previous, places: $0, carried: plan.pages.carriedRuns) }
        }
        let writeManifest = { (path: String) -> Int32 in
            OutputManifest.write(
                version: SitegenVersion.current, fingerprint: scanned.inputs.fingerprint, files: members.files,
                inputs: members.inputs, to: path, reusing: reused)
        }
        let removed = removedFiles(plan, previous: loaded.previous, found: rendered.writer.found)
        try options.checkCancellation()
        let sideFiles = DispatchGroup()
        DispatchQueue.global().async(group: sideFiles) { [inputs = scanned.inputs, output = scanned.output] in
            if inputs.stampsChanged || cacheChanged {
                InputStamps.write(inputs, forOutput: output, cacheState: ItemCacheFile.settledState(forOutput: output))
            }
        }
        DispatchQueue.global().async(group: sideFiles) { [output = scanned.output] in
            PersistedPlan.putInPlace(nextPlan, forOutput: output)
        }
        defer { sideFiles.wait() }
        if let update = rendered.update {
            try update.commit(removing: removed, writingManifest: writeManifest)
        } else if let staging = rendered.staging {
            let code = writeManifest(staging.path + "/" + OutputManifest.fileName)
            if code != 0 { throw BuildFailure([FileSystem.writeProblem(code, OutputManifest.fileName)]) }
            try staging.publish()
        }
        return removed
    }

    /// Files of the previous output that no page or copy makes any more. Every file of the previous
    /// output found again means none is gone, and spares a set of all paths; so does a plan whose pages have their
    /// places in the previous one: the files no page is at are gone, unless a copy is made there.
    private func removedFiles(_ plan: PlanStage.Plan, previous: PreviousManifest?, found: Int) -> [String] {
        guard let previous, found != previous.fileCount else { return [] }
        if let claims = plan.claims {
            let copies = Set(plan.copies.map(\.destination))
            return claims.unclaimed.compactMap { place in
                previous.path(at: place).flatMap { copies.contains($0) ? nil : $0 }
            }
        }
        let current = Set(plan.allPaths)
        return previous.paths.filter { !current.contains($0) }
    }
}
