import Foundation
public import JSON
public import Support

/// One kind's folder of cached API responses: `<id>.json` per item, with optional owner's notes
/// `<id>.md` and an optional local image `<id>.(svg|webp|png|jpg)` beside it.
public struct CacheFolder: Sendable {
    public static let imageExtensions = ["svg", "webp", "png", "jpg"]

    /// An item decoded from its file, with what sits beside it.
    public struct Loaded<Item: Sendable>: Sendable {
        /// With its notes and `localImage` attached.
        public let item: Item
        /// Whether its notes make it a draft, left out of the site.
        public let isDraft: Bool
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

    /// Whether `stem` is a number above zero written as Swift writes it (`550`, not `0550` or `+550`): the stems of
    /// movies and comics. Over the bytes: parsed and written again, the 35,000 stems of a 50k catalog took 16 M
    /// instructions of every build (Callgrind).
    @Sendable public static func isPositiveNumber(_ stem: String) -> Bool {
        let fast = stem.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard let first = bytes.first, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first),
                bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            else { return false }
            // Nineteen digits may be more than `Int` holds: asked of `Int` below.
            return bytes.count < 19 ? true : nil
        }
        if let fast = fast ?? nil { return fast }
        return Int(stem).map { $0 > 0 && String($0) == stem } ?? false
    }

    /// Decodes every item of the folder on all cores. Items with errors are left out; drafts are kept
    /// (the caller decides). Diagnostics are sorted and name files relative to `siteRoot`.
    /// Items whose files `store` holds unchanged are restored from it instead of parsed.
    /// - Parameters:
    ///   - listing: the folder's entries as the build's scan found them; nil to list the folder here.
    ///   - fields: the members `decode` reads; the others are only checked for syntax.
    public func load<Item: CacheFolderItem>(
        contentDirectory: String, siteRoot: String, listing: FolderListing? = nil, store: (any DecodedItemStore<Item>)? = nil,
        keeping fields: JSONFieldSet = .all,
        decode: @escaping @Sendable (_ document: JSONValue, _ stem: String, _ reader: JSONFieldReader) -> Item?
    ) -> (items: [Loaded<Item>], diagnostics: [Diagnostic]) {
        let path = (contentDirectory as NSString).appendingPathComponent(kind)
        guard let listing = listing ?? FolderListing.read(path) else { return ([], []) }
        // Only a diagnostic needs a display path; working it out for every file cost a URL each.
        let contents = FolderContents(listing, of: self) { name in
            ContentFile.displayPath((path as NSString).appendingPathComponent(name), relativeTo: siteRoot)
        }
        let loader = CacheFolderItemLoader(
            folder: self, path: path, contentDirectory: contentDirectory, siteRoot: siteRoot,
            store: store, fields: fields, decode: decode)
        var items: [Loaded<Item>] = []
        var diagnostics = contents.diagnostics
        for (loaded, found) in contents.items.concurrentMap(loader.load) {
            diagnostics += found
            if let loaded { items.append(loaded) }
        }
        return (items, diagnostics.sorted())
    }
}
