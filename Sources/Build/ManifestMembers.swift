import Support

/// The members of the manifest a build writes, in its plan's order: every file's path and hash, and every page's path
/// and digest, made as they are written. A page carried over in a run (see `PlanPages`) has neither, only its place:
/// its lines are the previous manifest's at that place (see `ReusedManifestLines`).
struct ManifestMembers {
    /// Each page's place among the listed pages; -1 for a page carried over in a run. Numbers rather than the members
    /// themselves: two arrays of 144,000 paths and digests cost a 50k edit as much to free as to make.
    private let listedIndex: [Int32]
    private let pages: [PlannedPage]
    private let listedFiles: [(key: String, value: ContentHash.Digest)]
    private static let none = (key: "", value: ContentHash.Digest(high: 0, low: 0))

    /// - Parameter listedFiles: the listed pages' files with their hashes, in order, then the copies'.
    init(_ pages: PlanPages, files listedFiles: [(key: String, value: ContentHash.Digest)]) {
        var listedIndex: [Int32] = []
        listedIndex.reserveCapacity(pages.count)
        for run in pages.runs {
            switch run {
            case .listed(let range): listedIndex += range.lazy.map { Int32($0) }
            case .carried(let range): listedIndex += repeatElement(-1, count: range.count)
            }
        }
        (self.listedIndex, self.pages, self.listedFiles) = (listedIndex, pages.listed, listedFiles)
    }

    /// Every file with its hash: the pages, then the copies.
    var files: some RandomAccessCollection<(key: String, value: ContentHash.Digest)> {
        let (count, copiesStart) = (listedIndex.count, pages.count)
        return (0..<(count + listedFiles.count - copiesStart)).lazy.map { [listedIndex, listedFiles] index in
            guard index < count else { return listedFiles[copiesStart + index - count] }
            let listed = Int(listedIndex[index])
            return listed < 0 ? Self.none : listedFiles[listed]
        }
    }

    /// Every page with its digest.
    var inputs: some RandomAccessCollection<(key: String, value: ContentHash.Digest)> {
        listedIndex.lazy.map { [pages] index in index < 0 ? Self.none : (key: pages[Int(index)].outputPath, value: pages[Int(index)].digest)
        }
    }
}
