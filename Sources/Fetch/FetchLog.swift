public import Foundation
public import Model
public import Support

/// When each item was last fetched, kept in `content/.fetched.tsv` beside the items it describes (commit it
/// with them): a file's modification time cannot tell, because a fresh clone gives every file the time of the
/// checkout, and an unchanged response is never rewritten.
public struct FetchLog: Sendable, Equatable {
    static let fileName = ".fetched.tsv"
    /// `movies/550` → when.
    private(set) var entries: [String: Date]

    public init(entries: [String: Date] = [:]) {
        self.entries = entries
    }

    /// The log in `content`; empty when there is none yet. Lines it cannot read are skipped: the worst a
    /// damaged log does is fetch an item again.
    public init(reading content: ContentFolder) {
        let path = (content.path as NSString).appendingPathComponent(Self.fileName)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var entries: [String: Date] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let date = try? Date(String(fields[1]), strategy: .iso8601) else { continue }
            entries[String(fields[0])] = date
        }
        self.entries = entries
    }

    /// When `stem` of `kind` was last fetched; nil when never (as far as the log knows).
    public func lastFetched(_ kind: CachedResponse.Kind, _ stem: String) -> Date? {
        entries["\(kind.folder)/\(stem)"]
    }

    public mutating func record(_ kind: CachedResponse.Kind, _ stem: String, at date: Date) {
        entries["\(kind.folder)/\(stem)"] = date
    }

    /// Writes the log into `content`, sorted, so that its diffs stay small.
    public func write(to content: ContentFolder) throws(Diagnostic) {
        let lines = entries.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value.formatted(.iso8601))\n" }
        _ = try content.write(Array(lines.joined().utf8), toFile: Self.fileName)
    }
}
