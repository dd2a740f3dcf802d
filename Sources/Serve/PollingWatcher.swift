import Dispatch
import Foundation
import Synchronization

/// Watches by listing the watched folders and files every `interval` and comparing each file's size and
/// modification time with the previous listing: slower than inotify and blind to an edit that keeps both,
/// but it works on every system and file system (network mounts, containers' bind mounts).
final class PollingWatcher: FileWatcher {
    /// A file's state as a listing sees it.
    struct Stamp: Equatable {
        let size: Int
        let modified: Date
    }

    private let list: WatchList
    private let interval: Duration
    private let queue = DispatchQueue(label: "sitegen.serve.poll")
    private let timer = Mutex<(any DispatchSourceTimer)?>(nil)
    /// What the last listing found.
    private let previous = Mutex<[String: Stamp]>([:])

    init(_ list: WatchList, interval: Duration) {
        self.list = list
        self.interval = interval
    }

    func start(_ changed: @escaping @Sendable (String) -> Void) throws(WatchError) {
        previous.withLock { $0 = Self.listing(list) }
        let milliseconds = Int(interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000)
        self.timer.withLock { slot in
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(milliseconds))
            timer.setEventHandler { [self] in
                for path in poll() { changed(path) }
            }
            timer.resume()
            slot = timer
        }
    }

    /// Lists the files again; returns what changed since the last listing.
    private func poll() -> [String] {
        let current = Self.listing(list)
        let before = previous.withLock { old in
            defer { old = current }
            return old
        }
        return Self.differences(before, current)
    }

    func stop() {
        guard let timer = timer.withLock({ $0.take() }) else { return }
        timer.cancel()
        queue.sync {}
    }

    /// The paths whose stamp differs between two listings, or that only one has, sorted.
    static func differences(_ old: [String: Stamp], _ new: [String: Stamp]) -> [String] {
        var paths = Set<String>()
        for (path, stamp) in new where old[path] != stamp { paths.insert(path) }
        for path in old.keys where new[path] == nil { paths.insert(path) }
        return paths.sorted()
    }

    /// Every file of the watch list, with its stamp.
    static func listing(_ list: WatchList) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        for file in list.files {
            if let stamp = stamp(URL(fileURLWithPath: file), keys) { stamps[file] = stamp }
        }
        for folder in list.folders {
            let root = URL(fileURLWithPath: folder)
            guard let items = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else { continue }
            for case let item as URL in items {
                if let stamp = stamp(item, keys) { stamps[item.path] = stamp }
            }
        }
        return stamps
    }

    private static func stamp(_ url: URL, _ keys: [URLResourceKey]) -> Stamp? {
        guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { return nil }
        return Stamp(size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast)
    }
}
