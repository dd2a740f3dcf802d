import Build
import Foundation
import Testing

/// `sitegen new` as a user meets it: the real binary, in a scratch folder away from the checkout,
/// starts a site that `sitegen build` then builds at once.
@Suite struct NewCommandTests {
    /// A fresh folder in the system's temporary folder; the caller removes it.
    static func scratch() throws -> String {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("sitegen-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// With the binary copied away from the checkout, as a user installs it: the skeleton is inside it.
    @Test func newThenBuildMakesASite() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try FileManager.default.createDirectory(atPath: scratch + "/bin", withIntermediateDirectories: false)
        let sitegen = URL(fileURLWithPath: scratch + "/bin/sitegen")
        try SitegenProcess.installCopy(at: sitegen)
        let new = try SitegenProcess.run(["new", "shelf"], in: scratch, executable: sitegen)
        #expect(new.status == 0, "\(new.stderr)")
        #expect(new.stderr.isEmpty, "\(new.stderr)")
        #expect(new.stdout.hasPrefix("Created a new site in shelf (\(SiteSkeleton.files.count) files"), "\(new.stdout)")
        #expect(new.stdout.contains("cd shelf && sitegen build"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).sorted() == ["bin", "shelf"])

        let site = scratch + "/shelf"
        // With the address it is published at, as its workflow builds it.
        let build = try SitegenProcess.run(["build", "--base-url", "https://example.org/shelf/"], in: site, executable: sitegen)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.isEmpty, "a new site builds without a warning: \(build.stderr)")
        #expect(build.stdout.hasPrefix("Built "), "\(build.stdout)")
        let output = SitegenProcess.tree(site + "/public")
        for page in [
            "index.html", "404.html", "movies/index.html", "movies/19-metropolis/index.html", "books/index.html",
            "comics/1/index.html", "about/index.html", "colophon/index.html", "assets/style.css",
        ] {
            #expect(output[page] != nil, "\(page) was not built")
        }
        let home = String(decoding: output["index.html"] ?? Data(), as: UTF8.self)
        #expect(home.contains("My Catalog") && home.contains("Metropolis"))
    }

    @Test func aNonEmptyFolderIsAUsageErrorAndIsLeftAlone() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try SitegenProcess.write(["shelf/notes.txt": "mine\n"], into: scratch)
        let result = try SitegenProcess.run(["new", "shelf"], in: scratch)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Error: shelf is not empty (it holds notes.txt)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(SitegenProcess.tree(scratch + "/shelf").keys.sorted() == ["notes.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch) == ["shelf"])
    }

    @Test func theCurrentFolderWhenEmpty() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let new = try SitegenProcess.run(["new", "."], in: scratch)
        #expect(new.status == 0, "\(new.stderr)")
        #expect(new.stdout.contains("Build it with: sitegen build\n"), "\(new.stdout)")
        #expect(FileManager.default.fileExists(atPath: scratch + "/sitegen.toml"))
        #expect(try SitegenProcess.run(["build"], in: scratch).status == 0)
    }

    @Test func theNextStepQuotesAFolderNameWithSpaces() throws {
        let scratch = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let new = try SitegenProcess.run(["new", "my shelf"], in: scratch)
        #expect(new.status == 0, "\(new.stderr)")
        #expect(new.stdout.contains("Build it with: cd 'my shelf' && sitegen build\n"), "\(new.stdout)")
    }

    @Test func helpNamesTheCommand() throws {
        let help = try SitegenProcess.run(["--help"], in: NSTemporaryDirectory())
        #expect(help.stdout.contains("new"))
        let newHelp = try SitegenProcess.run(["new", "--help"], in: NSTemporaryDirectory())
        #expect(newHelp.status == 0)
        #expect(newHelp.stdout.contains(".github/workflows/catalog.yml"))
    }
}
