import Foundation
import JSON
import Support

/// One kind's folder of cached API responses: `<id>.json` per item, with optional owner's notes
/// `<id>.md` and an optional local image `<id>.(svg|webp|png|jpg)` beside it.
public struct CacheFolder: Sendable {
    public static let imageExtensions = ["svg", "webp", "png", "jpg"]

    /// An item decoded from its file, with what sits beside it.
    public struct Loaded<Item: Sendable>: Sendable {
        /// With `notes` and `localImage` attached.
        public let item: Item
        public let notes: OwnerNotes?
        /// Relative to the content folder: `movies/550.svg`.
        public let localImage: String?
    }

    /// The folder name below `content/`: `movies`, `books`, `comics`.
    public let kind: String
    /// Front-matter keys holding dates for this kind's notes.
    public let noteDateKeys: Set<String>
    /// What a file name must look like, for the message when it does not: `<TMDB id>.json, like 550.json`.
    public let namingRule: String
    public let isValidStem: @Sendable (String) -> Bool

    public init(kind: String, noteDateKeys: Set<String>, namingRule: String, isValidStem: @escaping @Sendable (String) -> Bool) {
        self.kind = kind
        self.noteDateKeys = noteDateKeys
        self.namingRule = namingRule
        self.isValidStem = isValidStem
    }

    /// Decodes every item of the folder on all cores. Items with errors are left out; drafts are kept
    /// (the caller decides). Diagnostics are sorted and name files relative to `siteRoot`.
    /// Items whose files `cache` holds unchanged are restored from it instead of parsed.
    /// - Parameter fields: the members `decode` reads; the others are only checked for syntax.
    public func load<Item: CacheFolderItem>(
        contentDirectory: String, siteRoot: String, cache: DecodedItemCache? = nil, keeping fields: JSONFieldSet = .all,
        decode: @escaping @Sendable (_ document: JSONValue, _ stem: String, _ reader: JSONFieldReader) -> Item?
    ) -> (items: [Loaded<Item>], diagnostics: [Diagnostic]) {
        let folder = (contentDirectory as NSString).appendingPathComponent(kind)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return ([], []) }
        let listing = Set(names)
        var diagnostics: [Diagnostic] = []
        var stems: [String] = []
        // What sits beside each item, gathered here once rather than looked up by name per item and extension.
        var notesStems: Set<String> = []
        var imageRanks: [String: Int] = [:]
        for name in names.sorted() where !name.hasPrefix(".") {
            // By hand: NSString's path methods cost more than the rest of the listing (a folder can hold 25,000 files).
            let dot = name.lastIndex(of: ".")
            let ext = dot.map { String(name[name.index(after: $0)...]) } ?? ""
            let stem = dot.map { String(name[..<$0]) } ?? name
            // Only a diagnostic needs the display path; working it out for every file cost a URL each.
            var display: String { ContentFile.displayPath((folder as NSString).appendingPathComponent(name), relativeTo: siteRoot) }
            switch ext {
            case "json":
                if isValidStem(stem) { stems.append(stem) } else { diagnostics.append(.error(display, "a file here must be named \(namingRule)")) }
            case "md" where !listing.contains(stem + ".json"):
                diagnostics.append(.warning(display, "notes without a \(stem).json beside them, ignored"))
            case "md":
                notesStems.insert(stem)
            default:
                if let rank = Self.imageExtensions.firstIndex(of: ext), listing.contains(stem + ".json") {
                    // The first extension of `imageExtensions` wins when there are several.
                    imageRanks[stem] = min(rank, imageRanks[stem] ?? rank)
                } else {
                    diagnostics.append(.warning(display, "unexpected file in content/\(kind), ignored"))
                }
            }
        }
        let notesParser = OwnerNotesParser(dateKeys: noteDateKeys)
        let kind = self.kind
        // Symlinks may share files within the site (or a content folder kept elsewhere), never lead out of it.
        let files = FolderFiles(folder: folder, roots: [siteRoot, contentDirectory])
        // A local image must stay inside the site, like every content file.
        let imageProblem = { @Sendable (imageName: String) -> Diagnostic? in
            let imagePath = (contentDirectory as NSString).appendingPathComponent(kind + "/" + imageName)
            return files.confinementProblem(imageName, displayPath: ContentFile.displayPath(imagePath, relativeTo: siteRoot))
        }
        let results = stems.concurrentMap { [notesStems, imageRanks] stem -> (Loaded<Item>?, [Diagnostic]) in
            let stemPath = folder + "/" + stem
            let hasNotes = notesStems.contains(stem)
            let imageName = imageRanks.isEmpty ? nil : imageRanks[stem].map { stem + "." + Self.imageExtensions[$0] }
            let image = imageName.map { kind + "/" + $0 }
            if let stored = cache?.payload(stemPath: stemPath, hasNotes: hasNotes),
               let (restored, notes): (Item, OwnerNotes?) = try? Self.restore(stored), hasNotes == (notes != nil), restored.fileStem == stem {
                if let problem = imageName.flatMap(imageProblem) { return (nil, [problem]) }
                var item = restored
                item.attach(notes: notes, localImage: image)
                return (Loaded(item: item, notes: notes, localImage: image), [])
            }
            let display = ContentFile.displayPath(files.path(stem + ".json"), relativeTo: siteRoot)
            let document: JSONValue
            var decodedHashes = (json: "", notes: "-")
            switch files.read(stem + ".json", displayPath: display) {
            case .failure(let diagnostic): return (nil, [diagnostic])
            case .success(let bytes):
                if cache != nil { decodedHashes.json = ContentHash.of(bytes) }
                do throws(JSONParser.Failure) {
                    document = try JSONParser.parse(bytes, keeping: fields)
                } catch {
                    return (nil, [.error(display, line: error.line, column: error.column, error.message)])
                }
            }
            let reader = JSONFieldReader(file: display)
            guard var item = decode(document, stem, reader) else { return (nil, reader.diagnostics) }
            var found = reader.diagnostics
            var notes: OwnerNotes?
            if hasNotes {
                let notesDisplay = ContentFile.displayPath(files.path(stem + ".md"), relativeTo: siteRoot)
                switch files.readText(stem + ".md", displayPath: notesDisplay) {
                case .failure(let diagnostic): return (nil, found + [diagnostic])
                case .success(let text):
                    if cache != nil { decodedHashes.notes = ContentHash.of(Array(text.utf8)) }
                    let parsed = notesParser.parse(text, file: notesDisplay)
                    found += parsed.diagnostics
                    guard let parsedNotes = parsed.notes else { return (nil, found) }
                    notes = parsedNotes
                }
            }
            if let problem = imageName.flatMap(imageProblem) { return (nil, found + [problem]) }
            // Only an item that decoded without a word is kept: a warning must be shown again next time.
            if let cache, found.isEmpty {
                var writer = BinaryWriter()
                item.encode(to: &writer)
                writer.write(notes)
                cache.store(stemPath: stemPath, hasNotes: hasNotes, payload: writer.bytes, decodedHashes: decodedHashes)
            }
            // Here, on all cores, rather than by the repository afterwards.
            item.attach(notes: notes, localImage: image)
            return (Loaded(item: item, notes: notes, localImage: image), found)
        }
        var items: [Loaded<Item>] = []
        for (loaded, found) in results {
            diagnostics += found
            if let loaded { items.append(loaded) }
        }
        return (items, diagnostics.sorted())
    }

    /// An item and its notes as `load` stored them in the cache.
    private static func restore<Item: BinaryCodable>(_ stored: BinaryReader) throws(BinaryReader.Malformed) -> (Item, OwnerNotes?) {
        var reader = stored
        let item = try Item(from: &reader)
        let notes = try reader.optional(OwnerNotes.self)
        guard reader.isAtEnd else { throw BinaryReader.Malformed() }
        return (item, notes)
    }
}

/// An item a cache folder holds: the decoded-item cache can store it, and it knows its file.
public protocol CacheFolderItem: Sendable, BinaryCodable {
    /// Its cache file's name without the extension (`550` for `550.json`); a restored item must match it.
    var fileStem: String { get }
    /// Sets the owner's notes and the local image found beside its file.
    mutating func attach(notes: OwnerNotes?, localImage: String?)
}
