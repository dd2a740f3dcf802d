public import Support

/// Where the comics come from. The build reads the JSON cache; tests inject stubs.
public protocol ComicRepository: Sendable {
    /// Every published comic (drafts left out), by number.
    var comics: [Comic] { get }
    func comic(_ id: Comic.ID) -> Comic?
}

/// The comics of `content/comics/`: one xkcd-style `<num>.json` per comic, with optional notes and a local image.
public struct JSONCacheComicRepository: ComicRepository {
    private let index: IDIndex<Comic>

    public init(comics: [Comic]) {
        index = IDIndex(comics)
    }

    public var comics: [Comic] { index.items }

    public func comic(_ id: Comic.ID) -> Comic? {
        index[id]
    }

    static let folder = CacheFolder(
        kind: "comics", noteDateKeys: [], namingRule: "<comic number>.json, like 353.json", isValidStem: CacheFolder.isPositiveNumber)

    public static func load(
        contentDirectory: String, siteRoot: String, listing: FolderListing? = nil,
        store: (any DecodedItemStore<Comic>)? = nil
    ) -> (repository: JSONCacheComicRepository, diagnostics: [Diagnostic]) {
        let (loaded, diagnostics) = folder.load(
            contentDirectory: contentDirectory, siteRoot: siteRoot, listing: listing,
            store: store, keeping: ComicDecoder.fields
        ) { document, stem, reader in
            ComicDecoder().decode(document, expectedID: Int(stem).map(Comic.ID.init), reader: reader)
        }
        let comics = loaded.compactMap { entry -> Comic? in
            entry.isDraft ? nil : entry.item
        }
        return (JSONCacheComicRepository(comics: comics), diagnostics)
    }
}
