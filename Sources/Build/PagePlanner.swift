import Model
import Presentation

/// Decides which pages the site has: a page per item, every page of every list, each taxonomy's
/// index and terms, the free pages and the 404 page. A kind with no items gets no pages.
public struct PagePlanner: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func jobs() -> [PageJob] {
        var jobs: [PageJob] = [.home, .notFound]
        if !context.movies.byRelease.isEmpty {
            jobs += (1...MovieListPresentationModel(context: context).pageCount).map { PageJob.movieList(page: $0) }
            jobs += context.movies.byRelease.map { PageJob.movie($0.id) }
        }
        if !context.books.byPurchase.isEmpty {
            jobs += (1...BookListPresentationModel(context: context).pageCount).map { PageJob.bookList(page: $0) }
            jobs += context.books.byPurchase.map { PageJob.book($0.id) }
        }
        if !context.comics.byNumber.isEmpty {
            jobs += [.comicArchive, .latestComic] + context.comics.byNumber.map { PageJob.comic($0.id) }
        }
        let termModel = TermPresentationModel(context: context)
        for taxonomy in Taxonomy.allCases {
            let terms = context.taxonomies.terms(taxonomy)
            guard !terms.isEmpty else { continue }
            jobs.append(.termIndex(taxonomy))
            for term in terms {
                jobs += (1...termModel.pageCount(term: term)).map { PageJob.term(taxonomy, name: term.name, page: $0) }
            }
        }
        jobs += context.pages.map { PageJob.page(slug: $0.slug) }
        return jobs
    }

    /// Where `job` is written, relative to the output folder.
    public func outputPath(_ job: PageJob) -> String {
        context.router.outputPath(route(job))
    }

    public func route(_ job: PageJob) -> Route {
        switch job {
        case .home: return .home
        case .movieList(let page): return .movieList(page: page)
        case .movie(let id): return .movie(id, title: context.movies.repository.movie(id)?.title ?? "")
        case .bookList(let page): return .bookList(page: page)
        case .book(let id): return .book(id, title: context.books.repository.book(id)?.title ?? "")
        case .comicArchive: return .comicArchive
        case .comic(let id): return .comic(id)
        case .latestComic: return .latestComic
        case .termIndex(let taxonomy): return .termIndex(taxonomy)
        case .term(let taxonomy, let name, let page): return .term(taxonomy, name: name, page: page)
        case .page(let slug): return .page(slug)
        case .notFound: return .notFound
        }
    }
}
