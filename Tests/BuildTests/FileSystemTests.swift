import Foundation
import Support
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
    /// Bytes passed through from a store, a few (copied into the buffer) or many (written from where they are), land
    /// in the file in the order they were given, between the bytes appended around them, across the buffer's flushes.
    @Test func passedBytesLandInOrderAmongTheAppendedOnes() throws {
        let scratch = try ScratchFolder()
        let stored = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let store = ByteStore(stored)
        let pieces: [Range<Int>] = [0..<10, 100..<(100 + 5000), 7..<8, 4096..<(4096 + (2 << 20)), 0..<4095, 9..<(9 + 4096)]
        var expected: [UInt8] = []
        let path = scratch.path + "/passed"
        let code = FileSystem.write(to: path) { out, flush, pass in
            for (number, piece) in pieces.enumerated() {
                let appended = Array(repeating: UInt8(number), count: number * 700_000 % 1_300_000)
                out += appended
                expected += appended
                flush(&out)
                pass(&out, store, piece)
                expected += stored[piece]
            }
            out += [1, 2, 3]
            expected += [1, 2, 3]
        }
        #expect(code == 0)
        #expect(FileSystem.read(path) == expected)
    }

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
