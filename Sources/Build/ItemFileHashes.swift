import Model
import Support

/// The hashes of each item's JSON and notes files, taken from the scan's listing of its folder and found by
/// the item's stem: made for each file, a full path looked up among every input's hashes cost a one-movie edit
/// at 50k items 0.08 CPU-s of string making and hashing.
struct ItemFileHashes: Sendable {
    /// The hashes of one item's files; nil for a file it lacks or the scan could not read.
    struct Files: Sendable {
        var json: String?
        var notes: String?
    }

    /// The content folders whose files are items.
    static let folders: Set<String> = ["movies", "books", "comics"]

    /// By folder name (`movies`), then by stem (`550`).
    private let folders: [String: [String: Files]]

    init(_ listing: ContentListing) {
        let names = Array(Self.folders)
        let tables = names.concurrentMap { name in Self.table(listing.folders[name]?.entries ?? []) }
        folders = Dictionary(zip(names, tables), uniquingKeysWith: { first, _ in first })
    }

    /// Whether a file of an item folder is an item's JSON or notes file, by its name.
    static func isItemFile(_ name: String) -> Bool {
        name.hasSuffix(".json") || name.hasSuffix(".md")
    }

    /// The hashes of the files of the item `stem` in `folder`.
    func files(in folder: String, stem: String) -> Files {
        folders[folder]?[stem] ?? Files()
    }

    private static func table(_ entries: [FolderListing.Entry]) -> [String: Files] {
        var table: [String: Files] = [:]
        table.reserveCapacity(entries.count)
        for entry in entries {
            guard let hash = entry.hash else { continue }
            if entry.name.hasSuffix(".json") {
                table[String(entry.name.dropLast(5)), default: Files()].json = hash
            } else if entry.name.hasSuffix(".md") {
                table[String(entry.name.dropLast(3)), default: Files()].notes = hash
            }
        }
        return table
    }
}
