/// How `serve` runs: where it listens, what it serves and watches, and how it waits for a burst of changes to end.
public struct ServeConfiguration: Sendable {
    public var address: ListenAddress
    /// The output folder's full path.
    public var output: String
    public var watch: WatchList
    /// Paths in messages are shown relative to this folder (the site's).
    public var siteRoot: String
    /// Poll the files' times instead of using inotify.
    public var polling = false
    /// How often the polling watcher lists the files.
    public var pollInterval: Duration = .milliseconds(250)
    /// A rebuild starts once no change came for this long (editors save in several steps)...
    public var quiet: Duration = .milliseconds(30)
    /// ...or once the first change of a burst is this old.
    public var longest: Duration = .milliseconds(400)

    public init(address: ListenAddress, output: String, watch: WatchList, siteRoot: String) {
        self.address = address
        self.output = output
        self.watch = watch
        self.siteRoot = siteRoot
    }
}
