import Build
import Foundation
import Support
import TestSupport
import Testing

extension FixtureSite {
    /// Builds a fixture site, applies `change`, rebuilds it in place, builds a copy from scratch
    /// with `--full`, and expects both outputs (manifest included) to be the same, file for file.
    static func expectSameAsFullBuild(
        after change: (FixtureSite) throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (site: FixtureSite, report: BuildReport) {
        let site = try FixtureSite()
        _ = try site.build()
        try change(site)
        let report = try site.build()
        try site.expectOutputMatchesFullBuild(sourceLocation: sourceLocation)
        return (site, report)
    }

    /// Builds the site from scratch with `--full` into `public-full` and expects the output (manifest
    /// included) to be the same, file for file.
    func expectOutputMatchesFullBuild(_ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        var full = options(output: "public-full")
        full.full = true
        _ = try SiteBuilder(options: full, components: .standard).build()
        let incremental = outputTree()
        let fresh = FixtureSite.tree(root + "/public-full")
        #expect(Set(incremental.keys) == Set(fresh.keys), "\(comment())", sourceLocation: sourceLocation)
        let differing = incremental.keys.filter { incremental[$0] != fresh[$0] }.sorted()
        #expect(differing.isEmpty, "differs from a full build: \(differing.prefix(5)) \(comment())", sourceLocation: sourceLocation)
        // The plan the next build starts from: carried pages keep the sources a full plan finds.
        let plans = ["public", "public-full"].map { FileManager.default.contents(atPath: root + "/.\($0).sitegen.plan") }
        #expect(
            plans[0] != nil && plans[0] == plans[1], "the plan differs from a full build's \(comment())", sourceLocation: sourceLocation)
    }

    /// The text of the output file at `relative`, or "" when there is none.
    func page(_ relative: String) -> String {
        String(decoding: FileManager.default.contents(atPath: output + "/" + relative) ?? Data(), as: UTF8.self)
    }

    /// The inode of the output file at `relative`: unchanged when the build left the file alone.
    func inode(_ relative: String) -> UInt64? {
        var info = stat()
        return stat(output + "/" + relative, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    /// Replaces `old` with `new` in the site file at `relative`.
    func edit(_ relative: String, replacing old: String, with new: String) throws {
        let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
        #expect(text.contains(old), "\(relative) has no \(old)")
        try write(text.replacingOccurrences(of: old, with: new), to: relative)
    }
}

extension FixtureSite {
    /// The digest the last build's manifest holds for the page at `relative`: unchanged when the build did
    /// not render the page again.
    func digest(_ relative: String) -> ContentHash.Digest? {
        OutputManifest.read(outputFolder: output).manifest?.inputs[relative]
    }

    /// The output file at `relative` read back as XML, or nil when it is missing or ill-formed.
    func xml(_ relative: String, sourceLocation: SourceLocation = #_sourceLocation) -> ParsedXML? {
        guard let data = FileManager.default.contents(atPath: output + "/" + relative) else { return nil }
        switch ParsedXML.parse([UInt8](data)) {
        case .success(let root): return root
        case .failure(let error):
            Issue.record("\(relative) is not well-formed XML: \(error.message)", sourceLocation: sourceLocation)
            return nil
        }
    }
}
