import Foundation
import Testing

/// The same content gives byte-identical output, whatever order its files were created in and
/// whatever the time zone and locale of the machine.
@Suite struct DeterminismTests {
    @Test func outputDoesNotDependOnFileOrderTimeZoneOrLocale() throws {
        let files = SitegenProcess.generatedCatalog(count: 120, title: "Same")
            .merging([
                "content/movies/5.md": "---\nwatched: 2024-03-01\ntags: [b, a]\nrating: 3\n---\nNotes *here*.\n",
                "content/books/abcDEF123456.json":
                    #"{"id": "abcDEF123456", "volumeInfo": {"title": "Émile", "publishedDate": "1762-05", "authors": ["Rousseau"]}}"#,
                "content/pages/about.md": "---\ntitle: About\nmenu: 1\n---\nHello.\n",
            ]) { a, _ in a }
        let first = try SitegenProcess.makeSite([:])
        let second = try SitegenProcess.makeSite([:])
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        try SitegenProcess.write(files, into: first, order: files.keys.sorted())
        try SitegenProcess.write(files, into: second, order: files.keys.sorted().reversed())

        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        environment["LANG"] = "C"
        environment["LC_ALL"] = "C"
        let a = try SitegenProcess.run(["build", "--quiet"], in: first, environment: environment)
        environment["TZ"] = "Pacific/Kiritimati"
        environment["LANG"] = "de_DE.UTF-8"
        environment["LC_ALL"] = "de_DE.UTF-8"
        let b = try SitegenProcess.run(["build", "--quiet"], in: second, environment: environment)
        #expect(a.status == 0 && b.status == 0, "\(a.stderr)\(b.stderr)")

        let treeA = SitegenProcess.tree(first + "/public")
        let treeB = SitegenProcess.tree(second + "/public")
        #expect(treeA.count > 200)
        #expect(Set(treeA.keys) == Set(treeB.keys))
        let differing = treeA.keys.filter { treeA[$0] != treeB[$0] }.sorted()
        #expect(differing.isEmpty, "files differ: \(differing.prefix(5))")
    }
}
