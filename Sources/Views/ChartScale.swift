/// The value axis of a chart: from 0 to a round top, with gridlines at round steps (1, 2 or 5 times a power of
/// ten), about four of them, so that the numbers beside the lines are easy to read.
struct ChartScale: Equatable {
    let top: Int
    let step: Int

    init(maximum: Int) {
        guard maximum > 0 else {
            (top, step) = (1, 1)
            return
        }
        // The smallest of 1, 2, 5, 10, 20, 50 … that reaches the maximum in at most five steps.
        var (power, found) = (1, 0)
        while found == 0 {
            found = [1, 2, 5].map { $0 * power }.first { (maximum + $0 - 1) / $0 <= 5 } ?? 0
            power *= 10
        }
        self.step = found
        top = (maximum + self.step - 1) / self.step * self.step
    }

    /// The values gridlines are drawn at: 0, step, … top.
    var ticks: [Int] {
        Array(stride(from: 0, through: top, by: step))
    }
}

/// A coordinate as an SVG attribute writes it: to a tenth, without a trailing `.0`, the same text on every
/// machine and locale (no formatter is involved).
enum Coordinate {
    static func text(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let whole = "\(tenths < 0 && tenths > -10 ? "-" : "")\(tenths / 10)"
        return tenths % 10 == 0 ? whole : whole + ".\(abs(tenths % 10))"
    }
}
