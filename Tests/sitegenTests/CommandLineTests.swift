import Foundation
import Testing

/// Runs the real `sitegen` binary, as a user or CI would.
@Suite struct CommandLineTests {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static var binary: URL {
        // Test bundles are built next to the products of the package.
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("sitegen")
    }

    func run(_ arguments: [String], in folder: String) throws -> Run {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    func makeSite(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-cli-\(UUID().uuidString)").path
        for (path, text) in files {
            let full = (root as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: false, encoding: .utf8)
        }
        return root
    }

    @Test func helpExplainsEveryOption() throws {
        let help = try run(["build", "--help"], in: NSTemporaryDirectory())
        #expect(help.status == 0)
        for option in ["--content", "--templates", "--output", "--base-url", "--quiet"] {
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
