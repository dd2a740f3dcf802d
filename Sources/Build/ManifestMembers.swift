import Support

/// The members of the manifest a build writes, in its plan's order: every file's path and hash, and every page's path
/// and digest. A page carried over in a run (see `PlanPages`) has neither, only its place: its lines are the previous
/// manifest's at that place (see `ReusedManifestLines`).
struct ManifestMembers {
    let files: [(key: String, value: ContentHash.Digest)]
    let inputs: [(key: String, value: ContentHash.Digest)]
    /// Whether each page is carried over in a run.
    let carried: [Bool]

    /// - Parameter listedFiles: the listed pages' files with their hashes, in order, then the copies'.
    init(_ pages: PlanPages, files listedFiles: [(key: String, value: ContentHash.Digest)]) {
        let none = (key: "", value: ContentHash.Digest(high: 0, low: 0))
        var (files, inputs, carried) = (
            [(key: String, value: ContentHash.Digest)](), [(key: String, value: ContentHash.Digest)](), [Bool]()
        )
        files.reserveCapacity(pages.count + listedFiles.count - pages.listed.count)
        inputs.reserveCapacity(pages.count)
        carried.reserveCapacity(pages.count)
        for run in pages.runs {
            switch run {
            case .listed(let range):
                files += listedFiles[range]
                inputs += pages.listed[range].lazy.map { (key: $0.outputPath, value: $0.digest) }
                carried += repeatElement(false, count: range.count)
            case .carried(let range):
                files += repeatElement(none, count: range.count)
                inputs += repeatElement(none, count: range.count)
                carried += repeatElement(true, count: range.count)
            }
        }
        files += listedFiles[pages.listed.count...]
        (self.files, self.inputs, self.carried) = (files, inputs, carried)
    }
}
