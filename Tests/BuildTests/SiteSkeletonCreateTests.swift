import Build
import Foundation
import Support
import Testing

/// `sitegen new`: the skeleton written into a new or an empty folder, all or nothing.
@Suite struct SiteSkeletonCreateTests {
    @Test func writesEveryFileOfTheSkeletonIntoANewFolder() throws {
        let scratch = try ScratchFolder()
        let written = try SiteSkeleton.create(at: scratch.path + "/shelf")
        #expect(written == SiteSkeleton.files.keys.sorted())
        let tree = ScratchFolder.tree(scratch.path + "/shelf")
        #expect(tree.keys.sorted() == SiteSkeleton.files.keys.sorted())
        let differing = tree.keys.filter { tree[$0] != SiteSkeleton.files[$0] }
        #expect(differing.isEmpty, "\(differing.sorted())")
        #expect(scratch.entries() == ["shelf"], "the staging folder was left beside the site")
    }

    @Test func writesIntoAnEmptyFolderWhichKeepsItsIdentity() throws {
        let scratch = try ScratchFolder()
        let site = scratch.path + "/shelf"
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: false)
        let inode = try FileManager.default.attributesOfItem(atPath: site)[.systemFileNumber] as? Int
        _ = try SiteSkeleton.create(at: site)
        #expect(ScratchFolder.tree(site).keys.sorted() == SiteSkeleton.files.keys.sorted())
        #expect(try FileManager.default.attributesOfItem(atPath: site)[.systemFileNumber] as? Int == inode)
        #expect(scratch.entries(site) == [".github", ".gitignore", "README.md", "content", "sitegen.toml"])
    }

    @Test func makesTheMissingFoldersAboveIt() throws {
        let scratch = try ScratchFolder()
        _ = try SiteSkeleton.create(at: scratch.path + "/sites/2024/shelf")
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/sites/2024/shelf/sitegen.toml"))
    }

    @Test func refusesANonEmptyFolderAndTouchesNothing() throws {
        let scratch = try ScratchFolder()
        let site = scratch.path + "/shelf"
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: false)
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: site + "/notes.txt"))
        let refusal = "\(site) is not empty (it holds notes.txt); a new site goes into a new or an empty folder"
        #expect(SiteSkeleton.refusal(for: site) == refusal)
        let failure = #expect(throws: BuildFailure.self) { try SiteSkeleton.create(at: site) }
        #expect(failure?.diagnostics.map(\.description) == ["\(site):1:1: error: \(refusal)"])
        #expect(scratch.entries(site) == ["notes.txt"])
        #expect(scratch.entries() == ["shelf"])
    }

    @Test func refusesAFileAndADanglingLink() throws {
        let scratch = try ScratchFolder()
        try Data().write(to: URL(fileURLWithPath: scratch.path + "/file"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link", withDestinationPath: scratch.path + "/nowhere")
        for name in ["file", "link"] {
            let path = scratch.path + "/" + name
            #expect(
                SiteSkeleton.refusal(for: path)
                    == "\(path) already exists and is not a folder; a new site goes into a new or an empty folder")
            #expect(throws: BuildFailure.self) { try SiteSkeleton.create(at: path) }
        }
        #expect(scratch.entries() == ["file", "link"])
    }

    @Test func acceptsALinkToAnEmptyFolder() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/real", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/shelf", withDestinationPath: scratch.path + "/real")
        _ = try SiteSkeleton.create(at: scratch.path + "/shelf")
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/real/sitegen.toml"))
    }

    /// `a` as a file and `a/b` below it cannot both be written: the failure comes after other files are written.
    static let unwritable: [String: [UInt8]] = ["README.md": Array("hi\n".utf8), "a": [1], "a/b": [2], "z/last": [3]]

    @Test func leavesNothingBehindWhenANewFolderFails() throws {
        let scratch = try ScratchFolder()
        #expect(throws: BuildFailure.self) { try SiteSkeleton.create(at: scratch.path + "/sites/shelf", files: Self.unwritable) }
        #expect(scratch.entries() == [], "the folders made on the way, or the staging folder, were left")
    }

    @Test func leavesAnEmptyFolderEmptyWhenItFails() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/shelf", withIntermediateDirectories: false)
        #expect(throws: BuildFailure.self) { try SiteSkeleton.create(at: scratch.path + "/shelf", files: Self.unwritable) }
        #expect(scratch.entries() == ["shelf"])
        #expect(scratch.entries(scratch.path + "/shelf") == [])
    }

    @Test func refusesAPathThatWouldLeaveTheSite() throws {
        let scratch = try ScratchFolder()
        let failure = #expect(throws: BuildFailure.self) {
            try SiteSkeleton.create(at: scratch.path + "/shelf", files: ["../escape": [1]])
        }
        #expect(failure?.diagnostics.map(\.message) == ["not a path inside the new site"])
        #expect(scratch.entries() == [])
    }
}
