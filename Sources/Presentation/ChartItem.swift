/// A chart as plain values: categories along one axis, a value per series in each, and the words that say
/// what it shows. The view draws it (an SVG the build writes into the page) and lists the same numbers in a
/// table; nothing here knows about pixels or markup.
public struct ChartItem: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        /// A bar per category, or a group of bars, one per series.
        case bars
        /// A line per series through its categories in order: many categories over time.
        case lines
    }

    /// One place along the axis: a rating, a decade, a month.
    public struct Category: Sendable, Equatable {
        /// As the table names it: "4 stars", "1920s", "January 2024".
        public var label: String
        /// What the axis may write under it ("4", "1920s", "2024" at each January); nil for nothing. The view
        /// may leave some out where they would crowd.
        public var axisLabel: String?
        /// One value per series.
        public var values: [Int]

        public init(label: String, axisLabel: String?, values: [Int]) {
            self.label = label
            self.axisLabel = axisLabel
            self.values = values
        }
    }

    /// Unique on its page, for ids: `ratings-movies`.
    public var id: String
    public var style: Style
    /// What the chart shows, as its heading and its SVG `<title>`.
    public var title: String
    /// The SVG's `<desc>`: what is drawn, in a sentence or two, with the highest value.
    public var description: String
    /// The table's heading over the categories: "Rating", "Decade".
    public var categoryHeading: String
    /// The series' names, also the table's headings over their columns.
    public var series: [String]
    public var categories: [Category]
    /// Sentences shown beside the chart about what it leaves out: "3 items have no date."
    public var notes: [String]

    public init(
        id: String, style: Style, title: String, description: String, categoryHeading: String, series: [String],
        categories: [Category], notes: [String] = []
    ) {
        self.id = id
        self.style = style
        self.title = title
        self.description = description
        self.categoryHeading = categoryHeading
        self.series = series
        self.categories = categories
        self.notes = notes
    }

    /// The largest value of any series.
    public var maximum: Int { categories.lazy.flatMap(\.values).max() ?? 0 }
}
