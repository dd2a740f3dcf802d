import Model
import Presentation
import Views

/// The years in review: `/review/`, the index, and `/review/2024/` for each year the owner watched, read or
/// bought something in. The years are grouped once a build, when the pages are planned.
struct ReviewPages: CarryingPageKind {
    enum Page: Sendable {
        case index([CatalogStatistics.YearActivity])
        case year(ReviewYear, previous: Int?, next: Int?)
    }

    enum Shown {
        case index(ReviewIndexPresentationModel.Shown)
        case year(ReviewPresentationModel.Shown)
    }

    let name = "review"
    var views: [any TemplateView.Type] { [ReviewView.self, ReviewIndexView.self] }

    func pages(in context: PresentationContext) -> [Page] {
        let years = ReviewPresentationModel(context: context).years()
        guard !years.isEmpty else { return [] }
        let index = Page.index(years.map(\.tally))
        return [index]
            + years.indices.map { i in
                .year(years[i], previous: i > 0 ? years[i - 1].year : nil, next: i + 1 < years.count ? years[i + 1].year : nil)
            }
    }

    /// The addresses alone, without ordering each year's activities.
    func sitemapRoutes(in context: PresentationContext) -> [Route] {
        let years = ReviewPresentationModel(context: context).yearNumbers()
        return years.isEmpty ? [] : [.reviewIndex] + years.map { .review(year: $0) }
    }

    func route(of page: Page) -> Route {
        switch page {
        case .index: .reviewIndex
        case .year(let year, _, _): .review(year: year.year)
        }
    }

    func shown(_ page: Page, at address: PageAddress, in context: PresentationContext, reads: inout some PageReads) -> Shown {
        switch page {
        case .index(let years):
            return .index(ReviewIndexPresentationModel(context: context).shown(years, at: address, reads: &reads))
        case .year(let year, let previous, let next):
            return .year(ReviewPresentationModel(context: context).shown(year, previous: previous, next: next, at: address, reads: &reads))
        }
    }

    func render(_ shown: Shown, in context: PresentationContext, theme: Theme) -> [UInt8]? {
        switch shown {
        case .index(let shown):
            guard let view = theme.view(ReviewIndexView.self) else { return nil }
            ReviewIndexPresentationModel(context: context).present(shown, to: view)
            return view.output
        case .year(let shown):
            guard let view = theme.view(ReviewView.self) else { return nil }
            ReviewPresentationModel(context: context).present(shown, to: view)
            return view.output
        }
    }

    /// A year's page shows its activities, their items' cards, and the years before and after it: after a structural
    /// change it is carried over while it has the activities of the same items in the same order, none of whose files
    /// changed, every year keeps its page and no year gains one, and every person keeps their address (a card may name
    /// them). Declaring it formats every card of the year, which a 50k add did for all 22 years (417 M instructions).
    /// The index counts every year's activities, and is declared again.
    func carried(_ pages: [Page], in context: PresentationContext, from previous: StructuralCarry) -> [PlannedPage?] {
        let paths = pages.map { context.router.outputPath(route(of: $0)) }
        guard previous.hasThePagesItHad(at: paths), previous.everyPersonKeptTheirAddress else { return [] }
        return zip(pages, paths).map { page, path in
            guard case .year(let year, _, _) = page, let old = previous.page(at: path), let sources = previous.unchanged(old.sources)
            else { return nil }
            // What the page noted of its items: one source an activity, in the year's order.
            let shown = year.activities.compactMap { previous.ordinal(of: $0.entry) }
            return shown == sources ? previous.carry(old, sources: sources) : nil
        }
    }
}
