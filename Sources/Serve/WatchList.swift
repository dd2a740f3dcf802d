/// What `serve` watches: folders, with everything below them, and single files. Either may be missing
/// when watching starts, and is watched from when it appears.
public struct WatchList: Sendable, Equatable {
    /// Full paths of folders watched with their subfolders (`content/`, the templates folder).
    public var folders: [String]
    /// Full paths of single files (`sitegen.toml`).
    public var files: [String]

    public init(folders: [String], files: [String]) {
        self.folders = folders
        self.files = files
    }
}
