import Model

/// The statistics page's charts as chart items: ratings per kind, release decades and years, and the owner's
/// activity over time. At any size they stay readable: decades past `decadeLimit` are grouped into one bar,
/// only the last `yearLimit` years get a bar of their own, and a long activity is binned by quarter or year.
struct StatsCharts {
    static let decadeLimit = 24
    static let yearLimit = 100
    static let periodLimit = 240

    let context: PresentationContext
    private var strings: UIStrings { context.strings }

    /// A bar chart of each kind that has a rating.
    func ratings(_ stats: CatalogStatistics) -> [ChartItem] {
        let kinds: [(String, UIStringKey, UIStringKey)] = [
            ("movies", .statsRatingsMovies, .sectionMovies), ("books", .statsRatingsBooks, .sectionBooks),
            ("comics", .statsRatingsComics, .sectionComics),
        ]
        return zip(stats.ratings, kinds).compactMap { histogram, kind in
            let total = histogram.reduce(0, +)
            guard total > 0 else { return nil }
            return ChartItem.bars(
                id: "ratings-\(kind.0)", title: strings[kind.1], sentence: strings.count(.statsRatingsDescription, total),
                heading: strings[.statsColumnRating], series: [strings[kind.2]],
                categories: RatingScale.categories(strings: strings) { [histogram[$0]] }, strings: strings)
        }
    }

    /// Items by decade and by year of release; none when no item is dated.
    func release(_ stats: CatalogStatistics) -> [ChartItem] {
        guard !stats.releaseYears.isEmpty else { return [] }
        return [decades(stats), years(stats)]
    }

    private func decades(_ stats: CatalogStatistics) -> ChartItem {
        var counts: [Int: Int] = [:]
        for entry in stats.releaseYears { counts[Self.decade(of: entry.year), default: 0] += entry.count }
        let keys = counts.keys.sorted()
        let (low, high) = (keys.first ?? 0, keys.last ?? 0)
        let first = high - low + 1 > Self.decadeLimit ? high - Self.decadeLimit + 2 : low
        var categories: [ChartItem.Category] = []
        if first > low {
            let earlier = keys.filter { $0 < first }.reduce(0) { $0 + (counts[$1] ?? 0) }
            let label = strings.format(.statsEarlier, ["decade": decadeName(first)])
            categories.append(.init(label: label, axisLabel: label, values: [earlier]))
        }
        categories += (first...high).map { .init(label: decadeName($0), axisLabel: decadeName($0), values: [counts[$0] ?? 0]) }
        let dated = stats.releaseYears.reduce(0) { $0 + $1.count }
        return ChartItem.bars(
            id: "decades", title: strings[.statsDecadesTitle], sentence: strings.count(.statsDecadesDescription, dated),
            heading: strings[.statsColumnDecade], series: [strings[.statsSeriesItems]], categories: categories,
            notes: stats.undated > 0 ? [strings.count(.statsUndated, stats.undated)] : [], strings: strings)
    }

    private func years(_ stats: CatalogStatistics) -> ChartItem {
        let counts = Dictionary(stats.releaseYears.map { ($0.year, $0.count) }, uniquingKeysWith: +)
        let (low, high) = (stats.releaseYears.first?.year ?? 1, stats.releaseYears.last?.year ?? 1)
        // The last `yearLimit` years, skipping the year 0 that the calendar does not have.
        var years: [Int] = []
        var year = high
        while years.count < Self.yearLimit && year >= low {
            if year != 0 { years.append(year) }
            year -= 1
        }
        years.reverse()
        let labelsAll = years.count <= 12
        let categories = years.map { year in
            ChartItem.Category(
                label: context.dates.year(year), axisLabel: labelsAll || year % 10 == 0 ? context.dates.year(year) : nil,
                values: [counts[year] ?? 0])
        }
        let first = years.first ?? low
        let shown = years.reduce(0) { $0 + (counts[$1] ?? 0) }
        let sentence = strings.count(
            .statsYearsDescription, shown, ["first": context.dates.year(first), "last": context.dates.year(high)])
        return ChartItem.bars(
            id: "years", title: strings[.statsYearsTitle], sentence: sentence, heading: strings[.statsColumnYear],
            series: [strings[.statsSeriesItems]], categories: categories,
            notes: first > low ? [strings.format(.statsYearsCapped, ["year": context.dates.year(first)])] : [], strings: strings)
    }

    /// The owner's activity per month (per quarter or year when that would be more than `periodLimit` bars).
    func activity(_ stats: CatalogStatistics) -> [ChartItem] {
        guard let first = stats.activityMonths.first, let last = stats.activityMonths.last else { return [] }
        let series = OwnerActivity.Kind.allCases.filter { kind in stats.activityMonths.contains { $0.counts[kind.rawValue] > 0 } }
        let timeline = ActivityTimeline(from: (first.year, first.month), to: (last.year, last.month), limit: Self.periodLimit)
        var counts: [Int: [Int]] = [:]
        for month in stats.activityMonths {
            let period = timeline.period(of: (month.year, month.month))
            counts[period] = zip(counts[period] ?? Array(repeating: 0, count: month.counts.count), month.counts).map(+)
        }
        let categories = timeline.periods.map { period in
            ChartItem.Category(
                label: timeline.label(period, context: context), axisLabel: timeline.axisLabel(period, context: context),
                values: series.map { counts[period]?[$0.rawValue] ?? 0 })
        }
        let drawn = stats.activityMonths.reduce(0) { $0 + $1.counts.reduce(0, +) }
        let sentence = strings.count(
            .statsActivityDescription, drawn,
            ["first": categories.first?.label ?? "", "last": categories.last?.label ?? ""])
        var chart = ChartItem.bars(
            id: "activity", title: strings[timeline.titleKey], sentence: sentence, heading: strings[.statsColumnPeriod],
            series: series.map { strings[$0.seriesKey] }, categories: categories,
            notes: stats.activityYearOnly > 0 ? [strings.count(.statsYearOnly, stats.activityYearOnly)] : [], strings: strings)
        chart.style = categories.count > ChartItem.barLimit ? .lines : .bars
        return [chart]
    }

    /// A decade as one number that orders decades in time: 192 for the 1920s, 0 for years 1–9, -1 for
    /// 9–1 BC, -76 for the 750s BC.
    static func decade(of year: Int) -> Int {
        year > 0 ? year / 10 : -((-year) / 10) - 1
    }

    /// "1920s", "750s BC".
    private func decadeName(_ decade: Int) -> String {
        decade >= 0
            ? strings.format(.statsDecade, ["decade": String(decade * 10)])
            : strings.format(.statsDecadeBeforeCommonEra, ["decade": String((-decade - 1) * 10)])
    }
}
