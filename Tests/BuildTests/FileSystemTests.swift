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
}
