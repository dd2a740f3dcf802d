import Foundation
import Model
import Support

/// One hash over everything a build reads: sitegen's version, the options that change output,
/// `sitegen.toml`, the site's strings files (`strings/`), every template and asset in the search paths, and
/// every file under content/.
/// (The default theme compiled into sitegen is part of the executable, so its build ID covers it.)
/// Equal fingerprints mean equal output, so a rebuild with nothing changed can stop here.
enum InputFingerprint {
    /// What the file system tells of a file without reading it. Any difference means it may have changed:
    /// the change time and inode also catch a rewrite that kept size and modification time (`cp -p`,
    /// `rsync -t`), a replaced file and a change of permissions.
    struct FileState: Sendable, Equatable {
        let size: Int64
        let modified: Int64
        let changed: Int64
        let inode: UInt64

        init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
            self.size = size
            self.modified = modified
            self.changed = changed
            self.inode = inode
        }

        init(_ status: POSIXFile.Status) {
            self.init(size: status.size, modified: status.modified, changed: status.changed, inode: status.inode)
        }

        init(_ info: stat) {
            self.init(
                size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec), inode: UInt64(info.st_ino))
        }

        /// Whether this state can stand for the file's bytes at the next build. Not when the file changed
        /// in the clock tick the build started in (`tick`, from the coarse clock the kernel stamps writes with):
        /// a second write of the same size within that tick would leave size, times and inode as they are.
        /// Times without a fraction of a second come from a file system that keeps whole seconds (or two):
        /// there the last two seconds are that tick.
        func isSettled(before tick: Int64) -> Bool {
            let latest = max(modified, changed)
            return latest < tick - (latest % 1_000_000_000 == 0 ? 2_000_000_000 : 0)
        }

        /// Whether the times have a fraction of a second, as a file system that keeps finer times than seconds gives them
        /// (see `isSettled`).
        var hasFractionalTimes: Bool { max(modified, changed) % 1_000_000_000 != 0 }

        /// This state marked so that no file matches it (no size is negative): the next build reads the file again.
        var unsettled: FileState {
            FileState(size: -1, modified: modified, changed: changed, inode: inode)
        }

        /// How far apart the ticks of the coarse clock are, in nanoseconds; nil when the system does not say.
        static func clockResolution() -> Int64? {
            var resolution = timespec()
            guard clock_getres(CLOCK_REALTIME_COARSE, &resolution) == 0 else { return nil }
            return Int64(resolution.tv_sec) * 1_000_000_000 + Int64(resolution.tv_nsec)
        }

        /// Now, as the coarse clock that stamps file changes tells it, in nanoseconds.
        static func clockTick() -> Int64 {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME_COARSE, &now)
            return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        }
    }

    /// The content folders whose files are items.
    static let itemFolders: Set<String> = ["movies", "books", "comics"]

    /// Whether a file of an item folder is an item's JSON or notes file, by its name: by its bytes, where they tell.
    /// `hasSuffix`, which compares characters, took 18 M instructions for the 65,000 files of a 50k site (Callgrind).
    static func isItemFile(_ name: String) -> Bool {
        var name = name
        let byBytes = name.withUTF8 { bytes -> Bool? in
            switch (endsWith(bytes, ".json"), endsWith(bytes, ".md")) {
            case (true, _), (_, true): true
            case (false, false): false
            default: nil
            }
        }
        return byBytes ?? (name.hasSuffix(".json") || name.hasSuffix(".md"))
    }

    /// Whether `bytes` end with `suffix` as characters: false when the bytes differ (no character is made of others
    /// that end like these), true when they are alike after an ASCII byte or nothing; nil after a byte that is not
    /// ASCII, which may be a character that takes the dot into itself (a prepended mark), for `String` to tell.
    private static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool? {
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count, let base = bytes.baseAddress, memcmp(base + bytes.count - count, suffix.utf8Start, count) == 0
        else { return false }
        return bytes.count == count || bytes[bytes.count - count - 1] < 0x80 ? true : nil
    }

    /// What is known of one input file: its state, and the hash of its bytes.
    struct Stamp: Sendable, Equatable {
        let state: FileState
        let hash: String
    }

    /// What is known of one listed file.
    enum FileStamp: Sendable {
        /// Unchanged since the last build: its stamp is that build's, on the line of this number.
        case recorded(Int)
        /// Read and hashed by this build.
        case read(Stamp)
        /// Gone, or not readable.
        case unreadable
    }

    /// - Parameters:
    ///   - tick: the coarse clock before any file is looked at; a file changed in that tick or later gets a
    ///     stamp that the next build does not trust.
    ///   - previous: reads the stamps the last build recorded, while the folders are listed; a file whose
    ///     state is unchanged keeps its hash without being read again. On a fresh checkout (a CI runner) every
    ///     time differs, so every file is read and hashed: the fingerprint depends on bytes, never on times.
    static func compute(
        options: BuildOptions, content: String, searchPaths: [String], tick: Int64 = FileState.clockTick(),
        previous readPrevious: @Sendable () -> RecordedStamps
    ) -> Result {
        let (listing, previous) = inParallel({ listAll(options: options, content: content, searchPaths: searchPaths) }, readPrevious)
        // The listing's order depends on the names alone (not on the order the disk gives them in),
        // which is all the fingerprint needs; a global sort by name would only cost time.
        let files = listing.files
        let stamps = fileStamps(files, previous: previous, tick: tick)
        var total = ContentHash()
        total.update("sitegen \(SitegenVersion.buildID)")
        total.update("base-url \(options.baseURL ?? "")")
        total.update("relative-links \(options.relativeLinks)")
        total.update("skip-invalid \(options.skipInvalid)")
        // Each file's name and hash gathered as `ContentHash.update(_: String)` adds a string, then added at once: added
        // one by one, the 130,000 strings of a 50k site took 40 M instructions of every rebuild (Callgrind).
        var input: [UInt8] = []
        input.reserveCapacity(files.count * 64)
        var (recorded, reused) = (0, 0)
        for index in files.indices {
            ContentHash.append(text: files[index].name, to: &input)
            switch stamps[index] {
            case .recorded(let line):
                previous.appendHash(at: line, to: &input)
                (recorded, reused) = (recorded + 1, reused + 1)
            case .read(let stamp):
                ContentHash.append(text: stamp.hash, to: &input)
                recorded += 1
            case .unreadable:
                ContentHash.append(text: "-", to: &input)
            }
        }
        total.update(input)
        return Result(
            fingerprint: total.hex, stampsChanged: reused != previous.count || reused != recorded,
            listing: listing, fileStamps: stamps, previous: previous)
    }

    /// What is known of each listed file. Each recorded line is matched with its file in one pass (see
    /// `RecordedStamps.lines(matching:)`); a file whose state is its line's keeps the line, and only the others
    /// are looked at, on all cores. Every file looked at on all cores, with each one's line looked up by its name
    /// whenever a listed file had none (a site without `sitegen.toml` always has one), took 0.035–0.045 s of a
    /// 50k rebuild that found nothing changed; the pass and the few others take 0.009–0.012 s.
    private static func fileStamps(_ files: [Listed], previous: RecordedStamps, tick: Int64) -> [FileStamp] {
        let lines =
            previous.lines(matching: files.lazy.map(\.name))
            ?? { index in files.map { index[$0.name] } }(previous.index())
        var stamps: [FileStamp] = []
        stamps.reserveCapacity(files.count)
        var others: [Int] = []
        for (position, line) in lines.enumerated() {
            if let line, let state = files[position].state, previous.state(at: line) == state {
                stamps.append(.recorded(line))
            } else {
                stamps.append(.unreadable)
                others.append(position)
            }
        }
        let looked = others.concurrentMap { position in stamp(of: files[position], recorded: lines[position], previous, tick: tick) }
        for (position, stamp) in zip(others, looked) { stamps[position] = stamp }
        return stamps
    }

    /// The stamp of a file whose state the listing found different from its recorded line's, or could not take.
    private static func stamp(of file: Listed, recorded line: Int?, _ previous: RecordedStamps, tick: Int64) -> FileStamp {
        var state = file.state
        if state == nil {
            var info = stat()
            guard stat(file.path, &info) == 0 else { return .unreadable }
            state = FileState(info)
        }
        guard let state else { return .unreadable }
        if let line, previous.state(at: line) == state { return .recorded(line) }
        guard let data = FileManager.default.contents(atPath: file.path) else { return .unreadable }
        var hash = ContentHash()
        data.withUnsafeBytes { hash.update($0) }
        return .read(Stamp(state: state.isSettled(before: tick) ? state : state.unsettled, hash: hash.hex))
    }

    /// What `compute` found.
    struct Result: Sendable {
        /// One hash over every input.
        let fingerprint: String
        /// Whether `stamps` differ from the ones the last build recorded, so must be written again.
        let stampsChanged: Bool
        /// What was listed, and what is known of each file of it: `content` is made from them.
        let listing: Listing
        let fileStamps: [FileStamp]
        /// The stamps the last build recorded: the unchanged files' hashes are read from them when asked for.
        let previous: RecordedStamps
        /// Once the recorded stamps are made (`withRecordedStampsMade`): the recorded line of each file whose stamp
        /// is that line's, -1 for the others.
        var recordedLines: [Int] = []

        /// The line of `previous` that is the stamp of the file at `index`; nil when the file has another, or none.
        func recordedLine(at index: Int) -> Int? {
            if case .recorded(let line) = fileStamps[index] { return line }
            return index < recordedLines.count && recordedLines[index] >= 0 ? recordedLines[index] : nil
        }

        /// The stamp of the file at `index` in the listing; nil when it could not be read.
        func stamp(at index: Int) -> Stamp? {
            switch fileStamps[index] {
            case .recorded(let line): previous.stamp(at: line)
            case .read(let stamp): stamp
            case .unreadable: nil
            }
        }

        /// The same result with each recorded stamp made a stamp, once: for a build that goes on, which asks for
        /// every stamp up to three times (`hashes()`, `content`, `stamps()`).
        func withRecordedStampsMade() -> Result {
            Result(
                fingerprint: fingerprint, stampsChanged: stampsChanged, listing: listing,
                fileStamps: fileStamps.indices.map { index in stamp(at: index).map(FileStamp.read) ?? .unreadable },
                previous: previous, recordedLines: fileStamps.indices.map { recordedLine(at: $0) ?? -1 })
        }

        /// Per readable input, in the listing's order, by its name relative to its folder, for the next build.
        /// Made when asked for, like `hashes()`: a build that finds nothing changed needs neither (at 50,000
        /// items they were a fifth of its time).
        func stamps() -> some Sequence<(name: String, stamp: Stamp)> {
            listing.files.indices.lazy.compactMap { index in stamp(at: index).map { (listing.files[index].name, $0) } }
        }

        /// The hash of every readable input, keyed by its full path.
        /// - Parameter itemFolders: content folders whose JSON and notes files are left out: their hashes reach the
        ///   build through the items loaded from them (see `ItemFilesDigest`), and the other files number a few dozen.
        func hashes(leavingOutItemFilesOf itemFolders: Set<String> = []) -> [String: String] {
            var hashes: [String: String] = [:]
            var itemFiles = [Bool](repeating: false, count: listing.files.count)
            for folder in listing.contentFolders where itemFolders.contains(folder.name) {
                for index in folder.files where InputFingerprint.isItemFile(listing.files[index].name) { itemFiles[index] = true }
            }
            hashes.reserveCapacity(itemFiles.lazy.filter { !$0 }.count)
            for (index, file) in listing.files.enumerated() where !itemFiles[index] { hashes[file.path] = stamp(at: index)?.hash }
            return hashes
        }

        /// The content folder's own folders as listed here, for loading them without listing them again.
        /// Made when asked for, since a build that finds nothing changed never loads them.
        var content: ContentListing {
            contentListing(listing) { stamp(at: $0)?.hash }
        }
    }
}
