import HTML
import Presentation

/// A chart as `partials/chart.html` binds it: the SVG's shapes from `ChartDrawing`, its `<title>` and `<desc>`,
/// a legend when it has several series, its notes, and the same numbers as a table.
extension Bindings {
    static let textSchema = TemplateSchema(["text": .text])

    static let chartSchema = TemplateSchema([
        "chartID": .text, "titleID": .text, "descID": .text, "labelledBy": .text,
        "title": .text, "description": .text, "viewBox": .text,
        "gridX1": .text, "gridX2": .text, "gridLabelX": .text, "axisLabelY": .text,
        "gridlines": .list(TemplateSchema(["y": .text, "label": .text, "labelY": .text])),
        "bars": .list(TemplateSchema(["x": .text, "y": .text, "width": .text, "height": .text, "seriesClass": .text])),
        "lines": .list(TemplateSchema(["points": .text, "seriesClass": .text])),
        "axisLabels": .list(TemplateSchema(["x": .text, "text": .text])),
        "legend": .list(TemplateSchema(["name": .text, "swatchClass": .text])),
        "notes": .list(textSchema),
        "categoryHeading": .text,
        "columns": .list(textSchema),
        "rows": .list(TemplateSchema(["label": .text, "cells": .list(textSchema)])),
    ])

    static func charts(_ charts: [ChartItem]) -> TemplateValue {
        list(charts, chart)
    }

    /// Every key of `chartSchema`. Ids are made from the chart's id, which is unique on its page.
    static func chart(_ chart: ChartItem) -> TemplateContext {
        let drawing = ChartDrawing(chart)
        let id = "chart-" + chart.id
        let gridX = drawing.gridX
        return TemplateContext([
            "chartID": .text(id), "titleID": .text(id + "-title"), "descID": .text(id + "-desc"),
            "labelledBy": .text("\(id)-title \(id)-desc"),
            "title": .text(chart.title), "description": .text(chart.description), "viewBox": .text(ChartDrawing.viewBox),
            "gridX1": .text(gridX.0), "gridX2": .text(gridX.1), "gridLabelX": .text(drawing.gridLabelX),
            "axisLabelY": .text(ChartDrawing.axisLabelY),
            "gridlines": list(drawing.gridlines) {
                TemplateContext(["y": .text($0.y), "label": .text($0.label), "labelY": .text($0.labelY)])
            },
            "bars": list(drawing.bars) {
                TemplateContext([
                    "x": .text($0.x), "y": .text($0.y), "width": .text($0.width), "height": .text($0.height),
                    "seriesClass": .text("chart-series-\($0.series)"),
                ])
            },
            "lines": list(drawing.lines) {
                TemplateContext(["points": .text($0.points), "seriesClass": .text("chart-series-\($0.series)")])
            },
            "axisLabels": list(drawing.axisLabels) { TemplateContext(["x": .text($0.x), "text": .text($0.text)]) },
            "legend": list(chart.series.count > 1 ? Array(chart.series.enumerated()) : []) {
                TemplateContext(["name": .text($0.element), "swatchClass": .text("chart-swatch chart-series-\($0.offset + 1)")])
            },
            "notes": texts(chart.notes),
            "categoryHeading": .text(chart.categoryHeading),
            "columns": texts(chart.series),
            "rows": list(chart.categories) { category in
                TemplateContext(["label": .text(category.label), "cells": texts(category.values.map(String.init))])
            },
        ])
    }

    /// A list of texts, each under `text`.
    static func texts(_ texts: [String]) -> TemplateValue {
        strings(texts, key: "text")
    }
}
