import Model
import Presentation
import Support
import Views

/// The random item page, `/random/`, and the parts of its list, `random/list/part-<hash>.json`, named after
/// their bytes like the search index's files, so an unchanged part is never written again and may be cached
/// for good. Not in the sitemap: the page only sends a visitor elsewhere.
struct RandomPages: PageKind {
    enum Page: Sendable {
        case page(partNames: [String], count: Int, fallback: CatalogEntry)
        case part(name: String, bytes: [UInt8])
    }

    enum Shown {
        case page(RandomPresentationModel.Shown)
        case part([UInt8])
    }

    let name = "random"
    let isInSitemap = false
    var views: [any TemplateView.Type] { [RandomView.self] }

    func pages(in context: PresentationContext) -> [Page] {
        let model = RandomPresentationModel(context: context)
        guard model.hasPage else { return [] }
        let entries = model.entries()
        let parts = model.parts(entries).map { urls -> (name: String, bytes: [UInt8]) in
            let view = RandomListView()
            model.present(part: urls, to: view)
            return ("part-\(ContentHash.of(view.output).prefix(16)).json", view.output)
        }
        let names = parts.map(\.name)
        let fallback = entries[RandomPresentationModel.fallbackIndex(count: entries.count, partNames: names)]
        return [.page(partNames: names, count: entries.count, fallback: fallback)] + parts.map { Page.part(name: $0.name, bytes: $0.bytes) }
    }

    func route(of page: Page) -> Route {
        switch page {
        case .page: .random
        case .part(let name, _): .randomList(name)
        }
    }

    func shown(_ page: Page, at address: PageAddress, in context: PresentationContext, reads: inout some PageReads) -> Shown {
        switch page {
        case .page(let names, let count, let fallback):
            return .page(
                RandomPresentationModel(context: context).shown(
                    partNames: names, count: count, fallback: fallback, at: address, reads: &reads))
        case .part(let name, let bytes):
            reads.note(name)
            return .part(bytes)
        }
    }

    func render(_ shown: Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        switch shown {
        case .part(let bytes): return bytes
        case .page(let shown):
            guard let view = theme.view(RandomView.self) else { return nil }
            RandomPresentationModel(context: context).present(shown, to: view)
            return view.output
        }
    }
}
