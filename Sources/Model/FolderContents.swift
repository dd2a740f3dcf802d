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
        // A note named like the JSON file just listed (`<stem>.md` sorts after `<stem>.json`) is that item's at once: the
        // table and set of every stem, made for a books folder where every item has notes, cost a 50k edit 22 M
        // instructions more (Callgrind). Notes found otherwise go through the table.
        var pairedNotes: [FolderListing.Entry?] = []
        var imageRanks: [String: Int] = [:]
        var others: [(name: String, stem: String, ext: Substring)] = []
        itemFiles.reserveCapacity(listing.entries.count)
        jsonStems.reserveCapacity(listing.entries.count)
        for entry in listing.entries {
            let (stem, ext) = Self.parts(of: entry.name)
            switch ext {
            case .hidden: continue
            case .json:
                jsonStems.append(stem)
                if folder.isValidStem(stem) {
                    itemFiles.append((stem, entry))
                    if !pairedNotes.isEmpty { pairedNotes.append(nil) }
                } else {
                    diagnostics.append(.error(displayPath(entry.name), "a file here must be named \(folder.namingRule)"))
                }
            case .notes where itemFiles.last?.stem == stem:
                if pairedNotes.isEmpty { pairedNotes = Array(repeating: nil, count: itemFiles.count) }
                pairedNotes[itemFiles.count - 1] = entry
            case .notes:
                // Grown one note at a time, the table of a folder where every item has notes was copied fifteen times.
                if notes.isEmpty { notes.reserveCapacity(listing.entries.count / 2) }
                notes[stem] = entry
            case .other(let ext):
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
            if let rank = CacheFolder.imageExtensions.firstIndex(where: { $0 == other.ext }), hasJSON.contains(other.stem) {
                imageRanks[other.stem] = min(rank, imageRanks[other.stem] ?? rank)
            } else {
                diagnostics.append(.warning(displayPath(other.name), "unexpected file in content/\(folder.kind), ignored"))
            }
        }
        items = itemFiles.enumerated().map { index, file in
            let (stem, json) = file
            return Item(
                stem: stem, json: json, notes: (pairedNotes.isEmpty ? nil : pairedNotes[index]) ?? (notes.isEmpty ? nil : notes[stem]),
                imageName: imageRanks.isEmpty ? nil : imageRanks[stem].map { stem + "." + CacheFolder.imageExtensions[$0] })
        }
        self.diagnostics = diagnostics
    }

    /// What a file's extension makes it.
    enum Extension: Equatable {
        /// A hidden file (`.DS_Store`), passed over.
        case hidden
        case json
        case notes
        case other(Substring)
    }

    /// A name's stem, as a string, and what its extension makes it. Over the UTF-8 bytes, with the two extensions of
    /// nearly every file compared as bytes: split into substrings and compared as strings, the 65,000 names of a 50k
    /// catalog took 159 M instructions of an edit (Callgrind).
    static func parts(of name: String) -> (stem: String, ext: Extension) {
        let parts = name.utf8.withContiguousStorageIfAvailable { bytes -> (String, Extension)? in
            guard let first = bytes.first else { return nil }
            guard first != UInt8(ascii: ".") else { return ("", .hidden) }
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
            let ext = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
            let known: Extension? =
                switch ext.count {
                case 4 where ext[0] == 0x6A && ext[1] == 0x73 && ext[2] == 0x6F && ext[3] == 0x6E: .json // "json"
                case 2 where ext[0] == 0x6D && ext[1] == 0x64: .notes // "md"
                default: nil
                }
            guard let known else { return nil }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self), known)
        }
        if let parts = parts ?? nil { return parts }
        guard !name.hasPrefix(".") else { return ("", .hidden) }
        let (stem, ext) = split(name)
        return (String(stem), ext == "json" ? .json : ext == "md" ? .notes : .other(ext))
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
