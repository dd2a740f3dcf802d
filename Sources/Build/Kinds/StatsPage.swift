import Model
import Presentation
import Views

/// The statistics page, `/stats/`, when the catalog has anything to count. Its statistics are counted once a
/// build, when the page is planned, and its digest covers every number and name it shows, so that only an
/// edit of one of them renders it again.
struct StatsPage: PageKind {
    let name = "stats"
    var views: [any TemplateView.Type] { [StatsView.self] }

    func pages(in context: PresentationContext) -> [CatalogStatistics] {
        let model = StatsPresentationModel(context: context)
        return model.hasPage ? [model.statistics()] : []
    }

    /// The page alone, without counting the catalog a second time.
    func sitemapRoutes(in context: PresentationContext) -> [Route] {
        StatsPresentationModel(context: context).hasPage ? [.stats] : []
    }

    func route(of page: CatalogStatistics) -> Route { .stats }

    func shown(
        _ page: CatalogStatistics, at address: PageAddress, in context: PresentationContext, reads: inout some PageReads
    ) -> StatsPresentationModel.Shown {
        StatsPresentationModel(context: context).shown(page, at: address, reads: &reads)
    }

    func render(_ shown: StatsPresentationModel.Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        guard let view = theme.view(StatsView.self) else { return nil }
        StatsPresentationModel(context: context).present(shown, to: view)
        return view.output
    }
}
