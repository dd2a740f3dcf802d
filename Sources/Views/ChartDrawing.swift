public import Presentation

/// The shapes of a chart item in the SVG's own units: a `width` × `height` picture (scaled to the page by
/// its `viewBox`) with the value axis on the left and the categories along the bottom. Bars for a bar chart
/// (a group of bars per category when there are several series), a line per series for a line chart. Every
/// number is computed from the item alone, so the same item always draws the same picture.
public struct ChartDrawing: Equatable {
    public static let width = 480.0
    public static let height = 220.0
    /// The plot area inside the picture but its left edge: room below for the categories.
    static let plot = (right: width - 8, top: 10.0, bottom: height - 28)

    public struct Gridline: Equatable {
        public let y: String
        public let label: String
        public let labelY: String
    }

    public struct Bar: Equatable {
        public let x, y, width, height: String
        public let series: Int
    }

    public struct Line: Equatable {
        public let points: String
        public let series: Int
    }

    public struct AxisLabel: Equatable {
        public let x: String
        public let text: String
    }

    /// Where the plot starts: right of the widest value label ("10000" needs more room than "5").
    public let left: Double
    public let gridlines: [Gridline]
    public let bars: [Bar]
    public let lines: [Line]
    public let axisLabels: [AxisLabel]

    public init(_ chart: ChartItem) {
        let scale = ChartScale(maximum: chart.maximum)
        let plot = Self.plot
        let left = max(28, 14 + Double(String(scale.top).count) * 0.6 * AxisLabelPlacement.fontSize)
        self.left = left
        let band = (plot.right - left) / Double(max(1, chart.categories.count))
        func y(_ value: Int) -> Double { plot.bottom - Double(value) / Double(scale.top) * (plot.bottom - plot.top) }
        gridlines = scale.ticks.map { Gridline(y: Coordinate.text(y($0)), label: String($0), labelY: Coordinate.text(y($0) + 4)) }
        let seriesCount = max(1, chart.series.count)
        switch chart.style {
        case .bars:
            // A fifth of each band is left between groups; the bars of a group touch.
            let barWidth = band * 0.8 / Double(seriesCount)
            bars = chart.categories.enumerated().flatMap { index, category in
                category.values.prefix(seriesCount).enumerated().map { series, value in
                    let top = y(value)
                    return Bar(
                        x: Coordinate.text(left + Double(index) * band + band * 0.1 + Double(series) * barWidth),
                        y: Coordinate.text(top),
                        width: Coordinate.text(barWidth), height: Coordinate.text(plot.bottom - top), series: series + 1)
                }
            }
            lines = []
        case .lines:
            bars = []
            lines = (0..<seriesCount).map { series in
                let points = chart.categories.enumerated().map { index, category in
                    Coordinate.text(left + (Double(index) + 0.5) * band) + ","
                        + Coordinate.text(y(category.values.indices.contains(series) ? category.values[series] : 0))
                }
                return Line(points: points.joined(separator: " "), series: series + 1)
            }
        }
        axisLabels = AxisLabelPlacement.labels(chart.categories.map(\.axisLabel), band: band, left: left)
    }

    /// `0 0 480 220`.
    public static var viewBox: String { "0 0 \(Coordinate.text(width)) \(Coordinate.text(height))" }
    /// Where the category labels stand: below the plot.
    static var axisLabelY: String { Coordinate.text(plot.bottom + 18) }
    /// Where the value labels end: left of the plot.
    var gridLabelX: String { Coordinate.text(left - 6) }
    /// Where the gridlines start and end: across the plot.
    var gridX: (String, String) { (Coordinate.text(left), Coordinate.text(Self.plot.right)) }
}

/// Which category labels the axis shows: from the left, each label that does not touch the one before it,
/// judged by an estimate of its width at the axis's font size (CJK characters are about twice as wide).
enum AxisLabelPlacement {
    static let fontSize = 12.0

    static func labels(_ labels: [String?], band: Double, left: Double) -> [ChartDrawing.AxisLabel] {
        var placed: [ChartDrawing.AxisLabel] = []
        var lastRight = -Double.infinity
        for (index, label) in labels.enumerated() {
            guard let label, !label.isEmpty else { continue }
            let centre = left + (Double(index) + 0.5) * band
            let half = width(of: label) / 2
            guard centre - half >= max(0, lastRight + fontSize / 2), centre + half <= ChartDrawing.width else { continue }
            placed.append(ChartDrawing.AxisLabel(x: Coordinate.text(centre), text: label))
            lastRight = centre + half
        }
        return placed
    }

    private static func width(of label: String) -> Double {
        label.unicodeScalars.reduce(0) { $0 + ($1.value < 0x2E80 ? 0.6 : 1.0) * fontSize }
    }
}
