import Foundation
import Support
import TestSupport
import Testing

@testable import Model

/// `FolderFiles` resolves a folder once; every answer must be the one `ContentFile` gives per file.
@Suite struct FolderFilesTests {
    @Test func readsAndRefusesExactlyAsContentFileDoes() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let outside = try TemporarySite()
        defer { outside.remove() }
        try site.write("content/movies/1.json", "{}")
        try site.write("content/movies/2.md", "caf\u{E9}")
        try site.write("content/movies/sub/x.json", "{}")
        try outside.write("secret.json", "{\"secret\": true}")
        try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: site.root + "/content/movies/3.md"))
        let folder = site.content + "/movies"
        try FileManager.default.createSymbolicLink(atPath: folder + "/4.json", withDestinationPath: folder + "/1.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/5.json", withDestinationPath: outside.root + "/secret.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/6.json", withDestinationPath: folder + "/missing.json")
        let roots = [site.root, site.content]
        let files = FolderFiles(folder: folder, roots: roots)
        for name in ["1.json", "2.md", "3.md", "4.json", "5.json", "6.json", "7.json", "sub", "sub/x.json", ".", ".."] {
            let path = (folder as NSString).appendingPathComponent(name)
            #expect(files.read(name, displayPath: name) == ContentFile.read(path, displayPath: name, within: roots), "\(name)")
            #expect(files.readText(name, displayPath: name) == ContentFile.readText(path, displayPath: name, within: roots), "\(name)")
            #expect(
                files.confinementProblem(name, displayPath: name) == ContentFile.confinementProblem(path, within: roots, displayPath: name),
                "\(name)")
        }
        #expect(throws: Diagnostic.error("5.json", "symlink leads outside the site folder")) {
            try files.read("5.json", displayPath: "5.json").get()
        }
    }

    @Test func readsWholeFilesOfAnySize() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let big = String(repeating: "0123456789", count: 50_000)
        try site.write("content/books/big.json", big)
        try site.write("content/books/empty.json", "")
        let files = FolderFiles(folder: site.content + "/books", roots: [site.root])
        #expect(try files.read("big.json", displayPath: "big.json").get() == Array(big.utf8))
        #expect(try files.read("empty.json", displayPath: "empty.json").get() == [])
    }

    /// The string-only display path for plain absolute paths against the URL-standardising one.
    @Test func displayPathAgreesWithStandardizing() {
        let alphabet = ["/", "/", "a", "b", ".", "..", "-", " ", "%2F", "é", "//", "/.", "c d"]
        var state: UInt64 = 99
        func random() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        func path() -> String {
            (0..<(random() % 8)).reduce(random() % 5 == 0 ? "" : "/") { text, _ in text + alphabet[random() % alphabet.count] }
        }
        for _ in 0..<3000 {
            let root = random() % 3 == 0 ? "/tmp/site" : path()
            let file = random() % 2 == 0 ? root + "/" + path() : path()
            #expect(
                ContentFile.displayPath(file, relativeTo: root) == ContentFile.standardizedDisplayPath(file, relativeTo: root),
                "\(file.debugDescription) relative to \(root.debugDescription)")
        }
        #expect(ContentFile.displayPath("/tmp/site/content/movies/1.json", relativeTo: "/tmp/site") == "content/movies/1.json")
        #expect(ContentFile.displayPath("/tmp/sitex/1.json", relativeTo: "/tmp/site") == "/tmp/sitex/1.json")
    }
}
