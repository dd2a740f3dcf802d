extension ChartItem {
    /// More categories than this are drawn as lines: bars would be too thin to tell apart.
    static let barLimit = 24

    /// A bar chart whose description is `sentence` followed by its highest value (`stats.peak`).
    static func bars(
        id: String, title: String, sentence: String, heading: String, series: [String], categories: [Category],
        notes: [String] = [], strings: UIStrings
    ) -> ChartItem {
        ChartItem(
            id: id, style: .bars, title: title, description: sentence + peak(categories, strings: strings),
            categoryHeading: heading, series: series, categories: categories, notes: notes)
    }

    /// " Highest: 1920s, 12.": the first category with the largest value, or nothing when every value is 0.
    private static func peak(_ categories: [Category], strings: UIStrings) -> String {
        var best: (label: String, value: Int)?
        for category in categories {
            for value in category.values where value > (best?.value ?? 0) { best = (category.label, value) }
        }
        guard let best else { return "" }
        return strings.format(.statsPeak, ["label": best.label, "value": String(best.value)])
    }
}

/// The ratings 0 to 5 as a chart's categories: "4 stars" in the table, "4" on the axis.
enum RatingScale {
    static func categories(strings: UIStrings, values: (Int) -> [Int]) -> [ChartItem.Category] {
        (0...5).map { ChartItem.Category(label: strings.count(.statsRating, $0), axisLabel: String($0), values: values($0)) }
    }
}
