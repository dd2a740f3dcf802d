import Model

/// A year's charts: its activities month by month, and the ratings of its items.
struct ReviewCharts {
    let context: PresentationContext
    let year: ReviewYear

    func charts() -> [ChartItem] {
        [months(), ratings()].compactMap { $0 }
    }

    /// The activities of each month, a bar per kind logged that year; dates known only to the year are noted.
    private func months() -> ChartItem? {
        let strings = context.strings
        let dated = year.activities.filter { $0.date.month != nil }
        guard !dated.isEmpty else { return nil }
        let kinds = OwnerActivity.Kind.allCases.filter { kind in dated.contains { $0.kind == kind } }
        var counts = Array(repeating: Array(repeating: 0, count: kinds.count), count: 12)
        for activity in dated {
            guard let month = activity.date.month, let series = kinds.firstIndex(of: activity.kind) else { continue }
            counts[month - 1][series] += 1
        }
        let categories = (1...12).map { month in
            ChartItem.Category(
                label: PartialDate(year: year.year, month: month).map(context.dates.format) ?? String(month),
                axisLabel: context.dates.monthName(month), values: counts[month - 1])
        }
        let yearOnly = year.activities.count - dated.count
        return ChartItem.bars(
            id: "months", title: strings[.reviewMonthsTitle],
            sentence: strings.count(.reviewMonthsDescription, dated.count, ["year": context.dates.year(year.year)]),
            heading: strings[.reviewColumnMonth], series: kinds.map { strings[$0.seriesKey] }, categories: categories,
            notes: yearOnly > 0 ? [strings.count(.statsYearOnly, yearOnly)] : [], strings: strings)
    }

    /// How many of the year's items have each rating; nil when none has one.
    private func ratings() -> ChartItem? {
        let strings = context.strings
        let ratings = ReviewTotals(context: context, year: year).ratings.filter { (0...5).contains($0) }
        guard !ratings.isEmpty else { return nil }
        return ChartItem.bars(
            id: "ratings", title: strings.format(.reviewRatingsTitle, ["year": context.dates.year(year.year)]),
            sentence: strings.count(.statsRatingsDescription, ratings.count), heading: strings[.statsColumnRating],
            series: [strings[.statsSeriesItems]],
            categories: RatingScale.categories(strings: strings) { rating in [ratings.filter { $0 == rating }.count] },
            strings: strings)
    }
}
