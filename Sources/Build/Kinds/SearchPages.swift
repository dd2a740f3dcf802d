import Model
import Presentation
import SearchIndex
import Support
import Views

/// The search page and the files of its index. The index is built once a build from every item; its files
/// are named after their bytes, so a file's name is its digest and an unchanged file is never written again.
struct SearchPages: PageKind {
    let name = "search"
    var views: [any TemplateView.Type] { [SearchView.self] }
    /// The search page alone: the index's files are not pages, and listing it this way spares the sitemap
    /// building the index a second time.
    func sitemapRoutes(in context: PresentationContext) -> [Route] { [.search] }
    /// The index holds every item's text.
    var readsEveryItem: Bool { true }

    enum Page: Sendable {
        /// The page, with the name of the index's entry file.
        case page(indexFile: String)
        case file(SearchIndexFiles.File)
        /// A file of the previous index, unchanged: its name is its digest, and the output has its bytes.
        case existing(name: String)
    }

    enum Shown {
        case page(SearchPresentationModel.Shown)
        case file([UInt8])
        case existing
    }

    func pages(in context: PresentationContext) -> [Page] {
        // The search page opens the cards' links, so with relative links they are relative to it.
        let links = context.relativeLinks(at: context.router.address(.search))
        // On all cores: reading a description's HTML as text parses it. Each entry is made into its document at
        // once, so that every item's entry (22 MB at 50k items) is never held beside the index being built.
        let model = SearchPresentationModel(context: context)
        let index = SearchIndexBuilder.build(context.allEntries.concurrentMap { Self.document(model.entry(for: $0), links: links) })
        return [.page(indexFile: index.entry.name)] + index.files.map(Page.file)
    }

    /// The index brought up to date for the changed items: their documents keep their places and facets, so
    /// only the shards and card batches that hold them, and the entry, are made again (see `SearchIndexUpdate`).
    func pages(in context: PresentationContext, updating previous: PreviousPages) -> [Page]? {
        guard let entryPath = previous.paths.last, let entry = previous.bytes(at: entryPath) else { return nil }
        let router = context.router
        let links = context.relativeLinks(at: router.address(.search))
        let items =
            context.movies.byRelease.map(CatalogEntry.movie) + context.books.byPurchase.map(CatalogEntry.book)
            + context.comics.byNumber.map(CatalogEntry.comic)
        // A document's number is its place in key order; sorted as an array, since only the changed items'
        // numbers and their batches are looked up.
        let byKey = items.map { (key: SearchPresentationModel.key(of: $0), item: $0) }.sorted { $0.key < $1.key }
        guard zip(byKey, byKey.dropFirst()).allSatisfy({ $0.key != $1.key }) else { return nil }
        let model = SearchPresentationModel(context: context)
        func document(_ item: CatalogEntry) -> SearchDocument { Self.document(model.entry(for: item), links: links) }
        var (changed, previousDocuments): ([Int: SearchDocument], [Int: SearchDocument]?) = ([:], [:])
        for (item, previousItem) in zip(previous.changed, previous.previousVersions) {
            let key = SearchPresentationModel.key(of: item)
            let number = byKey.partitioningIndex { $0.key >= key }
            guard number < byKey.count, byKey[number].key == key else { return nil }
            changed[number] = document(item)
            // Its terms in the previous index, so that only their shards are read; all are, when one is unknown.
            if let previousItem, previousDocuments != nil {
                previousDocuments?[number] = document(previousItem)
            } else {
                previousDocuments = nil
            }
        }
        let files = SearchIndexUpdate.update(
            previousEntry: entry, previousFile: { previous.bytes(at: router.address(.searchIndexFile($0)).outputPath) },
            count: byKey.count, changed: changed, previousDocuments: previousDocuments,
            batch: { index in
                let start = index * SearchIndexBuilder.batchSize
                return byKey[start..<min(start + SearchIndexBuilder.batchSize, byKey.count)].map { document($0.item) }
            })
        guard let files, let newEntry = files.last else { return nil }
        return [.page(indexFile: newEntry.name)]
            + files.map { file in
                switch file {
                case .kept(let name): .existing(name: name)
                case .written(let file): .file(file)
                }
            }
    }

    func route(of page: Page) -> Route {
        switch page {
        case .page: .search
        case .file(let file): .searchIndexFile(file.name)
        case .existing(let name): .searchIndexFile(name)
        }
    }

    func shown(_ page: Page, at address: PageAddress, in context: PresentationContext, reads: inout some PageReads) -> Shown {
        switch page {
        case .page(let indexFile):
            return .page(SearchPresentationModel(context: context).shown(at: address, indexFile: indexFile, reads: &reads))
        case .file(let file):
            reads.note(file.name)
            return .file(file.bytes)
        case .existing(let name):
            reads.note(name)
            return .existing
        }
    }

    func render(_ shown: Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        switch shown {
        case .file(let bytes): return bytes
        // Never rendered: its digest is the one the output already has.
        case .existing: return nil
        case .page(let page):
            guard let view = theme.view(SearchView.self) else { return nil }
            SearchPresentationModel(context: context).present(page, to: view)
            return view.output
        }
    }

    private static func document(_ entry: SearchEntry, links: RelativeLinks?) -> SearchDocument {
        let card = entry.card
        let url = links?.link(card.url) ?? card.url
        let thumbnail = card.posterURL.map { links?.link($0) ?? $0 }
        return SearchDocument(
            key: entry.key,
            card: .init(title: card.title, kind: card.kind ?? "", year: card.year, url: url, thumbnail: thumbnail),
            facets: entry.facets, titles: entry.titles, text: entry.text + entry.html.map { PlainText.of(.untrustedHTML($0)) })
    }
}
