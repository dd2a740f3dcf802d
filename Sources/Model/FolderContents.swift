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
        var others: [(name: String, stem: String, ext: Substring)] = []
        for entry in listing.entries where !entry.name.hasPrefix(".") {
            let (stem, ext) = Self.split(entry.name)
            switch ext {
            case "json":
                let stem = String(stem)
                jsonStems.append(stem)
                if folder.isValidStem(stem) {
                    itemFiles.append((stem, entry))
                } else {
                    diagnostics.append(.error(displayPath(entry.name), "a file here must be named \(folder.namingRule)"))
                }
            case "md":
                notes[String(stem)] = entry
            default:
                others.append((entry.name, String(stem), ext))
            }
        }
        // Beside-files are judged once every JSON file is known: a name sorts before or after its item's.
        // Most folders have none (a movie folder of a generated catalog): then no set is needed at all.
        let hasJSON: Set<String> = notes.isEmpty && others.isEmpty ? [] : Set(jsonStems)
        for (stem, entry) in notes where !hasJSON.contains(stem) {
            diagnostics.append(.warning(displayPath(entry.name), "notes without a \(stem).json beside them, ignored"))
        }
        for other in others {
            if let rank = CacheFolder.imageExtensions.firstIndex(where: { $0 == other.ext }), hasJSON.contains(other.stem) {
                imageRanks[other.stem] = min(rank, imageRanks[other.stem] ?? rank)
            } else {
                diagnostics.append(.warning(displayPath(other.name), "unexpected file in content/\(folder.kind), ignored"))
            }
        }
        items = itemFiles.map { stem, json in
            Item(
                stem: stem, json: json, notes: notes.isEmpty ? nil : notes[stem],
                imageName: imageRanks.isEmpty ? nil : imageRanks[stem].map { stem + "." + CacheFolder.imageExtensions[$0] })
        }
        self.diagnostics = diagnostics
    }

    /// `550.json` → (`550`, `json`), at the last dot; a name without a dot is all stem. By hand, and over
    /// the UTF-8 bytes: NSString's path methods, or a search by `Character`, cost more than the rest of the
    /// listing (a folder can hold 25,000 files).
    static func split(_ name: String) -> (stem: Substring, ext: Substring) {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return (Substring(name), "") }
        return (Substring(utf8[..<dot]), Substring(utf8[utf8.index(after: dot)...]))
    }
}
