import Model

/// The statistics page: what the catalog holds, in counts, records, charts and top lists.
public struct StatsPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// Whether the site has a statistics page: when it has anything to count.
    public var hasPage: Bool { context.hasItems }

    /// The statistics of the catalog: computed once a build, when the page is planned.
    public func statistics() -> CatalogStatistics {
        CatalogStatistics(context: context)
    }

    /// What the page shows: the statistics, noted whole.
    public struct Shown: Sendable {
        public let address: PageAddress
        let statistics: CatalogStatistics
    }

    /// Declares the page at `address` showing `statistics`, noting every value of them in `reads`.
    public func shown(_ statistics: CatalogStatistics, at address: PageAddress, reads: inout some PageReads) -> Shown {
        statistics.note(into: &reads)
        return Shown(address: address, statistics: statistics)
    }

    /// Declares and presents the page, for tests and previews.
    public func present(to input: any StatsInput) {
        var reads = UnrecordedReads()
        present(shown(statistics(), at: context.router.address(.stats), reads: &reads), to: input)
    }

    /// Presents the declared page.
    public func present(_ shown: Shown, to input: any StatsInput) {
        let (stats, strings, router) = (shown.statistics, context.strings, context.router)
        let charts = StatsCharts(context: context)
        let counts = counts(stats)
        let facts = StatsFacts(context: context)
        let sections = [
            StatsItem.ChartSection(
                id: "ratings", heading: strings[.statsRatingsHeading], charts: charts.ratings(stats),
                notes: stats.hasRatings ? [] : [strings[.statsNoRatings]]),
            StatsItem.ChartSection(
                id: "release", heading: strings[.statsReleaseHeading], charts: charts.release(stats),
                notes: stats.releaseYears.isEmpty ? [strings[.statsNoDates]] : []),
            StatsItem.ChartSection(
                id: "activity", heading: strings[.statsActivityHeading], charts: charts.activity(stats),
                notes: stats.activityYears.isEmpty ? [strings[.statsNoActivity]] : []),
        ]
        let reviewYears = stats.activityYears.reversed().map {
            LinkItem(title: context.dates.year($0.year), url: router.url(.review(year: $0.year)))
        }
        let sentence = strings.list(counts.map(\.title)).map {
            strings.format(.statsDescription, ["site": context.config.title, "counts": $0])
        }
        input.display(
            StatsItem(
                chrome: context.chrome(
                    title: strings[.statsTitle], at: shown.address,
                    preview: PagePreview(description: PreviewText(nil, fallback: sentence ?? strings[.statsTitle]))),
                counts: counts, facts: facts.facts(stats), factNotes: facts.notes(stats), sections: sections,
                topLists: topLists(stats), topNote: stats.top.isEmpty ? strings[.statsNoTop] : nil,
                reviewYears: reviewYears, reviewIndexURL: reviewYears.isEmpty ? nil : router.url(.reviewIndex),
                randomURL: router.url(.random)))
    }

    /// "12 movies", "3 books", "2 comics": the kinds the catalog has, each linked to its list.
    private func counts(_ stats: CatalogStatistics) -> [LinkItem] {
        let kinds: [(UIStringKey, Route)] = [
            (.countMovies, .movieList(page: 1)), (.countBooks, .bookList(page: 1)), (.countComics, .comicArchive),
        ]
        return zip(stats.itemCounts, kinds).filter { $0.0 > 0 }.map { count, kind in
            LinkItem(title: context.count(count, kind.0), url: context.router.url(kind.1))
        }
    }

    private func topLists(_ stats: CatalogStatistics) -> [StatsItem.TopList] {
        stats.top.map { list in
            let (heading, countKey) = Self.wording(list.kind)
            return StatsItem.TopList(
                heading: context.strings[heading],
                entries: list.entries.map { .init(title: $0.name, url: $0.url, countText: context.count($0.count, countKey)) })
        }
    }

    /// A top list's heading and the count phrase of its entries.
    private static func wording(_ kind: CatalogStatistics.TopList.Kind) -> (heading: UIStringKey, count: UIStringKey) {
        switch kind {
        case .genres: return (.taxonomyGenres, .countMovies)
        case .directors: return (.statsTopDirectors, .countMovies)
        case .actors: return (.statsTopActors, .countMovies)
        case .authors: return (.taxonomyAuthors, .countBooks)
        case .categories: return (.taxonomyCategories, .countBooks)
        case .tags: return (.taxonomyTags, .countItems)
        }
    }
}
