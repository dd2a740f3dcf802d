import Foundation
import Testing

/// The command line as a user meets it: help, exit codes, the summary line.
@Suite struct CommandLineTests {
    func run(_ arguments: [String], in folder: String) throws -> SitegenProcess.Run {
        try SitegenProcess.run(arguments, in: folder)
    }

    func makeSite(_ files: [String: String]) throws -> String {
        try SitegenProcess.makeSite(files)
    }

    @Test func helpExplainsEveryOption() throws {
        let help = try run(["build", "--help"], in: NSTemporaryDirectory())
        #expect(help.status == 0)
        for option in ["--content", "--templates", "--output", "--base-url", "--skip-invalid", "--force", "--quiet"] {
            #expect(help.stdout.contains(option), "build --help does not mention \(option)")
        }
        let top = try run(["--help"], in: NSTemporaryDirectory())
        #expect(top.status == 0)
        #expect(top.stdout.contains("build"))
    }

    @Test func usageErrorsExitWithTwo() throws {
        #expect(try run(["build", "--no-such-option"], in: NSTemporaryDirectory()).status == 2)
        #expect(try run(["build", "--base-url", "ftp://x"], in: NSTemporaryDirectory()).status == 2)
    }

    @Test func buildsASiteAndEndsWithASummaryLine() throws {
        let site = try makeSite([
            "sitegen.toml": "title = \"CLI\"\n",
            "content/movies/19.json": #"{"id": 19, "title": "Metropolis", "release_date": "1927-01-10"}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let result = try run(["build"], in: site)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.last?.hasPrefix("Built ") == true)
        #expect(FileManager.default.fileExists(atPath: site + "/public/movies/19-metropolis/index.html"))
    }

    @Test func contentErrorsExitWithOneAndNameTheFile() throws {
        let site = try makeSite([
            "content/movies/19.json": "{\"id\": 19,\n \"title\": [\"Metropolis\"]}",
            "content/movies/20.json": "{\"id\": 20, \"title\": \"ok\"",
        ])
        defer { try? FileManager.default.removeItem(atPath: site) }
        let result = try run(["build"], in: site)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/movies/19.json:2:11: error: title: expected a string, found an array"))
        #expect(result.stderr.contains("content/movies/20.json:1:25: error: unexpected end of file: expected ',' or '}'"))
        #expect(!FileManager.default.fileExists(atPath: site + "/public"))
    }
}
