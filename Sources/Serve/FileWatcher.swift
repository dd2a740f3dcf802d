/// Reports changes below a `WatchList`, each as the full path that changed, on a thread of its own.
protocol FileWatcher: Sendable {
    /// Starts reporting; `changed` is called for every change, as often as the system reports it.
    func start(_ changed: @escaping @Sendable (String) -> Void) throws(WatchError)
    /// Stops reporting; no call of `changed` starts after this returns.
    func stop()
}

/// Why watching could not start.
struct WatchError: Error, CustomStringConvertible {
    let description: String
}
