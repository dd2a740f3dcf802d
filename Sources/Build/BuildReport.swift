import Foundation
import Model

/// What a successful build did.
public struct BuildReport: Sendable {
    public let pagesWritten: Int
    /// Pages plus assets and images.
    public let filesWritten: Int
    public let pagesByKind: [PageJob.Kind: Int]
    public let seconds: Double
    /// Warnings found on the way; errors would have stopped the build.
    public let warnings: [Diagnostic]
    /// With `--skip-invalid`: the errors of the items that were left out.
    public let skipped: [Diagnostic]
    public let outputPath: String

    /// The one line every build ends with.
    public var summary: String {
        let time = seconds < 10 ? String(format: "%.2f", seconds) : String(format: "%.1f", seconds)
        return "Built \(pagesWritten) pages (\(filesWritten) files) into \(outputPath) in \(time) s"
            + (skipped.isEmpty ? "" : ", \(skipped.count) problem\(skipped.count == 1 ? "" : "s") skipped")
            + (warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")")
    }
}
