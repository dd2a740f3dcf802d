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

    /// The index brought up to date from the previous one (see `SearchIndexUpdate` and `SearchIndexRenumbering`):
    /// after a change of text or images, the changed items' documents keep their places and facets, so only the
    /// shards and card batches that hold them are made again; after a structural one, the documents that stayed
    /// are renumbered from the previous files and only those that came or changed are made.
    func pages(in context: PresentationContext, updating previous: PreviousPages) -> [Page]? {
        guard let entryPath = previous.paths.last, let entry = previous.bytes(at: entryPath) else { return nil }
        // A document's number is its place in key order: a change of text or images asks it of the changed items
        // alone, a structural change of every item that stayed.
        let (movies, books, comics) = (context.movies.byRelease, context.books.byPurchase, context.comics.byNumber)
        guard
            let order = previous.isStructural
                ? SearchKeyOrder(sorting: movies, books, comics) : SearchKeyOrder(unsorted: movies, books, comics)
        else { return nil }
        let index = Index(
            context: context, order: order, previous: previous, model: SearchPresentationModel(context: context),
            links: context.relativeLinks(at: context.router.address(.search)))
        return (previous.isStructural ? index.renumbered(entry: entry) : index.edited(entry: entry)).flatMap(Self.pages)
    }

    /// The updated index's files as pages: its page first, naming the new entry file.
    private static func pages(_ files: [SearchIndexUpdate.File]) -> [Page]? {
        guard let entry = files.last else { return nil }
        return [.page(indexFile: entry.name)]
            + files.map { file in
                switch file {
                case .kept(let name): .existing(name: name)
                case .written(let file): .file(file)
                }
            }
    }

    /// The documents of an index being updated, and its previous files.
    private struct Index {
        let context: PresentationContext
        /// Every item, with its document's key.
        let order: SearchKeyOrder
        let previous: PreviousPages
        let model: SearchPresentationModel
        /// The links of the search page, which the cards' links are relative to when links are relative.
        let links: RelativeLinks?

        /// A document's number: the place of its key.
        func number(_ key: String) -> Int? { order.number(key) }

        func document(_ item: CatalogEntry) -> SearchDocument {
            SearchPages.document(model.entry(for: item), links: links)
        }

        /// A file of the previous index by name, as the previous build wrote it.
        var previousFile: @Sendable (String) -> [UInt8]? {
            { [previous, router = context.router] in previous.bytes(at: router.address(.searchIndexFile($0)).outputPath) }
        }

        /// After a change of text or images.
        func edited(entry: [UInt8]) -> [SearchIndexUpdate.File]? {
            var (changed, previousDocuments): ([Int: SearchDocument], [Int: SearchDocument]?) = ([:], [:])
            var pivots: [Int: (key: String, number: Int)] = [:]
            for (item, previousItem) in zip(previous.changed, previous.previousVersions) {
                let key = SearchPresentationModel.key(of: item)
                guard let number = number(key) else { return nil }
                changed[number] = document(item)
                pivots[number / SearchIndexBuilder.batchSize] = (key, number)
                // Its terms in the previous index, so that only their shards are read; all are, when one is unknown.
                if let previousItem, previousDocuments != nil {
                    previousDocuments?[number] = document(previousItem)
                } else {
                    previousDocuments = nil
                }
            }
            return SearchIndexUpdate.update(
                previousEntry: entry, previousFile: previousFile, count: order.count, changed: changed,
                previousDocuments: previousDocuments,
                batch: { index in
                    // Asked only for a batch that holds a changed document.
                    guard let pivot = pivots[index] else { return [] }
                    return order.batch(index, size: SearchIndexBuilder.batchSize, holding: pivot).map(document)
                })
        }

        /// After items came, went or changed their structure: a changed item's document is taken out and put back.
        func renumbered(entry: [UInt8]) -> [SearchIndexUpdate.File]? {
            let keys = (
                added: previous.added.map(SearchPresentationModel.key(of:)).sorted(),
                removed: previous.removed.map(SearchPresentationModel.key(of:)).sorted()
            )
            // Its place among the keys that stayed and those that went.
            func previousNumber(_ key: String) -> Int {
                order.count(below: key) - keys.added.partitioningIndex { $0 >= key }
                    + keys.removed.partitioningIndex { $0 >= key }
            }
            var added: [Int: SearchDocument] = [:]
            for item in previous.added + previous.changed {
                guard let number = number(SearchPresentationModel.key(of: item)) else { return nil }
                added[number] = document(item)
            }
            let removed = Set((keys.removed + previous.changed.map(SearchPresentationModel.key(of:))).map(previousNumber))
            guard added.count == previous.added.count + previous.changed.count,
                removed.count == previous.removed.count + previous.changed.count
            else { return nil }
            return SearchIndexRenumbering.update(
                previousEntry: entry, previousFile: previousFile, removed: removed, added: added, count: order.count)
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

    static func document(_ entry: SearchEntry, links: RelativeLinks?) -> SearchDocument {
        let card = entry.card
        let url = links?.link(card.url) ?? card.url
        let thumbnail = card.posterURL.map { links?.link($0) ?? $0 }
        return SearchDocument(
            key: entry.key,
            card: .init(title: card.title, kind: card.kind ?? "", year: card.year, url: url, thumbnail: thumbnail),
            facets: entry.facets, titles: entry.titles, text: entry.text + entry.html.map { PlainText.of(.untrustedHTML($0)) })
    }
}
