import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Serve

/// Both watchers, on real files: they report edits in watched folders (new subfolders too) and of the
/// watched file, and nothing else beside them.
@Suite(.serialized) struct FileWatcherTests {
    /// What a watcher reported so far.
    final class Reports: Sendable {
        private let paths = Mutex<[String]>([])
        func add(_ path: String) { paths.withLock { $0.append(path) } }
        var all: [String] { paths.withLock { $0 } }

        /// Waits up to ten seconds (on a busy machine) for a report that `matches`.
        func wait(for matches: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if all.contains(where: matches) { return true }
                usleep(5_000)
            }
            return all.contains(where: matches)
        }
    }

    static var watchers: [String] {
        #if os(Linux)
            ["inotify", "polling"]
        #else
            ["polling"]
        #endif
    }

    private func makeWatcher(_ kind: String, _ list: WatchList) throws -> any FileWatcher {
        #if os(Linux)
            if kind == "inotify" { return try InotifyWatcher(list) }
        #endif
        return PollingWatcher(list, interval: .milliseconds(20))
    }

    /// A watcher of `kind` over `list`, started, and what it reports.
    private func startedWatcher(_ kind: String, _ list: WatchList) throws -> (watcher: any FileWatcher, reports: Reports) {
        let watcher = try makeWatcher(kind, list)
        let reports = Reports()
        try watcher.start { reports.add($0) }
        return (watcher, reports)
    }

    @Test(arguments: watchers)
    func reportsWhatConcernsTheSite(kind: String) throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/1.json", "{}")
        try site.write("sitegen.toml", "title = \"A\"\n")
        let list = WatchList(folders: [site.content, site.root + "/Templates"], files: [site.root + "/sitegen.toml"])
        let (watcher, reports) = try startedWatcher(kind, list)
        defer { watcher.stop() }

        try site.write("content/movies/1.json", "{\"id\": 1}")
        #expect(reports.wait { $0 == site.content + "/movies/1.json" }, "an edited item: \(reports.all)")
        try site.write("sitegen.toml", "title = \"B\"\n")
        #expect(reports.wait { $0 == site.root + "/sitegen.toml" }, "the configuration: \(reports.all)")
        try site.write("content/books/new/deep.md", "x")
        #expect(reports.wait { $0.hasPrefix(site.content + "/books") }, "a new folder: \(reports.all)")
        try site.write("Templates/home.html", "<!DOCTYPE html>")
        #expect(reports.wait { $0.hasPrefix(site.root + "/Templates") }, "a templates folder made after the start: \(reports.all)")
        try site.write("Templates/partials/card.html", "x")
        #expect(reports.wait { $0 == site.root + "/Templates/partials/card.html" }, "a file in the new folder: \(reports.all)")

        try site.write(".public.sitegen.lock", "")
        try site.write("public/index.html", "built")
        try site.write("notes.txt", "x")
        usleep(200_000)
        let outside = reports.all.filter { path in
            !list.files.contains(path) && !list.folders.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        #expect(outside.isEmpty, "reported beside the watched paths: \(outside)")
    }

    /// A folder that arrives with files in it (moved in whole, or filled before its watch was added) reports
    /// those files: no event of their own will come.
    @Test(arguments: watchers)
    func aFolderMovedInReportsTheFilesInside(kind: String) throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/movies/1.json", "{}")
        try site.write("elsewhere/extra/deeper/2.json", "{}")
        let (watcher, reports) = try startedWatcher(kind, WatchList(folders: [site.content], files: []))
        defer { watcher.stop() }
        #expect(rename(site.root + "/elsewhere/extra", site.content + "/extra") == 0)
        #expect(reports.wait { $0 == site.content + "/extra/deeper/2.json" }, "\(reports.all)")
    }

    @Test(arguments: watchers)
    func nothingIsReportedAfterStop(kind: String) throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/a.json", "{}")
        let (watcher, reports) = try startedWatcher(kind, WatchList(folders: [site.content], files: []))
        watcher.stop()
        try site.write("content/a.json", "{\"changed\": true}")
        usleep(200_000)
        #expect(reports.all.isEmpty)
    }
}
