import Foundation
import JSON
import Support

/// Brings one item of a cache folder in: restored from a `DecodedItemStore` when its files are the ones
/// it was stored for, otherwise decoded from them (and then stored for the next build); either way with
/// its notes and image attached. Runs on all cores, one item a call.
struct CacheFolderItemLoader<Item: CacheFolderItem>: Sendable {
    typealias Decode = @Sendable (_ document: JSONValue, _ stem: String, _ reader: JSONFieldReader) -> Item?

    let folder: CacheFolder
    /// The folder's files, resolved once for all its items.
    let files: FolderFiles
    let contentDirectory: String
    let siteRoot: String
    let store: (any DecodedItemStore<Item>)?
    /// The members `decode` reads; the others are only checked for syntax.
    let fields: JSONFieldSet
    let decode: Decode
    let notesParser: OwnerNotesParser
    /// `movies/`: what each item's key path starts with, made once rather than joined again for each item.
    private let keyPathPrefix: String

    init(
        folder: CacheFolder, path: String, contentDirectory: String, siteRoot: String, store: (any DecodedItemStore<Item>)?,
        fields: JSONFieldSet, decode: @escaping Decode
    ) {
        self.folder = folder
        // Symlinks may share files within the site (or a content folder kept elsewhere), never lead out of it.
        files = FolderFiles(folder: path, roots: [siteRoot, contentDirectory])
        self.contentDirectory = contentDirectory
        self.siteRoot = siteRoot
        self.store = store
        self.fields = fields
        self.decode = decode
        notesParser = OwnerNotesParser(dateKeys: folder.noteDateKeys)
        keyPathPrefix = folder.kind + "/"
    }

    /// The item with what was found beside it, or nil when it has errors; and every problem found.
    func load(_ item: FolderContents.Item) -> (CacheFolder.Loaded<Item>?, [Diagnostic]) {
        let key = storeKey(item)
        if let key, let (restored, notes, warnings) = restore(item, key) {
            if let problem = imageProblem(item) { return (nil, warnings + [problem]) }
            // Its notes came with it from the store, unmade when it is: attached again, an unmade item's notes made a
            // second box that would make them (1,400 instructions a book, 21 M of a 50k edit, Callgrind).
            var attached = restored
            let image = localImage(of: item)
            attached.attach(localImage: image)
            return (withDigest(attached, isDraft: notes?.isDraft == true, image: image, of: item), warnings)
        }
        return decodeFromFiles(item, storingUnder: key)
    }

    /// What the store knows the item by: its path and the hashes the build's scan took of its files. Nil
    /// without a store, without those hashes, or when a file is a link (where a link leads is checked on
    /// every read, so nothing read through one is kept).
    func storeKey(_ item: FolderContents.Item) -> DecodedItemKey? {
        guard store != nil, !item.json.isLink, let jsonHash = item.json.hash else { return nil }
        var notesHash: String?
        if let notes = item.notes {
            guard !notes.isLink, let hash = notes.hash else { return nil }
            notesHash = hash
        }
        return DecodedItemKey(path: keyPathPrefix + item.stem, jsonHash: jsonHash, notesHash: notesHash)
    }

    /// The item, its notes and its warnings (with the paths shown) as the store holds them for `key`, when
    /// they are of this item's files.
    func restore(_ item: FolderContents.Item, _ key: DecodedItemKey) -> (Item, OwnerNotes.Summary?, [Diagnostic])? {
        guard let (restored, notes, kept) = store?.restore(key), (notes != nil) == (item.notes != nil), restored.hasFileStem(item.stem),
            let warnings = shown(kept, of: item)
        else {
            return nil
        }
        return (restored, notes, warnings)
    }

    /// The item decoded from its JSON file and notes, kept in the store under `key` with its warnings when it
    /// decoded without an error from the bytes the key names.
    func decodeFromFiles(_ item: FolderContents.Item, storingUnder key: DecodedItemKey?) -> (CacheFolder.Loaded<Item>?, [Diagnostic]) {
        let display = ContentFile.displayPath(files.path(item.json.name), relativeTo: siteRoot)
        let bytes: [UInt8]
        switch files.read(item.json.name, displayPath: display) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let read): bytes = read
        }
        let document: JSONValue
        do throws(JSONParser.Failure) {
            document = try JSONParser.parse(bytes, keeping: fields)
        } catch {
            return (nil, [.error(display, line: error.line, column: error.column, error.message)])
        }
        let reader = JSONFieldReader(file: display)
        guard let decoded = decode(document, item.stem, reader) else { return (nil, reader.diagnostics) }
        var found = reader.diagnostics
        var notes: OwnerNotes?
        var notesBytes: [UInt8] = []
        if let notesFile = item.notes {
            let notesDisplay = ContentFile.displayPath(files.path(notesFile.name), relativeTo: siteRoot)
            switch files.readText(notesFile.name, displayPath: notesDisplay) {
            case .failure(let diagnostic): return (nil, found + [diagnostic])
            case .success(let text):
                if key != nil { notesBytes = Array(text.utf8) }
                let parsed = notesParser.parse(text, file: notesDisplay)
                found += parsed.diagnostics
                guard let parsedNotes = parsed.notes else { return (nil, found) }
                notes = parsedNotes
            }
        }
        if let problem = imageProblem(item) { return (nil, found + [problem]) }
        // Only under the hashes of the bytes just decoded: a file changed since the scan hashed it would
        // otherwise be stored under its earlier hash, and come back if it were changed back.
        if let key, !found.contains(where: \.isError), let warnings = storable(found, of: item), ContentHash.of(bytes) == key.jsonHash,
            key.notesHash == nil || ContentHash.of(notesBytes) == key.notesHash
        {
            store?.store(decoded, notes: notes, warnings: warnings, for: key)
        }
        return (attach(decoded, notes: notes, of: item), found)
    }

    /// An error when the item's image leads outside the site, like every content file must not.
    func imageProblem(_ item: FolderContents.Item) -> Diagnostic? {
        guard let imageName = item.imageName else { return nil }
        // The display path is made only for a problem.
        return files.confinementProblem(
            imageName,
            displayPath: ContentFile.displayPath(
                (contentDirectory as NSString).appendingPathComponent(folder.kind + "/" + imageName), relativeTo: siteRoot))
    }

    /// The item with its notes, image and the digest of its files set, here on all cores rather than by the repository
    /// afterwards.
    func attach(_ decoded: Item, notes: OwnerNotes?, of item: FolderContents.Item) -> CacheFolder.Loaded<Item> {
        var attached = decoded
        let image = localImage(of: item)
        attached.attach(notes: notes, localImage: image)
        return withDigest(attached, isDraft: notes?.draft == true, image: image, of: item)
    }

    /// The item's image, relative to the content folder: `movies/550.svg`.
    private func localImage(of item: FolderContents.Item) -> String? {
        item.imageName.map { folder.kind + "/" + $0 }
    }

    /// The item, its notes and image attached, with the digest of its files set.
    private func withDigest(_ attached: Item, isDraft: Bool, image: String?, of item: FolderContents.Item) -> CacheFolder.Loaded<Item> {
        var loaded = attached
        loaded.filesDigest = ItemFilesDigest.of(jsonHash: item.json.hash, notesHash: item.notes?.hash, image: image)
        return CacheFolder.Loaded(item: loaded, isDraft: isDraft, localImage: image)
    }
}
