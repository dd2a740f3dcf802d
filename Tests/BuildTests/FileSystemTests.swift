import Foundation
import Testing

@testable import Build

/// Removing a folder removes everything in it and nothing that a link in it points to.
@Suite struct FileSystemTests {
    @Test(arguments: [false, true]) func removingATreeRemovesItAllAndFollowsNoLink(inParallel: Bool) throws {
        let scratch = try ScratchFolder()
        let tree = scratch.path + "/old-site"
        let fm = FileManager.default
        for index in 0..<300 {
            let folder = tree + "/people/\(index)-someone"
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("page \(index)".utf8).write(to: URL(fileURLWithPath: folder + "/index.html"))
        }
        try Data("home".utf8).write(to: URL(fileURLWithPath: tree + "/index.html"))
        try fm.createDirectory(atPath: tree + "/empty/deeper", withIntermediateDirectories: true)
        let outside = scratch.path + "/keep"
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: URL(fileURLWithPath: outside + "/file"))
        try fm.createSymbolicLink(atPath: tree + "/people/link", withDestinationPath: outside)
        try fm.createSymbolicLink(atPath: tree + "/link", withDestinationPath: outside)

        if inParallel { FileSystem.removeTreeInParallel(tree) } else { FileSystem.removeTree(tree) }

        #expect(!fm.fileExists(atPath: tree))
        #expect(fm.contents(atPath: outside + "/file") == Data("kept".utf8))
    }

    /// Every folder a path needs is made, however the paths of its top-level folder are spread among the others, and
    /// no folder is made that no path needs.
    @Test func foldersAreMadeForEveryPathAndNoOther() throws {
        let scratch = try ScratchFolder()
        let paths = [
            "index.html", "people/ann/index.html", "movies/1-m/index.html", "people/bo/page/2/index.html", "robots.txt",
            "people/bo/index.html", "search/index/shard-1.json", "movies/page/3/index.html", "a/b/c/d/e.txt",
        ]
        try FileSystem.makeFolders(for: paths, under: scratch.path)
        let made = try FileManager.default.subpathsOfDirectory(atPath: scratch.path).sorted()
        #expect(
            made == [
                "a", "a/b", "a/b/c", "a/b/c/d", "movies", "movies/1-m", "movies/page", "movies/page/3", "people", "people/ann",
                "people/bo", "people/bo/page", "people/bo/page/2", "search", "search/index",
            ])
    }

    /// A file where a folder must go is named, with the reason, and no build goes on into it.
    @Test func aFileWhereAFolderMustGoIsReported() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/people", withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: scratch.path + "/people/bo"))
        #expect {
            try FileSystem.makeFolders(for: ["people/ann/index.html", "people/bo/page/2/index.html"], under: scratch.path)
        } throws: { error in
            "\(error)".contains("people/bo") && "\(error)".contains("cannot create folder")
        }
    }
}
