/// The folders directly inside the content folder (`movies`, `books`, `comics`, `pages`, any other), each
/// as the build's scan listed it. A folder missing here was not there to list: it loads as empty.
public struct ContentListing: Sendable, Equatable {
    /// By folder name.
    public let folders: [String: FolderListing]

    public init(folders: [String: FolderListing]) {
        self.folders = folders
    }
}
