import Model
import Presentation

/// Decides which pages the site has: one per movie, every page of every list, the indexes, the 404 page.
public struct PagePlanner: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    public func jobs() -> [PageJob] {
        var jobs: [PageJob] = [.home, .genreIndex, .notFound]
        let listPages = MovieListPresentationModel(context: context).pageCount
        jobs += (1...listPages).map { PageJob.movieList(page: $0) }
        jobs += context.movies.byRelease.map { PageJob.movie($0.id) }
        let genreModel = TermPresentationModel(context: context)
        for genre in context.movies.genres {
            jobs += (1...genreModel.pageCount(genre: genre)).map { PageJob.genre(name: genre.name, page: $0) }
        }
        return jobs
    }

    /// Where `job` is written, relative to the output folder.
    public func outputPath(_ job: PageJob) -> String {
        let router = context.router
        switch job {
        case .home: return router.outputPath(.home)
        case .movieList(let page): return router.outputPath(.movieList(page: page))
        case .movie(let id):
            let title = context.movies.repository.movie(id)?.title ?? ""
            return router.outputPath(.movie(id, title: title))
        case .genreIndex: return router.outputPath(.genreIndex)
        case .genre(let name, let page): return router.outputPath(.genre(name: name, page: page))
        case .notFound: return router.outputPath(.notFound)
        }
    }
}
