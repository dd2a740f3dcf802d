import Foundation
import Model
public import Support

/// What a successful build did.
public struct BuildReport: Sendable {
    public let pagesWritten: Int
    /// Pages plus assets and images.
    public let filesWritten: Int
    /// Pages by the name of their kind (`PageKind.name`).
    public let pagesByKind: [String: Int]
    public let seconds: Double
    /// Warnings found on the way; errors would have stopped the build.
    public let warnings: [Diagnostic]
    /// With `--skip-invalid`: the errors of the items that were left out.
    public let skipped: [Diagnostic]
    public let outputPath: String
    /// Files carried over from the previous output because their bytes did not change.
    public let unchanged: Int
    /// When every input was unchanged: the number of pages already up to date, and nothing was written.
    public let upToDate: Int?
    /// For a build that updated the previous output in place: how much of it was redone.
    public let update: Update?

    /// What an in-place update redid.
    public struct Update: Sendable, Equatable {
        /// Pages whose inputs changed, rendered again (the others were not).
        public let rendered: Int
        /// Files of the previous output that are gone (pages of removed items, and such).
        public let removed: Int
        /// The output paths (relative to the output folder) written or removed, sorted: what a browser
        /// showing the previous output would see change (`serve` reloads only those pages).
        public let changedFiles: [String]
        /// Pages declared again to find their digests. When the changed items kept their structure (only their
        /// text or images changed), only the pages that show them and the search index; otherwise every page but
        /// the term pages carried over (see `CarryingPageKind`).
        public let declared: Int
        /// The kinds that read every item (the search index) whose pages were brought up to date from their previous
        /// ones, rather than made from every item.
        public let updatedKinds: [String]

        public init(rendered: Int, removed: Int, changedFiles: [String], declared: Int, updatedKinds: [String] = []) {
            (self.rendered, self.removed, self.changedFiles, self.declared) = (rendered, removed, changedFiles, declared)
            self.updatedKinds = updatedKinds
        }
    }

    public init(
        pagesWritten: Int, filesWritten: Int, pagesByKind: [String: Int], seconds: Double,
        warnings: [Diagnostic], skipped: [Diagnostic], outputPath: String, unchanged: Int = 0, upToDate: Int? = nil, update: Update? = nil
    ) {
        self.pagesWritten = pagesWritten
        self.filesWritten = filesWritten
        self.pagesByKind = pagesByKind
        self.seconds = seconds
        self.warnings = warnings
        self.skipped = skipped
        self.outputPath = outputPath
        self.unchanged = unchanged
        self.upToDate = upToDate
        self.update = update
    }

    /// The one line every build ends with.
    public var summary: String {
        let time = seconds < 10 ? String(format: "%.2f", seconds) : String(format: "%.1f", seconds)
        if let upToDate {
            return "Nothing changed: \(upToDate) pages in \(outputPath) are up to date (checked in \(time) s)"
        }
        var files = "\(filesWritten) files"
        if let update {
            files += ", \(filesWritten - unchanged) changed, \(update.removed) removed; \(update.rendered) pages rendered"
            if update.declared < pagesWritten { files += " of \(update.declared) planned" }
        }
        return "Built \(pagesWritten) pages (\(files)) into \(outputPath) in \(time) s"
            + (skipped.isEmpty ? "" : ", \(skipped.count) problem\(skipped.count == 1 ? "" : "s") skipped")
            + (warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")")
    }
}
