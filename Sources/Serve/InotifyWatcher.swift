#if os(Linux)
    import Dispatch
    import Foundation
    import Glibc
    import Synchronization

    /// Watches through Linux's inotify: one watch on every folder below the watched folders (inotify is not
    /// recursive), added as folders appear, and one on the folder holding each watched file or folder, whose
    /// events count only for those names. The descriptor is read on a dispatch queue when it has events.
    final class InotifyWatcher: FileWatcher {
        private struct Watch {
            let folder: String
            /// Every event in the folder counts (it is inside a watched folder).
            var recursive = false
            /// Otherwise only events for these names count (watched files and folders in it).
            var names: Set<String> = []
        }

        private struct State {
            var watches: [Int32: Watch] = [:]
            var source: (any DispatchSourceRead)?
        }

        private static let mask = UInt32(
            IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)

        private let list: WatchList
        private let descriptor: InotifyDescriptor
        private let queue = DispatchQueue(label: "sitegen.serve.inotify")
        private let state = Mutex(State())

        /// Fails when the system has no inotify, or no descriptor to spare: the caller then polls.
        init(_ list: WatchList) throws(WatchError) {
            self.list = list
            descriptor = try InotifyDescriptor()
        }

        func start(_ changed: @escaping @Sendable (String) -> Void) throws(WatchError) {
            for folder in list.folders {
                try watchName(of: folder)
                try watchTree(folder)
            }
            for file in list.files { try watchName(of: file) }
            state.withLock { state in
                let source = DispatchSource.makeReadSource(fileDescriptor: descriptor.fd, queue: queue)
                source.setEventHandler { [self] in
                    for path in readChanges() { changed(path) }
                }
                // The descriptor stays open until the source is done with it.
                source.setCancelHandler { [descriptor] in withExtendedLifetime(descriptor) {} }
                source.resume()
                state.source = source
            }
        }

        func stop() {
            guard let source = state.withLock({ $0.source.take() }) else { return }
            source.cancel()
            // Waits for a handler that is running now; none starts after the cancel.
            queue.sync {}
        }

        /// Watches `folder` and every folder below it; returns the files already below it. A folder made while
        /// sitegen runs may get its files before its watch is added (`mkdir -p a/b && echo x > a/b/c`): those
        /// files are new too, and no event will tell of them.
        @discardableResult
        private func watchTree(_ folder: String) throws(WatchError) -> [String] {
            guard try addWatch(folder, { $0.recursive = true }) else { return [] }
            let url = URL(fileURLWithPath: folder)
            let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
            guard let below = FileManager.default.enumerator(at: url, includingPropertiesForKeys: keys) else { return [] }
            var files: [String] = []
            for case let item as URL in below {
                let values = try? item.resourceValues(forKeys: Set(keys))
                if values?.isDirectory == true && values?.isSymbolicLink != true {
                    _ = try addWatch(item.path, { $0.recursive = true })
                } else {
                    files.append(item.path)
                }
            }
            return files
        }

        /// Watches the folder holding `path` for events that concern `path`'s name.
        private func watchName(of path: String) throws(WatchError) {
            let url = URL(fileURLWithPath: path)
            _ = try addWatch(url.deletingLastPathComponent().path) { $0.names.insert(url.lastPathComponent) }
        }

        /// Adds or extends the watch of `folder`; false when the folder is not there.
        private func addWatch(_ folder: String, _ change: (inout Watch) -> Void) throws(WatchError) -> Bool {
            let watch = inotify_add_watch(descriptor.fd, folder, Self.mask)
            guard watch >= 0 else {
                if errno == ENOSPC {
                    throw WatchError(description: "the system's limit of inotify watches is reached (fs.inotify.max_user_watches)")
                }
                return false
            }
            state.withLock { state in change(&state.watches[watch, default: Watch(folder: folder)]) }
            return true
        }

        /// Reads every pending event; returns the paths that concern the watch list.
        private func readChanges() -> [String] {
            var paths: [String] = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                for event in InotifyEvent.parse(Array(buffer[..<count])) { paths += handle(event) }
            }
            return paths
        }

        private func handle(_ event: InotifyEvent) -> [String] {
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { return list.folders + list.files }
            guard let watch = state.withLock({ $0.watches[event.watch] }) else { return [] }
            if event.mask & UInt32(IN_IGNORED) != 0 {
                state.withLock { _ = $0.watches.removeValue(forKey: event.watch) }
                return []
            }
            let path = event.name.isEmpty ? watch.folder : (watch.folder as NSString).appendingPathComponent(event.name)
            guard watch.recursive || watch.names.contains(event.name) else { return [] }
            let newFolder = event.mask & UInt32(IN_ISDIR) != 0 && event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
            if newFolder && (watch.recursive || list.folders.contains(path)) { return [path] + ((try? watchTree(path)) ?? []) }
            return [path]
        }
    }

    /// An inotify descriptor, closed when the last user lets go of it.
    private final class InotifyDescriptor: Sendable {
        let fd: Int32

        init() throws(WatchError) {
            fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard fd >= 0 else { throw WatchError(description: "inotify is not available: \(String(cString: strerror(errno)))") }
        }

        deinit {
            close(fd)
        }
    }
#endif
