import Foundation
import Testing

/// Compares `output` byte for byte with `Golden/<name>`. With `SITEGEN_UPDATE_GOLDEN=1` in the
/// environment it rewrites the golden file in the source tree instead (then review the diff).
func expectGolden(_ output: [UInt8], named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if ProcessInfo.processInfo.environment["SITEGEN_UPDATE_GOLDEN"] == "1" {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent(name)
        try Data(output).write(to: url)
        return
    }
    guard let directory = Bundle.module.url(forResource: "Golden", withExtension: nil),
        let expected = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
    else {
        Issue.record(
            "golden file Golden/\(name) is missing; run with SITEGEN_UPDATE_GOLDEN=1 to create it",
            sourceLocation: sourceLocation)
        return
    }
    if Array(expected) != output {
        let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference =
            zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end of file>"
        let actualLine = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end of file>"
        Issue.record(
            """
            output differs from Golden/\(name) at line \(firstDifference + 1) \
            (run with SITEGEN_UPDATE_GOLDEN=1 to accept):
              expected: \(expectedLine)
              actual:   \(actualLine)
            """, sourceLocation: sourceLocation)
    }
}
