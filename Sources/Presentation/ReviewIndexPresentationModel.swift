import Model

/// The index of the years in review (`/review/`): each year, newest first, with what was logged in it, and a
/// chart of the years.
public struct ReviewIndexPresentationModel: Sendable {
    public let context: PresentationContext

    public init(context: PresentationContext) {
        self.context = context
    }

    /// What the index shows: each year's counts per kind.
    public struct Shown: Sendable {
        public let address: PageAddress
        let years: [CatalogStatistics.YearActivity]
    }

    /// Declares the index of `years` (oldest first) at `address`.
    public func shown(_ years: [CatalogStatistics.YearActivity], at address: PageAddress, reads: inout some PageReads) -> Shown {
        reads.note(years.count)
        for year in years {
            reads.note(year.year)
            reads.note(list: year.counts)
        }
        return Shown(address: address, years: years)
    }

    /// Declares and presents the index, for tests and previews.
    public func present(to input: any ReviewIndexInput) {
        let years = ReviewPresentationModel(context: context).years().map(\.tally)
        var reads = UnrecordedReads()
        present(shown(years, at: context.router.address(.reviewIndex), reads: &reads), to: input)
    }

    /// Presents the declared page.
    public func present(_ shown: Shown, to input: any ReviewIndexInput) {
        let (strings, router, dates) = (context.strings, context.router, context.dates)
        let summary = ReviewSummary(context: context)
        let years = shown.years.reversed().map { year in
            ReviewIndexItem.Year(
                link: LinkItem(title: dates.year(year.year), url: router.url(.review(year: year.year))),
                summary: summary.sentence(year.counts))
        }
        let title = strings[.reviewIndexTitle]
        let description = strings.format(
            .reviewIndexDescription,
            [
                "site": context.config.title, "first": shown.years.first.map { dates.year($0.year) } ?? "",
                "last": shown.years.last.map { dates.year($0.year) } ?? "",
            ])
        input.display(
            ReviewIndexItem(
                chrome: context.chrome(
                    title: title, at: shown.address, preview: PagePreview(description: PreviewText(nil, fallback: description))),
                years: years, chart: chart(shown.years), statsURL: router.url(.stats)))
    }

    /// A bar per year and kind logged (lines past `ChartItem.barLimit` years), every year between the first and the last.
    private func chart(_ years: [CatalogStatistics.YearActivity]) -> ChartItem? {
        guard let first = years.first?.year, let last = years.last?.year else { return nil }
        let strings = context.strings
        let kinds = OwnerActivity.Kind.allCases.filter { kind in years.contains { $0.counts[kind.rawValue] > 0 } }
        let counts = Dictionary(years.map { ($0.year, $0.counts) }, uniquingKeysWith: { first, _ in first })
        let all = (first...last).filter { $0 != 0 }
        let categories = all.map { year in
            ChartItem.Category(
                label: context.dates.year(year), axisLabel: context.dates.year(year),
                values: kinds.map { counts[year]?[$0.rawValue] ?? 0 })
        }
        let total = years.reduce(0) { $0 + $1.counts.reduce(0, +) }
        var chart = ChartItem.bars(
            id: "years", title: strings[.statsActivityYears], sentence: strings.count(.reviewIndexChartDescription, total),
            heading: strings[.statsColumnYear], series: kinds.map { strings[$0.seriesKey] }, categories: categories, strings: strings)
        chart.style = categories.count > ChartItem.barLimit ? .lines : .bars
        return chart
    }
}
