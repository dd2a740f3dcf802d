import Synchronization

/// What the server shares with the rebuild loop: the output folder, the open event streams, and the base
/// path the site lives under, which a rebuild after an edit of `base_url` changes.
final class LiveSite: Sendable {
    let output: OutputFolder
    let events = EventBroadcaster()
    private let currentBasePath: Mutex<String>

    init(output: OutputFolder, basePath: String) {
        self.output = output
        currentBasePath = Mutex(RequestPath.normalized(basePath))
    }

    /// `/` or `/catalog/`: always with a slash at each end.
    var basePath: String {
        get { currentBasePath.withLock { $0 } }
        set { currentBasePath.withLock { $0 = RequestPath.normalized(newValue) } }
    }
}
