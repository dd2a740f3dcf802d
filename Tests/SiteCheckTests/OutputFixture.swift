import Foundation
import SiteCheck
import TestSupport

/// A built output folder written by a test: `public/` in a temporary site folder, checked with `SiteChecker`.
struct OutputFixture {
    let site: TemporarySite

    /// `files` (path below `public/` → text) written into a new temporary folder.
    init(_ files: [String: String]) throws {
        site = try TemporarySite()
        for (path, text) in files { try site.write("public/" + path, text) }
    }

    /// The problem lines `sitegen check` would print, with the output folder named `public`.
    func problems(baseURL: String = "/") throws -> [String] {
        try report(baseURL: baseURL).problemLines
    }

    func report(baseURL: String = "/") throws -> SiteCheckReport {
        try SiteChecker(root: site.root + "/public", displayRoot: "public", site: SiteAddress(baseURL: baseURL)).check()
    }

    /// A page whose body starts on line 3, so that a test can tell the line of each element it writes.
    static func page(_ body: String, head: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>A page</title>\(head)</head><body>
        \(body)
        </body></html>

        """
    }

    /// Checks `files` and removes them again.
    static func problems(_ files: [String: String], baseURL: String = "/") throws -> [String] {
        let fixture = try OutputFixture(files)
        defer { fixture.site.remove() }
        return try fixture.problems(baseURL: baseURL)
    }
}
