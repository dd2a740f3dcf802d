import Model

/// The periods of an activity chart, from the first month with an activity to the last: months, or quarters or
/// years when months would be more than `limit` bars or points. A period is one number that orders periods in
/// time (`year * 12 + month - 1` for months).
struct ActivityTimeline {
    enum Unit {
        case month, quarter, year
    }

    let unit: Unit
    /// Every period from the first to the last, the empty ones too.
    let periods: [Int]
    /// Whether there are few enough periods to name each on the axis by itself.
    private let namesEach: Bool

    init(from first: (year: Int, month: Int), to last: (year: Int, month: Int), limit: Int) {
        let months = (last.year * 12 + last.month) - (first.year * 12 + first.month) + 1
        unit = months <= limit ? .month : (months + 2) / 3 <= limit ? .quarter : .year
        let (start, end) = (Self.period(of: first, unit), Self.period(of: last, unit))
        periods = Array(start...max(start, end))
        namesEach = periods.count <= 12
    }

    /// The period `month` falls in.
    func period(of month: (year: Int, month: Int)) -> Int {
        Self.period(of: month, unit)
    }

    private static func period(of month: (year: Int, month: Int), _ unit: Unit) -> Int {
        switch unit {
        case .month: return month.year * 12 + month.month - 1
        case .quarter: return month.year * 4 + (month.month - 1) / 3
        case .year: return month.year
        }
    }

    /// The chart's title: "Per month".
    var titleKey: UIStringKey {
        switch unit {
        case .month: return .statsActivityMonths
        case .quarter: return .statsActivityQuarters
        case .year: return .statsActivityYears
        }
    }

    /// The period as the table names it: "January 2024", "Q1 2024", "2024".
    func label(_ period: Int, context: PresentationContext) -> String {
        let (year, part) = split(period)
        switch unit {
        case .month: return PartialDate(year: year, month: part).map(context.dates.format) ?? context.dates.year(year)
        case .quarter:
            return context.strings.format(.statsQuarter, ["quarter": String(part), "year": context.dates.year(year)])
        case .year: return context.dates.year(year)
        }
    }

    /// What the axis writes under the period: each month's name on a short chart, else the year at its first period.
    func axisLabel(_ period: Int, context: PresentationContext) -> String? {
        let (year, part) = split(period)
        if unit == .month && namesEach { return context.dates.monthName(part) }
        return part == 1 || namesEach ? context.dates.year(year) : nil
    }

    /// The year and the month (1–12) or quarter (1–4) of `period`; for years, the year and 1.
    private func split(_ period: Int) -> (year: Int, part: Int) {
        let size = unit == .month ? 12 : unit == .quarter ? 4 : 1
        let year = period >= 0 ? period / size : (period - size + 1) / size
        return (year, period - year * size + 1)
    }
}
