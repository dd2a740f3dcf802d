import HTML
import Presentation
import Testing

@testable import Views

@Suite struct ChartDrawingTests {
    @Test(arguments: [(0, 1, 1), (1, 1, 1), (5, 5, 1), (7, 8, 2), (12, 15, 5), (100, 100, 20), (1234, 1500, 500)])
    func theValueAxisEndsAtARoundNumber(maximum: Int, top: Int, step: Int) {
        let scale = ChartScale(maximum: maximum)
        #expect((scale.top, scale.step) == (top, step))
        #expect(scale.ticks.count <= 6)
        #expect(scale.ticks.first == 0 && scale.ticks.last == top)
    }

    @Test func coordinatesAreWrittenToATenth() {
        #expect(Coordinate.text(12) == "12")
        #expect(Coordinate.text(12.34) == "12.3")
        #expect(Coordinate.text(47.25) == "47.3")
        #expect(Coordinate.text(-0.4) == "-0.4")
        #expect(Coordinate.text(0.04) == "0")
    }

    @Test func aBarPerCategoryTheTallestReachingTheTop() {
        let drawing = ChartDrawing(Fixtures.ratingsChart)
        #expect(drawing.bars.count == 6)
        #expect(drawing.lines.isEmpty)
        // The plot runs from x 28 (room for the one-digit values) to 472: six bands of 74, a bar 80% of its band, centred.
        #expect(drawing.left == 28)
        #expect(drawing.bars[0] == .init(x: "35.4", y: "155.6", width: "59.2", height: "36.4", series: 1))
        #expect(drawing.bars[5].y == "10" && drawing.bars[5].height == "182", "5 is the top of the axis")
        #expect(drawing.bars[1].height == "0")
        #expect(drawing.gridlines.map(\.label) == ["0", "1", "2", "3", "4", "5"])
        #expect(drawing.axisLabels.map(\.text) == ["0", "1", "2", "3", "4", "5"])
    }

    @Test func aGroupOfBarsPerCategoryWhenThereAreSeveralSeries() {
        let drawing = ChartDrawing(Fixtures.monthsChart)
        #expect(drawing.bars.count == 12)
        #expect(drawing.bars.prefix(3).map(\.series) == [1, 2, 3])
        #expect(drawing.bars.prefix(3).map(\.x) == ["39.1", "68.7", "98.3"], "side by side, touching")
        #expect(Set(drawing.bars.map(\.width)) == ["29.6"])
    }

    @Test func aLinePerSeriesThroughEveryCategory() {
        let drawing = ChartDrawing(Fixtures.activityChart)
        #expect(drawing.bars.isEmpty)
        #expect(drawing.lines.map(\.series) == [1, 2])
        #expect(drawing.lines.allSatisfy { $0.points.split(separator: " ").count == 30 })
        #expect(drawing.lines[0].points.hasPrefix("35.4,192 "), "the first point in the middle of its band, at 0")
        #expect(drawing.axisLabels.map(\.text) == ["2023", "2024", "2025"])
    }

    @Test func crowdedLabelsAreThinnedSoThatNoneTouch() {
        let labels = (1900..<2000).map { "\($0)s" }
        let placed = AxisLabelPlacement.labels(labels, band: 4.32, left: 40)
        #expect(placed.count > 5 && placed.count < 20)
        let positions = placed.compactMap { Double($0.x) }
        let halfWidth = 5 * 0.6 * AxisLabelPlacement.fontSize / 2
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $1 - $0 >= 2 * halfWidth })
        #expect(positions.allSatisfy { $0 - halfWidth >= 0 && $0 + halfWidth <= ChartDrawing.width })
        let wide = AxisLabelPlacement.labels(["東京物語の年", "東京物語の年"], band: 60, left: 40)
        #expect(wide.count == 1, "CJK labels are wider")
    }

    @Test func theSameChartDrawsTheSamePicture() {
        #expect(ChartDrawing(Fixtures.activityChart) == ChartDrawing(Fixtures.activityChart))
    }

    @Test func theValuesGetTheRoomTheirLabelsNeed() {
        var chart = Fixtures.ratingsChart
        chart.categories[0].values = [8400]
        let drawing = ChartDrawing(chart)
        #expect(drawing.gridlines.last?.label == "10000")
        #expect(drawing.left == 50, "five digits of 7.2 and a margin")
        #expect(drawing.gridLabelX == "44")
    }

    @Test func anEmptyChartStillHasAnAxis() {
        let chart = ChartItem(
            id: "empty", style: .bars, title: "Nothing", description: "", categoryHeading: "", series: ["Items"],
            categories: [.init(label: "0", axisLabel: "0", values: [0])])
        let drawing = ChartDrawing(chart)
        #expect(drawing.gridlines.map(\.label) == ["0", "1"])
        #expect(drawing.bars.map(\.height) == ["0"])
    }
}
