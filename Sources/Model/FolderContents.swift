import Support

/// A cache folder's listing sorted into items and problems: each `<stem>.json` with a valid stem is an
/// item, with the notes (`<stem>.md`) and image (`<stem>.svg`…) beside it; a misnamed JSON file is an
/// error; notes without their JSON file, and anything else, are warnings. Hidden files (`.DS_Store`) are
/// passed over.
struct FolderContents: Sendable {
    /// One item's files.
    struct Item: Sendable {
        let stem: String
        let json: FolderListing.Entry
        let notes: FolderListing.Entry?
        /// The image file's name (`550.svg`); of several, the one whose extension comes first in
        /// `CacheFolder.imageExtensions`.
        let imageName: String?
    }

    /// In the order of their file names.
    let items: [Item]
    /// In no particular order.
    let diagnostics: [Diagnostic]

    /// - Parameters:
    ///   - folder: the naming rule and kind of the folder listed.
    ///   - displayPath: the path by which a message names a file of the folder, from its name.
    init(_ listing: FolderListing, of folder: CacheFolder, displayPath: (String) -> String) {
        var diagnostics: [Diagnostic] = []
        // Every JSON file's stem, valid or not: what notes and images are looked up against.
        var jsonStems: [String] = []
        var itemFiles: [(stem: String, json: FolderListing.Entry)] = []
        var notes: [String: FolderListing.Entry] = [:]
        var imageRanks: [String: Int] = [:]
        var others: [(name: String, stem: String, ext: String)] = []
        for entry in listing.entries where !entry.name.hasPrefix(".") {
            let (stem, ext) = Self.split(entry.name)
            switch ext {
            case "json":
                jsonStems.append(stem)
                if folder.isValidStem(stem) {
                    itemFiles.append((stem, entry))
                } else {
                    diagnostics.append(.error(displayPath(entry.name), "a file here must be named \(folder.namingRule)"))
                }
            case "md":
                notes[stem] = entry
            default:
                others.append((entry.name, stem, ext))
            }
        }
        // Beside-files are judged once every JSON file is known: a name sorts before or after its item's.
        // Most folders have none (a movie folder of a generated catalog): then no set is needed at all.
        let hasJSON: Set<String> = notes.isEmpty && others.isEmpty ? [] : Set(jsonStems)
        for (stem, entry) in notes where !hasJSON.contains(stem) {
            diagnostics.append(.warning(displayPath(entry.name), "notes without a \(stem).json beside them, ignored"))
        }
        for other in others {
            if let rank = CacheFolder.imageExtensions.firstIndex(of: other.ext), hasJSON.contains(other.stem) {
                imageRanks[other.stem] = min(rank, imageRanks[other.stem] ?? rank)
            } else {
                diagnostics.append(.warning(displayPath(other.name), "unexpected file in content/\(folder.kind), ignored"))
            }
        }
        items = itemFiles.map { stem, json in
            Item(stem: stem, json: json, notes: notes.isEmpty ? nil : notes[stem],
                 imageName: imageRanks.isEmpty ? nil : imageRanks[stem].map { stem + "." + CacheFolder.imageExtensions[$0] })
        }
        self.diagnostics = diagnostics
    }

    /// `550.json` → (`550`, `json`); a name without a dot is all stem. By hand: NSString's path methods cost
    /// more than the rest of the listing (a folder can hold 25,000 files).
    static func split(_ name: String) -> (stem: String, ext: String) {
        guard let dot = name.lastIndex(of: ".") else { return (name, "") }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }
}
